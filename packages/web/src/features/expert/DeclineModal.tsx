import { myInvitations } from '@jb/contract/api/experts';
import { respondBody } from '@jb/contract/schemas/experts';
import { Input, Typography } from 'antd';
import { requiredText } from '../../components/form/requiredText.ts';
import { SchemaItem } from '../../components/form/SchemaItem.tsx';
import type { Schema } from '../../components/form/zodRule.ts';
import { FormModal } from '../../components/formModal/FormModal.tsx';
import { decline, type InvitationRow } from './api.ts';
import { useExpertAreaTexts } from './texts.ts';

/** Most a reason may hold (the contract's respondBody.reason). */
const REASON_MAX = 300;

/** The contract's reason, which a decline must give (the server answers `required` otherwise). */
const reasonSchema: Schema = {
  safeParse: (value) => {
    const given = requiredText(REASON_MAX).safeParse(value);
    return given.success ? respondBody.shape.reason.safeParse(value) : given;
  },
};

/** Declining an invitation: the reason is required (the server refuses a decline without one). */
export function DeclineModal({ target, onClose }: { target: InvitationRow | null; onClose: () => void }) {
  const t = useExpertAreaTexts();
  return (
    <FormModal<{ reason: string }>
      open={!!target}
      title={t('decline.title', { title: target?.manuscriptTitle ?? '' })}
      okText={t('decline.ok')}
      initialValues={{ reason: '' }}
      onSubmit={({ reason }) => decline(target!, reason)}
      onClose={onClose}
      list={myInvitations}
      successText={t('decline.done')}
      testId="decline-form"
    >
      <Typography.Paragraph type="secondary">{t('decline.hint')}</Typography.Paragraph>
      <SchemaItem name="reason" label={t('decline.reason')} schema={reasonSchema} required>
        <Input.TextArea
          rows={3}
          maxLength={REASON_MAX}
          showCount
          placeholder={t('decline.placeholder')}
          data-testid="decline-reason"
        />
      </SchemaItem>
    </FormModal>
  );
}
