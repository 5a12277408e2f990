import { ellipsis } from '@jb/contract/schemas/common';
import { Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { formatTime } from '../../../lib/formatTime.ts';
import { FeeStatusTag } from '../../shared/expertFees/FeeStatusTag.tsx';
import type { ExpertFeeRow } from './api.ts';
import { useExpertFeeTexts } from './texts.ts';

/** 专家审稿费's fee columns; `submittedAt` and `amount` sort on the server. */
export function useFeeColumns(): ColumnsType<ExpertFeeRow> {
  const t = useExpertFeeTexts();
  return useMemo<ColumnsType<ExpertFeeRow>>(
    () => [
      { key: 'expert', title: t('expert'), dataIndex: 'expertName' },
      {
        key: 'payee',
        title: t('payee'),
        render: (_, r) =>
          r.bankReady ? (
            <Space orientation="vertical" size={0} data-testid={`expert-fee-payee-${r.id}`}>
              <span>{r.accountName}</span>
              <Typography.Text type="secondary">{r.bankName}</Typography.Text>
              <Typography.Text type="secondary">{r.bankAccount}</Typography.Text>
            </Space>
          ) : (
            <Tag color="red" data-testid={`expert-fee-nobank-${r.id}`}>
              {t('bankMissing')}
            </Tag>
          ),
      },
      {
        key: 'manuscript',
        title: t('manuscript'),
        render: (_, r) => (
          <Space orientation="vertical" size={0}>
            <span>{r.articleNo}</span>
            <Typography.Text type="secondary">{ellipsis(r.title, 24)}</Typography.Text>
          </Space>
        ),
      },
      { key: 'journal', title: t('journal'), dataIndex: 'journalName' },
      { key: 'submittedAt', title: t('submittedAt'), render: (_, r) => formatTime(r.submittedAt) },
      {
        key: 'amount',
        title: t('fee'),
        align: 'right',
        render: (_, r) => <MoneyText fen={r.feeFen} testId={`expert-fee-amount-${r.id}`} />,
      },
      {
        key: 'status',
        title: t('status'),
        render: (_, r) => <FeeStatusTag status={r.feeStatus} testId={`expert-fee-status-${r.id}`} />,
      },
      {
        key: 'batchNo',
        title: t('batchNo'),
        render: (_, r) => <span data-testid={`expert-fee-batch-${r.id}`}>{r.batchNo ?? '-'}</span>,
      },
    ],
    [t],
  );
}
