import { ErrorCode } from '@jb/contract/errors';
import { Form } from 'antd';
import { useState } from 'react';
import { useFormSave } from '../../../components/form/useFormSave.ts';
import { type IssuedPassword, SecretResultModal } from '../../../components/formModal/SecretResultModal.tsx';
import { refusalOf } from '../../../components/resourceTable/refusal.ts';
import { useLang } from '../../../i18n/useLang.ts';
import { addExpert, EXPERT_VIEWS, type ExpertValues } from './api.ts';
import { ExpertForm } from './ExpertForm.tsx';
import { useExpertTexts } from './texts.ts';
import { useBackToList } from './useBackToList.ts';

const EMPTY: Partial<ExpertValues> = {
  email: '',
  title: '',
  affiliation: '',
  subjectIds: [],
  researchAreas: '',
  bankName: '',
  bankAccount: '',
  accountName: '',
  status: 1,
  note: '',
};

/** A new expert: an account with the expert role; its initial password is shown once, then the list. */
export function AddExpert({ canEdit }: { canEdit: boolean }) {
  const t = useExpertTexts();
  const lang = useLang();
  const [form] = Form.useForm<ExpertValues>();
  const { save, saving } = useFormSave(EXPERT_VIEWS);
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const back = useBackToList();

  const onFinish = async (values: ExpertValues) => {
    const result = await save(() => addExpert(values), {
      form,
      done: t('added'),
      refused: (error) => {
        if (error.code !== ErrorCode.ACCOUNT_TAKEN) return false;
        form.setFields([{ name: 'account', errors: [refusalOf(error, lang).message] }]);
        return true;
      },
    });
    if (result) setIssued({ account: values.account, password: result.initialPassword, phone: values.phone });
  };

  return (
    <>
      <ExpertForm
        form={form}
        title={t('addTitle')}
        adding
        initialValues={EMPTY}
        onFinish={(values) => void onFinish(values)}
        saving={saving || !!issued}
        readOnly={!canEdit}
      />
      <SecretResultModal issued={issued} onClose={back} />
    </>
  );
}
