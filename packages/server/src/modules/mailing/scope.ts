import { Status } from '@jb/contract/workflow';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mailingBatches, mailingRecipients, mailingShipments } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { articlesOf, type LockedIssue, lockIssue } from '../issueProduction/moves.ts';

/**
 * The issue locked for a mailing change, in the caller's scope (another press's: 404), with every
 * article at mailing (220); its articles in contents order.
 */
export async function issueAtMailing(tx: Tx, auth: AuthContext, issueId: number, path = 'issueId') {
  const issue = await lockIssue(tx, auth, issueId);
  const articles = await articlesOf(tx, issue.id);
  if (articles.length === 0 || articles.some((a) => a.status !== Status.MAILING))
    throw errors.field(path, 'mailing.notAtMailing');
  return { issue, articles };
}

/** A recipient and its issue (locked, at mailing); another press's recipient is 404. */
export async function recipientAtMailing(tx: Tx, auth: AuthContext, id: number) {
  const [recipient] = await tx.select().from(mailingRecipients).where(eq(mailingRecipients.id, id));
  if (!recipient) throw errors.notFound();
  const { issue } = await issueAtMailing(tx, auth, recipient.issueId, 'id');
  const [shipment] = await tx
    .select({ id: mailingShipments.id })
    .from(mailingShipments)
    .where(eq(mailingShipments.recipientId, id));
  if (shipment) throw errors.field('id', 'mailing.shipped');
  return { recipient, issue };
}

/**
 * The issue of some parcels, locked and at mailing: they must all be of one issue (another press's
 * issue: 404; unknown parcels or several issues: refused on `path`).
 */
export async function shipmentsIssue(
  tx: Tx,
  auth: AuthContext,
  ids: readonly number[],
  path: string,
): Promise<LockedIssue> {
  const rows = await tx
    .select({ id: mailingShipments.id, issueId: mailingBatches.issueId })
    .from(mailingShipments)
    .innerJoin(mailingBatches, eq(mailingBatches.id, mailingShipments.batchId))
    .where(inArray(mailingShipments.id, [...ids]));
  const issues = new Set(rows.map((r) => r.issueId));
  if (rows.length === 0) throw errors.field(path, 'mailing.shipmentUnknown');
  const { issue } = await issueAtMailing(tx, auth, rows[0]!.issueId, path);
  if (rows.length !== ids.length || issues.size !== 1) throw errors.field(path, 'mailing.shipmentUnknown');
  return issue;
}
