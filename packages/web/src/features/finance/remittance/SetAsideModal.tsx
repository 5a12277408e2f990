import { remittanceRecords, remittanceSetAside } from '@jb/contract/api/remittances';
import { remittanceAsideBody } from '@jb/contract/schemas/remittances';
import { Input, Typography } from 'antd';
import { api } from '../../../api/http.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import type { RemittanceRecord } from './api.ts';
import { useRemittanceTexts } from './texts.ts';

/** 搁置: a remittance not to be matched (another unit's money, a duplicate to return), with the reason. */
export function SetAsideModal({ target, onClose }: { target: RemittanceRecord | null; onClose: () => void }) {
  const t = useRemittanceTexts();
  if (!target) return null;
  return (
    <FormModal<{ reason: string }>
      open
      title={t('aside.title')}
      okText={t('aside.ok')}
      onSubmit={({ reason }) =>
        api(remittanceSetAside, { body: { id: target.id, version: target.version, reason } }, { quiet: true })
      }
      list={remittanceRecords}
      onClose={onClose}
      successText={t('aside.done')}
      testId="remittance-aside-form"
    >
      <Typography.Paragraph type="secondary">
        {target.remitter} · {formatMoney(target.amountFen)} · {t('aside.hint')}
      </Typography.Paragraph>
      <SchemaItem name="reason" label={t('aside.reason')} schema={remittanceAsideBody.shape.reason} required>
        <Input.TextArea rows={3} maxLength={200} data-testid="remittance-aside-reason" />
      </SchemaItem>
    </FormModal>
  );
}
