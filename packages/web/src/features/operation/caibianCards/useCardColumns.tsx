import type { CardRow } from '@jb/contract/schemas/editorCards';
import { Button, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { formatTime } from '../../../lib/formatTime.ts';
import { CardStateTag } from '../../shared/editorCards/CardStateTag.tsx';
import { useCardTexts } from './texts.ts';

/** The columns of 采编名片: the editor and their card, its state, scans and referrals, its review. */
export function useCardColumns(onPreview: (row: CardRow) => void): ColumnsType<CardRow> {
  const t = useCardTexts();
  return useMemo<ColumnsType<CardRow>>(
    () => [
      {
        key: 'name',
        title: t('editor'),
        render: (_, r) => (
          <Space orientation="vertical" size={0}>
            <Button
              type="link"
              size="small"
              onClick={() => onPreview(r)}
              data-testid={`card-preview-${r.id}`}
            >
              {r.name}
            </Button>
            <Typography.Text type="secondary">{r.account}</Typography.Text>
          </Space>
        ),
      },
      { key: 'title', title: t('title'), dataIndex: 'title' },
      { key: 'phone', title: t('phone'), dataIndex: 'phone' },
      { key: 'journals', title: t('journals'), render: (_, r) => r.journalNames.join('、') },
      {
        key: 'state',
        title: t('state'),
        render: (_, r) => <CardStateTag state={r.state} testId={`card-state-${r.id}`} />,
      },
      {
        key: 'scans',
        title: t('scans'),
        align: 'right',
        render: (_, r) => <span data-testid={`card-scans-${r.id}`}>{r.scans}</span>,
      },
      {
        key: 'referrals',
        title: t('referrals'),
        align: 'right',
        render: (_, r) => <span data-testid={`card-referrals-${r.id}`}>{r.referrals}</span>,
      },
      { key: 'submittedAt', title: t('submittedAt'), render: (_, r) => formatTime(r.submittedAt) },
      {
        key: 'reviewed',
        title: t('reviewed'),
        render: (_, r) =>
          r.reviewedByName
            ? t('reviewedBy', { name: r.reviewedByName, time: formatTime(r.reviewedAt) })
            : '-',
      },
    ],
    [t, onPreview],
  );
}
