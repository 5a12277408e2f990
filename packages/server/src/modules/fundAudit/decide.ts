import type { fundAuditDecisionBody } from '@jb/contract/schemas/fundAudit';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { manuscripts } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { staff } from '../workflow/actor.ts';
import { applyAction } from '../workflow/applyAction.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';

/**
 * The auditor's decision through the transition table (contract fundAuditRows.ts): a pass at 600
 * returns the manuscript to where it left, beside the path it stays; a failure needs the reason.
 * The table refuses a fund not waiting (`fundNotPending`), a caller without `.decide`
 * (`noPermission`) and a failure without a reason (`noteRequired`); another press's manuscript is 404,
 * a stale version 409. The author is told by the row's templated message.
 */
export async function decideFund(
  deps: WorkflowDeps,
  auth: AuthContext,
  b: z.infer<typeof fundAuditDecisionBody>,
) {
  const action = b.decision === 'pass' ? 'passFundAudit' : 'failFundAudit';
  const done = await applyAction(deps, staff(auth), action, { id: b.id, version: b.version, note: b.note });
  const [m] = await deps.db
    .select({ foundationStatus: manuscripts.foundationStatus })
    .from(manuscripts)
    .where(eq(manuscripts.id, b.id));
  return { ...done, foundationStatus: m!.foundationStatus };
}
