import { withdrawalList, withdrawalRecord } from '@jb/contract/api/withdrawals';
import { WITHDRAWAL_CHANNEL } from '@jb/contract/enums/withdrawal';
import { reasonText } from '@jb/contract/schemas/ledger';
import { Form, Input, Radio, Typography } from 'antd';
import { api } from '../../../api/http.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { useWithdrawalTexts } from './texts.ts';

interface Values {
  channel: 'phone' | 'letter';
  reason: string;
}

/** The office records a withdrawal an author asked for by phone or letter; the same review follows. */
export function WithdrawalRecordModal({
  manuscript,
  onClose,
  onDone,
}: {
  manuscript: { id: number; articleNo: string; title: string } | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useWithdrawalTexts();
  const pick = usePick();
  if (!manuscript) return null;
  return (
    <FormModal<Values>
      open
      title={t('record.title')}
      initialValues={{ channel: 'phone' }}
      onSubmit={(v) =>
        api(
          withdrawalRecord,
          { body: { manuscriptId: manuscript.id, channel: v.channel, reason: v.reason.trim() } },
          { quiet: true },
        )
      }
      onSaved={onDone}
      list={withdrawalList}
      onClose={onClose}
      successText={t('record.done')}
      testId="withdrawal-record-form"
    >
      <Typography.Paragraph strong>
        {manuscript.articleNo} · {manuscript.title}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('record.hint')}</Typography.Paragraph>
      <Form.Item name="channel" label={t('record.channel')} required>
        <Radio.Group
          options={(['phone', 'letter'] as const).map((c) => ({
            value: c,
            label: pick(WITHDRAWAL_CHANNEL[c]),
          }))}
          data-testid="withdrawal-record-channel"
        />
      </Form.Item>
      <SchemaItem name="reason" label={t('record.reason')} schema={reasonText} required>
        <Input.TextArea rows={3} maxLength={200} showCount data-testid="withdrawal-record-reason" />
      </SchemaItem>
    </FormModal>
  );
}
