import { Button, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { formatTime } from '../../../lib/formatTime.ts';
import { downloadFile } from '../remittance/api.ts';
import type { ExpertFeeBatchRow } from './api.ts';
import { BatchStatusTag } from './BatchStatusTag.tsx';
import { useExpertFeeTexts } from './texts.ts';

/** Who did it and when, on two lines; a dash before it happened. */
function Done({ name, at }: { name: string | null; at: string | null }) {
  if (!at) return <span>-</span>;
  return (
    <Space orientation="vertical" size={0}>
      <span>{name ?? ''}</span>
      <Typography.Text type="secondary">{formatTime(at)}</Typography.Text>
    </Space>
  );
}

/** The voucher of a paid batch (downloaded on click) and its note, or why a batch was cancelled. */
function Voucher({ row }: { row: ExpertFeeBatchRow }) {
  const t = useExpertFeeTexts();
  if (row.cancelReason !== null)
    return (
      <Typography.Text type="secondary">
        {t('batch.cancelReason', { reason: row.cancelReason })}
      </Typography.Text>
    );
  if (row.voucherFileId === null) return <span>-</span>;
  const file = { id: row.voucherFileId, name: `voucher-${row.batchNo}.pdf` };
  return (
    <Space orientation="vertical" size={0}>
      <Button
        type="link"
        size="small"
        style={{ padding: 0, height: 'auto' }}
        onClick={() => void downloadFile(file).catch(() => undefined)}
        data-testid={`expert-batch-voucher-${row.id}`}
      >
        {t('batch.download')}
      </Button>
      {row.voucherNote && <Typography.Text type="secondary">{row.voucherNote}</Typography.Text>}
    </Space>
  );
}

/** 付款批次's columns; `total` and `createdAt` sort on the server. */
export function useBatchColumns(): ColumnsType<ExpertFeeBatchRow> {
  const t = useExpertFeeTexts();
  return useMemo<ColumnsType<ExpertFeeBatchRow>>(
    () => [
      {
        key: 'batchNo',
        title: t('batch.batchNo'),
        render: (_, r) => <span data-testid={`expert-batch-no-${r.id}`}>{r.batchNo}</span>,
      },
      {
        key: 'status',
        title: t('batch.status'),
        render: (_, r) => <BatchStatusTag status={r.status} testId={`expert-batch-status-${r.id}`} />,
      },
      { key: 'feeCount', title: t('batch.feeCount'), align: 'right', dataIndex: 'feeCount' },
      {
        key: 'total',
        title: t('batch.total'),
        align: 'right',
        render: (_, r) => <MoneyText fen={r.totalFen} testId={`expert-batch-total-${r.id}`} />,
      },
      {
        key: 'createdAt',
        title: t('batch.createdAt'),
        render: (_, r) => <Done name={r.createdByName} at={r.createdAt} />,
      },
      { key: 'paid', title: t('batch.paid'), render: (_, r) => <Done name={r.paidByName} at={r.paidAt} /> },
      { key: 'voucher', title: t('batch.voucher'), render: (_, r) => <Voucher row={r} /> },
    ],
    [t],
  );
}
