import { WITHDRAWAL_CHANNEL } from '@jb/contract/enums/withdrawal';
import type { WithdrawalRow } from '@jb/contract/schemas/withdrawals';
import { Button, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { CutText } from '../../../components/CutText.tsx';
import type { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { DecisionCell } from '../../shared/DecisionCell.tsx';
import { manuscriptColumns } from '../../shared/requestColumns.tsx';
import type { useWithdrawalTexts } from './texts.ts';
import { WithdrawalStatusTag } from './WithdrawalStatusTag.tsx';

type Texts = ReturnType<typeof useWithdrawalTexts>;
type Pick = ReturnType<typeof usePick>;

/** 撤稿审核's columns; `createdAt` and `decidedAt` sort on the server (withdrawalListQuery). */
export function withdrawalColumns(
  t: Texts,
  pick: Pick,
  open: (row: WithdrawalRow) => void,
): ColumnsType<WithdrawalRow> {
  return [
    ...manuscriptColumns<WithdrawalRow>({
      t,
      pick,
      manuscript: (r) => r.manuscript,
      opener: (r, articleNo) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => open(r)}
          data-testid={`withdrawal-open-${r.id}`}
        >
          {articleNo}
        </Button>
      ),
    }),
    { key: 'reason', title: t('reason'), render: (_, r) => <CutText text={r.reason} /> },
    {
      key: 'channel',
      title: t('channel'),
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <span>{pick(WITHDRAWAL_CHANNEL[r.channel])}</span>
          <Typography.Text type="secondary">{r.requestedByName}</Typography.Text>
        </Space>
      ),
    },
    { key: 'createdAt', title: t('createdAt'), render: (_, r) => formatTime(r.createdAt) },
    {
      key: 'status',
      title: t('status'),
      render: (_, r) => <WithdrawalStatusTag status={r.status} testId={`withdrawal-status-${r.id}`} />,
    },
    {
      key: 'decidedAt',
      title: t('decision'),
      render: (_, r) => <DecisionCell r={r} />,
    },
  ];
}
