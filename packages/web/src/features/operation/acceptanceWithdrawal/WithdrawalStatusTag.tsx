import { WITHDRAWAL_STATUS } from '@jb/contract/enums/withdrawal';
import { ExamineStatusTag } from '../../shared/ExamineStatusTag.tsx';

/** A withdrawal request's review status: pending orange, passed green, rejected red. */
export function WithdrawalStatusTag({ status, testId }: { status: number; testId?: string }) {
  return <ExamineStatusTag status={status} labels={WITHDRAWAL_STATUS} testId={testId} />;
}
