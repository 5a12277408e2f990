import { IssueStageScreen } from './IssueStageList.tsx';

/** /editorialReview/outSlice (出片改片): issues at film output or alteration, and their film uploads. */
export default function FilmOutputPage() {
  return <IssueStageScreen stage="film" />;
}
