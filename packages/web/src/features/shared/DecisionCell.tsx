import { Space, Typography } from 'antd';
import { CutText } from '../../components/CutText.tsx';
import { formatTime } from '../../lib/formatTime.ts';

/** An author request's decision on a list row: who, the note (cut), when; a dash while undecided. */
export function DecisionCell({
  r,
}: {
  r: { decidedAt: string | null; decidedByName: string | null; decisionNote: string };
}) {
  if (!r.decidedAt) return '-';
  return (
    <Space orientation="vertical" size={0}>
      <span>{r.decidedByName ?? '-'}</span>
      {r.decisionNote && <CutText text={r.decisionNote} />}
      <Typography.Text type="secondary">{formatTime(r.decidedAt)}</Typography.Text>
    </Space>
  );
}
