import { Form, Skeleton } from 'antd';
import { useLayoutEffect } from 'react';
import { useFormSave } from '../../../components/form/useFormSave.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { EXPERT_VIEWS, type ExpertValues, updateExpert, useExpertDetail, valuesOf } from './api.ts';
import { ExpertForm } from './ExpertForm.tsx';
import { useExpertTexts } from './texts.ts';
import { useBackToList } from './useBackToList.ts';

/** A stored expert, saved at the version shown (someone else's change first: 409, the form reloads). */
export function EditExpert({ id, canEdit }: { id: number; canEdit: boolean }) {
  const t = useExpertTexts();
  const detail = useExpertDetail(id);
  const [form] = Form.useForm<ExpertValues>();
  const { save, saving } = useFormSave(EXPERT_VIEWS);
  const back = useBackToList();

  // Loaded, or reloaded after a stale-version refusal: show the stored expert.
  useLayoutEffect(() => {
    if (detail.data) form.setFieldsValue(valuesOf(detail.data));
  }, [form, detail.data]);

  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} />;
  const expert = detail.data;

  const onFinish = async (values: ExpertValues) => {
    const result = await save(() => updateExpert(values, expert), { form });
    if (result) back();
  };

  return (
    <ExpertForm
      form={form}
      title={t('editTitle', { name: expert.name })}
      adding={false}
      initialValues={valuesOf(expert)}
      onFinish={(values) => void onFinish(values)}
      saving={saving}
      readOnly={!canEdit}
    />
  );
}
