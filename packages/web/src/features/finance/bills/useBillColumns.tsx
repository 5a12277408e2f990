import { PERIOD_STATUS, PeriodStatus } from '@jb/contract/schemas/bills';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import type { BillRow } from './api.ts';
import { useBillTexts } from './texts.ts';

/** A row's test id suffix: its merchant and month. */
export const billKey = (r: Pick<BillRow, 'merchantId' | 'period'>) => `${r.merchantId}-${r.period}`;

export function PeriodStatusTag({ status, testId }: { status: number; testId?: string }) {
  const pick = usePick();
  return (
    <Tag color={status === PeriodStatus.CLOSED ? 'default' : 'processing'} data-testid={testId}>
      {pick(PERIOD_STATUS[status] ?? PERIOD_STATUS[1]!)}
    </Tag>
  );
}

/** The bank side against the book side of the month, and their difference (red when not zero). */
export function Reconciliation({ row }: { row: BillRow }) {
  const t = useBillTexts();
  return (
    <Tooltip title={t('reconcileHint')}>
      <Space orientation="vertical" size={0} data-testid={`bill-reconcile-${billKey(row)}`}>
        <span>
          {formatMoney(row.remittedFen)} / {formatMoney(row.remittanceInFen)}
        </span>
        {row.differenceFen === 0 ? (
          <Tag color="success">{t('balanced')}</Tag>
        ) : (
          <Tag color="error">{t('difference', { amount: formatMoney(row.differenceFen) })}</Tag>
        )}
      </Space>
    </Tooltip>
  );
}

/** 账单管理's columns; the merchant opens the month's entries; `merchant` and `period` sort on the server. */
export function useBillColumns(open: (row: BillRow) => void): ColumnsType<BillRow> {
  const t = useBillTexts();
  return useMemo<ColumnsType<BillRow>>(
    () => [
      {
        key: 'merchant',
        title: t('merchant'),
        render: (_, r) => (
          <Button
            type="link"
            size="small"
            style={{ padding: 0, height: 'auto' }}
            onClick={() => open(r)}
            data-testid={`bill-open-${billKey(r)}`}
          >
            {r.merchantName}
          </Button>
        ),
      },
      { key: 'period', title: t('period'), dataIndex: 'period' },
      {
        key: 'status',
        title: t('status'),
        render: (_, r) => <PeriodStatusTag status={r.status} testId={`bill-status-${billKey(r)}`} />,
      },
      {
        key: 'opening',
        title: t('opening'),
        align: 'right',
        render: (_, r) => <MoneyText fen={r.openingFen} />,
      },
      {
        key: 'in',
        title: t('in'),
        align: 'right',
        render: (_, r) => (
          <Space orientation="vertical" size={0} align="end">
            <MoneyText fen={r.inFen} testId={`bill-in-${billKey(r)}`} />
            {r.reversalFen !== 0 && (
              <Typography.Text type="secondary">
                {t('reversals', { amount: formatMoney(r.reversalFen) })}
              </Typography.Text>
            )}
          </Space>
        ),
      },
      {
        key: 'refunds',
        title: t('refunds'),
        align: 'right',
        render: (_, r) => <MoneyText fen={r.refundFen} />,
      },
      {
        key: 'discounts',
        title: <Tooltip title={t('discountsHint')}>{t('discounts')}</Tooltip>,
        align: 'right',
        render: (_, r) => (
          <Typography.Text type="secondary">
            <MoneyText fen={r.discountFen} />
          </Typography.Text>
        ),
      },
      {
        key: 'closing',
        title: t('closing'),
        align: 'right',
        render: (_, r) => (
          <Typography.Text strong>
            <MoneyText fen={r.closingFen} testId={`bill-closing-${billKey(r)}`} />
          </Typography.Text>
        ),
      },
      { key: 'reconcile', title: t('reconcile'), render: (_, r) => <Reconciliation row={r} /> },
      { key: 'entryCount', title: t('entryCount'), align: 'right', dataIndex: 'entryCount' },
      {
        key: 'closedAt',
        title: t('closedAt'),
        render: (_, r) =>
          r.closedAt ? (
            <Space orientation="vertical" size={0}>
              <span>{formatTime(r.closedAt)}</span>
              <Typography.Text type="secondary">{r.closedByName}</Typography.Text>
            </Space>
          ) : (
            '-'
          ),
      },
    ],
    [t, open],
  );
}
