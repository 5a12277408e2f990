import { INVITATION_STATE_LABELS, type InvitationState } from '@jb/contract/schemas/experts';
import { Tag } from 'antd';
import { usePick } from '../../../i18n/useLang.ts';

const STATE_COLOR: Record<InvitationState, string> = {
  waiting: 'default',
  invited: 'processing',
  accepted: 'blue',
  declined: 'orange',
  expired: 'red',
  cancelled: 'default',
  submitted: 'success',
};

/** An expert invitation's state as a tag (候补, 待答复, 审稿中, 已提交 …): the editors' and the expert's. */
export function InvitationStateTag({ row }: { row: { id: number; state: string } }) {
  const pick = usePick();
  const state = row.state as InvitationState;
  const label = INVITATION_STATE_LABELS[state] ?? { zh: row.state, en: row.state };
  return (
    <Tag
      color={STATE_COLOR[state] ?? 'default'}
      data-testid={`invitation-state-${row.id}`}
      data-state={row.state}
    >
      {pick(label)}
    </Tag>
  );
}
