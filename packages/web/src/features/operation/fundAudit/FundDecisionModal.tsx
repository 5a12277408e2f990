import { fundAuditDecide, fundAuditList } from '@jb/contract/api/fundAudit';
import type { FundAuditRow } from '@jb/contract/schemas/fundAudit';
import { api } from '../../../api/http.ts';
import { passFailWords, RequestDecisionModal } from '../../shared/RequestDecisionModal.tsx';
import { useFundAuditTexts } from './texts.ts';

export interface FundDecisionTarget {
  decision: 'pass' | 'fail';
  row: Pick<FundAuditRow, 'id' | 'version' | 'articleNo' | 'title'>;
}

/** The auditor's decision, asked in a dialog: a pass says what it does, a failure needs the reason. */
export function FundDecisionModal({
  target,
  onClose,
  onDone,
}: {
  target: FundDecisionTarget | null;
  onClose: () => void;
  onDone?: () => void;
}) {
  const t = useFundAuditTexts();
  if (!target) return null;
  const { decision, row } = target;
  const fail = decision === 'fail';
  return (
    <RequestDecisionModal
      subject={row}
      refuses={fail}
      words={passFailWords(t, fail)}
      send={(note) =>
        api(fundAuditDecide, { body: { id: row.id, version: row.version, decision, note } }, { quiet: true })
      }
      list={fundAuditList}
      testId="fund-decision-form"
      onClose={onClose}
      onDone={onDone}
    />
  );
}
