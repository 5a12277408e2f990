import { dueFen } from '@jb/contract/balances';
import type { remittanceConfirmBody } from '@jb/contract/schemas/staffManuscripts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { manuscripts } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { staff, subjectIn } from '../workflow/actor.ts';
import { applyIn, moved } from '../workflow/applyAction.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { markMismatch } from './mismatch.ts';
import { openPrepaidOrder } from './service.ts';

/**
 * Finance confirms a bank remittance of a prepaid fee (汇款确认): the workflow's confirmRemittance
 * (the order paid, the manuscript to its first stage). A remittance of more than the fee is not
 * recorded as paid: the order is marked abnormal (paidMismatch), as an online payment that does not
 * fit is, and the manuscript stays where it is. Less than the fee is refused (a prepaid fee is paid
 * whole). Locks the manuscript, then its order, as the workflow does.
 */
export function confirmPrepaidRemittance(
  deps: WorkflowDeps,
  auth: AuthContext,
  body: z.infer<typeof remittanceConfirmBody>,
) {
  const { id, version, ...remittance } = body;
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: manuscripts.id }).from(manuscripts).where(eq(manuscripts.id, id)).for('update');
    const subject = await subjectIn(tx, auth, id);
    const order = await openPrepaidOrder(tx, id);
    if (order && remittance.amountFen > dueFen(order)) {
      if (subject.version !== version) throw moved(subject.facts.status, subject.version);
      await markMismatch(
        tx,
        order,
        { amountFen: remittance.amountFen, ref: '' },
        { type: 'staff', id: auth.userId },
      );
      return { id, status: subject.facts.status, version: subject.version, abnormal: true };
    }
    const done = await applyIn(tx, deps.notifier, staff(auth), 'confirmRemittance', {
      id,
      version,
      input: { remittance },
    });
    return { ...done, abnormal: false };
  });
}
