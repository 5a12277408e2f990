import { IssueStageScreen } from './IssueStageList.tsx';

/** /editorialReview/periodicalProof (清样确认): issues whose film is confirmed, sent to press or back for alteration. */
export default function ProofConfirmationPage() {
  return <IssueStageScreen stage="confirmation" />;
}
