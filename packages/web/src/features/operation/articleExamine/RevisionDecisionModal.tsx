import { revisionAudit, revisionList } from '@jb/contract/api/revisions';
import type { RevisionRow } from '@jb/contract/schemas/revisions';
import { api } from '../../../api/http.ts';
import { passFailWords, RequestDecisionModal } from '../../shared/RequestDecisionModal.tsx';
import { useExamineTexts } from './texts.ts';

export interface DecisionTarget {
  decision: 'pass' | 'fail';
  row: Pick<RevisionRow, 'id' | 'version' | 'manuscript'>;
}

/**
 * The review's decision on a revision application, asked in a dialog: a pass says first what it
 * changes, a failure needs the reason (told to the author).
 */
export function RevisionDecisionModal({
  target,
  onClose,
  onDone,
}: {
  target: DecisionTarget | null;
  onClose: () => void;
  /** After the decision or a stale refusal (the detail the dialog was opened from reloads). */
  onDone?: () => void;
}) {
  const t = useExamineTexts();
  if (!target) return null;
  const { decision, row } = target;
  const fail = decision === 'fail';
  return (
    <RequestDecisionModal
      subject={row.manuscript}
      refuses={fail}
      words={passFailWords(t, fail)}
      send={(note) =>
        api(revisionAudit, { body: { id: row.id, version: row.version, decision, note } }, { quiet: true })
      }
      list={revisionList}
      testId="examine-decision-form"
      onClose={onClose}
      onDone={onDone}
    />
  );
}
