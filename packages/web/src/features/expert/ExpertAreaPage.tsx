import { InvitationList } from './InvitationList.tsx';
import { ReviewScreen } from './ReviewScreen.tsx';
import { useOpenedId } from './useOpenInvitation.ts';

/**
 * /expert (专家审稿): the signed-in expert's invitations, answered here (accept, or decline with a
 * reason), and an accepted one opened to read the manuscript and write the review.
 */
export default function ExpertAreaPage() {
  const opened = useOpenedId();
  return opened ? <ReviewScreen invitationId={opened} /> : <InvitationList />;
}
