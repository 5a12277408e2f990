import { withdrawalAudit, withdrawalList } from '@jb/contract/api/withdrawals';
import type { WithdrawalRow } from '@jb/contract/schemas/withdrawals';
import { api } from '../../../api/http.ts';
import { formatMoney } from '../../../components/money/money.ts';
import { RequestDecisionModal } from '../../shared/RequestDecisionModal.tsx';
import { useWithdrawalTexts } from './texts.ts';

export interface DecisionTarget {
  decision: 'pass' | 'reject';
  row: WithdrawalRow;
  /** What a pass asks back (the detail's refundable sum), in fen. */
  refundableFen: number;
}

/** The review's decision on a withdrawal, confirmed in a dialog: a rejection says why (told to the author). */
export function WithdrawalDecisionModal({
  target,
  onClose,
}: {
  target: DecisionTarget | null;
  onClose: () => void;
}) {
  const t = useWithdrawalTexts();
  if (!target) return null;
  const { decision, row } = target;
  const reject = decision === 'reject';
  return (
    <RequestDecisionModal
      subject={row.manuscript}
      refuses={reject}
      words={{
        title: t(reject ? 'rejectTitle' : 'passTitle'),
        hint: reject ? t('rejectHint') : t('passHint', { amount: formatMoney(target.refundableFen) }),
        noteLabel: t(reject ? 'rejectNote' : 'note'),
        okText: t(reject ? 'reject' : 'pass'),
        successText: t(reject ? 'rejected' : 'passed'),
      }}
      send={(note) =>
        api(withdrawalAudit, { body: { id: row.id, version: row.version, decision, note } }, { quiet: true })
      }
      list={withdrawalList}
      testId="withdrawal-decision-form"
      onClose={onClose}
    />
  );
}
