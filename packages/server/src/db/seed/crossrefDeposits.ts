import { count, eq } from 'drizzle-orm';
import { batchIdOf } from '../../modules/publication/crossref.ts';
import type { Tx } from '../client.ts';
import { articlePublications, crossrefDeposits, journalIssues, journals } from '../schema/index.ts';

const HOUR = 3_600_000;

/**
 * A published issue's Crossref deposit in the demo: an archived issue's was received by Crossref and
 * registered (its processing result asked once, every DOI taken); a published one's failed (Crossref
 * refused the login) and waits to be sent again.
 */
export async function seedDeposit(tx: Tx, issueId: number, adminId: number, archived: boolean) {
  const [issue] = await tx
    .select({
      year: journalIssues.year,
      number: journalIssues.number,
      code: journals.code,
      pressId: journals.pressId,
    })
    .from(journalIssues)
    .innerJoin(journals, eq(journals.id, journalIssues.journalId))
    .where(eq(journalIssues.id, issueId));
  const [dois] = await tx
    .select({ n: count() })
    .from(articlePublications)
    .where(eq(articlePublications.issueId, issueId));
  const at = new Date(Date.now() - 2 * HOUR);
  await tx.insert(crossrefDeposits).values({
    issueId,
    pressId: issue!.pressId,
    batchId: batchIdOf(issue!.code, issue!, at),
    state: archived ? 'registered' : 'failed',
    attempts: 1,
    lastError: archived ? null : 'login refused (401): Unauthorized: wrong login_id or login_passwd',
    submittedAt: archived ? new Date(at.getTime() + 60_000) : null,
    doiCount: dois?.n ?? 0,
    ...(archived
      ? {
          resultChecks: 1,
          resultCheckedAt: new Date(at.getTime() + 6 * 60_000),
          successCount: dois?.n ?? 0,
          failureCount: 0,
        }
      : {}),
    requestedBy: adminId,
    createdAt: at,
    updatedAt: new Date(at.getTime() + 60_000),
  });
}
