import { Space, Tag, Typography } from 'antd';
import { MoneyText } from '../../components/money/MoneyText.tsx';
import { formatTime } from '../../lib/formatTime.ts';
import { FeeStatusTag } from '../shared/expertFees/FeeStatusTag.tsx';
import { InvitationStateTag } from '../shared/experts/InvitationStateTag.tsx';
import type { InvitationRow } from './api.ts';
import { useExpertAreaTexts } from './texts.ts';

/** An invitation's state as a tag (the shared one of the editors' screens). */
export function StateTag({ row }: { row: Pick<InvitationRow, 'id' | 'state'> }) {
  return <InvitationStateTag row={row} />;
}

/** The due date, in red with a tag once it has passed while the invitation is still open. */
export function DueDate({ row }: { row: Pick<InvitationRow, 'id' | 'dueAt' | 'overdue'> }) {
  const t = useExpertAreaTexts();
  if (!row.overdue) return <span>{formatTime(row.dueAt)}</span>;
  return (
    <Space size={4} data-testid={`invitation-overdue-${row.id}`}>
      <Typography.Text type="danger">{formatTime(row.dueAt)}</Typography.Text>
      <Tag color="red">{t('list.overdue')}</Tag>
    </Space>
  );
}

/** The review fee (set when the review is submitted) and how far its payment has gone. */
export function FeeStatus({ row }: { row: Pick<InvitationRow, 'id' | 'feeFen' | 'feeStatus'> }) {
  const t = useExpertAreaTexts();
  if (!row.feeFen) return <span>{t('fee.none')}</span>;
  return (
    <Space size={4} data-testid={`invitation-fee-${row.id}`}>
      <MoneyText fen={row.feeFen} />
      <FeeStatusTag status={row.feeStatus ?? 0} />
    </Space>
  );
}
