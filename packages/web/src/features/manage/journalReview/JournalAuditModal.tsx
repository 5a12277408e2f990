import { journalReviewDecide } from '@jb/contract/api/journalReview';
import { journalList } from '@jb/contract/api/journals';
import { type JournalRow, journalReviewBody } from '@jb/contract/schemas/journals';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Radio } from 'antd';
import type { z } from 'zod';
import { api } from '../../../api/http.ts';
import { toast } from '../../../api/notify.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { useJournalReviewTexts } from './texts.ts';

/** The decision's fields of the audit call's body (the journal is the one audited). */
type AuditValues = Omit<z.input<typeof journalReviewBody>, 'journalId'>;

/** Why a rejection is rejected: the reason is required then (the server checks it too). */
function ReasonField() {
  const t = useJournalReviewTexts();
  const pass = Form.useWatch<boolean>('pass');
  return (
    <SchemaItem
      name="reason"
      label={t('reason')}
      schema={journalReviewBody.shape.reason}
      required={!pass}
      rules={[{ required: !pass, whitespace: true, message: t('reasonRequired') }]}
    >
      <Input.TextArea
        rows={3}
        maxLength={500}
        placeholder={t('reasonPlaceholder')}
        data-testid="audit-reason"
      />
    </SchemaItem>
  );
}

/** The platform's decision on a journal application: pass, or reject with a reason. */
export function JournalAuditModal({ journal, onClose }: { journal: JournalRow | null; onClose: () => void }) {
  const t = useJournalReviewTexts();
  const client = useQueryClient();
  return (
    <FormModal<AuditValues>
      open={!!journal}
      title={t('auditTitle', { name: journal?.name ?? '' })}
      initialValues={{ pass: true, reason: '' }}
      onSubmit={async (values) => {
        await api(
          journalReviewDecide,
          { body: { journalId: journal!.id, pass: values.pass, reason: values.reason ?? '' } },
          { quiet: true },
        );
        toast('success', values.pass ? t('passed') : t('rejected'));
      }}
      onSaved={() => void client.invalidateQueries({ queryKey: ['journal'] })}
      onClose={onClose}
      list={journalList}
      okText={t('audit')}
      testId="audit-form"
    >
      <Form.Item name="pass" label={t('decision')}>
        <Radio.Group>
          <Radio value={true} data-testid="audit-pass">
            {t('pass')}
          </Radio>
          <Radio value={false} data-testid="audit-reject">
            {t('reject')}
          </Radio>
        </Radio.Group>
      </Form.Item>
      <ReasonField />
    </FormModal>
  );
}
