import { perfOrders, perfPay, perfSummaryCall } from '@jb/contract/api/caibianPerf';
import type { PerfRow } from '@jb/contract/schemas/caibianPerf';
import { reasonText } from '@jb/contract/schemas/ledger';
import { Form, Input, Typography } from 'antd';
import { api } from '../../../api/http.ts';
import { FieldText } from '../../../components/form/FieldText.tsx';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import { useReloadList } from '../../../components/resourceTable/useResourceList.ts';
import { usePerfTexts } from './texts.ts';

/**
 * 结算提成: the editor's unpaid commission of the period paid as one payment, after a confirmation
 * showing the sum; the voucher names the transfer. The sum sent is the one shown: if the figures
 * moved meanwhile the server refuses it (409) and the screen reloads.
 */
export function PayCommissionModal({
  row,
  period,
  onClose,
}: {
  row: PerfRow | null;
  period: { from: string; to: string };
  onClose: () => void;
}) {
  const t = usePerfTexts();
  const reloadOrders = useReloadList(perfOrders);
  if (!row) return null;
  const amount = formatMoney(row.unpaidFen);
  const words = { name: row.editorName, amount, ...period };
  return (
    <FormModal<{ voucherNote: string }>
      open
      title={t('payForm.title', words)}
      list={perfSummaryCall}
      onClose={onClose}
      onSaved={() => void reloadOrders()}
      onStale={() => void reloadOrders()}
      onSubmit={(values) =>
        api(
          perfPay,
          {
            body: {
              ...period,
              editorId: row.editorId,
              amountFen: row.unpaidFen,
              voucherNote: values.voucherNote,
            },
          },
          { quiet: true },
        )
      }
      confirm={() => ({
        title: t('payForm.confirmTitle', words),
        content: t('payForm.confirmContent', words),
      })}
      successText={t('payForm.done')}
      okText={t('pay')}
      testId="perf-pay-form"
    >
      <Typography.Paragraph type="secondary">{t('payForm.hint', period)}</Typography.Paragraph>
      <Form.Item name="editorId" label={t('payForm.amount')}>
        <FieldText testId="perf-pay-amount" text={amount} />
      </Form.Item>
      <SchemaItem name="voucherNote" label={t('payForm.voucherNote')} schema={reasonText} required>
        <Input maxLength={200} placeholder={t('payForm.voucherPlaceholder')} data-testid="perf-pay-voucher" />
      </SchemaItem>
    </FormModal>
  );
}
