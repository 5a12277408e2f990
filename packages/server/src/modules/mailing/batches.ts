import { addressComplete, type batchBody, type trackingBody } from '@jb/contract/schemas/mailing';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import {
  expressCompanies,
  journals,
  mailingBatches,
  mailingRecipients,
  mailingShipments,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { issueAtMailing, shipmentsIssue } from './scope.ts';

/** An express company of the issue's press, in use; else refused on `expressCompanyId`. */
async function companyOf(tx: Tx, journalId: number, expressCompanyId: number) {
  const [company] = await tx
    .select({ id: expressCompanies.id })
    .from(expressCompanies)
    .innerJoin(journals, eq(journals.pressId, expressCompanies.pressId))
    .where(
      and(
        eq(journals.id, journalId),
        eq(expressCompanies.id, expressCompanyId),
        eq(expressCompanies.enabled, true),
      ),
    );
  if (!company) throw errors.field('expressCompanyId', 'mailing.expressOff');
  return company.id;
}

/**
 * A batch of recipients of an issue at mailing, sent with one express company: one parcel each,
 * without a tracking number yet. Every recipient must be of the issue, in no batch, and have a
 * complete address; any refused refuses the batch.
 */
export function createBatch(db: Db, auth: AuthContext, body: z.infer<typeof batchBody>) {
  return db.transaction(async (tx) => {
    const { issue } = await issueAtMailing(tx, auth, body.issueId);
    const companyId = await companyOf(tx, issue.journalId, body.expressCompanyId);
    const recipients = await tx
      .select({
        id: mailingRecipients.id,
        name: mailingRecipients.name,
        phone: mailingRecipients.phone,
        province: mailingRecipients.province,
        city: mailingRecipients.city,
        address: mailingRecipients.address,
        shipment: mailingShipments.id,
      })
      .from(mailingRecipients)
      .leftJoin(mailingShipments, eq(mailingShipments.recipientId, mailingRecipients.id))
      .where(and(eq(mailingRecipients.issueId, issue.id), inArray(mailingRecipients.id, body.recipientIds)));
    if (recipients.length !== body.recipientIds.length || recipients.some((r) => r.shipment !== null))
      throw errors.field('recipientIds', 'mailing.recipientUnknown');
    if (recipients.some((r) => !addressComplete(r))) throw errors.field('recipientIds', 'mailing.incomplete');
    const [batch] = await tx
      .insert(mailingBatches)
      .values({ issueId: issue.id, expressCompanyId: companyId, createdBy: auth.userId })
      .returning({ id: mailingBatches.id });
    await tx
      .insert(mailingShipments)
      .values(body.recipientIds.map((recipientId) => ({ batchId: batch!.id, recipientId })));
    return { id: batch!.id };
  });
}

/**
 * Undoes a batch of an issue at mailing made by mistake (the wrong company, the wrong recipients):
 * refused once a parcel of it has a tracking number (it has gone out); its parcels and the batch are
 * deleted in one transaction, and its recipients may be batched (or edited) again.
 */
export function deleteBatch(db: Db, auth: AuthContext, id: number) {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .select({ id: mailingBatches.id, issueId: mailingBatches.issueId })
      .from(mailingBatches)
      .where(eq(mailingBatches.id, id));
    if (!batch) throw errors.notFound();
    await issueAtMailing(tx, auth, batch.issueId, 'id');
    const [tracked] = await tx
      .select({ id: mailingShipments.id })
      .from(mailingShipments)
      .where(and(eq(mailingShipments.batchId, batch.id), isNotNull(mailingShipments.trackingNo)))
      .limit(1);
    if (tracked) throw errors.field('id', 'mailing.batchTracked');
    await tx.delete(mailingShipments).where(eq(mailingShipments.batchId, batch.id));
    await tx.delete(mailingBatches).where(eq(mailingBatches.id, batch.id));
    return null;
  });
}

/**
 * Writes tracking numbers to parcels of one issue at mailing, in one transaction: a new number
 * starts the parcel's tracking again (pending, no event). A number given to two parcels of the
 * entry, or already another parcel's of the issue, is refused on `path`.
 */
export async function writeTracking(
  tx: Tx,
  issueId: number,
  rows: readonly { id: number; trackingNo: string }[],
  path: string,
): Promise<number> {
  const numbers = rows.map((r) => r.trackingNo);
  if (new Set(numbers).size !== numbers.length) throw errors.field(path, 'mailing.trackingDuplicate');
  const ids = rows.map((r) => r.id);
  const taken = await tx
    .select({ id: mailingShipments.id })
    .from(mailingShipments)
    .innerJoin(mailingBatches, eq(mailingBatches.id, mailingShipments.batchId))
    .where(
      and(
        eq(mailingBatches.issueId, issueId),
        inArray(mailingShipments.trackingNo, numbers),
        sql`${mailingShipments.id} not in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
  if (taken.length > 0) throw errors.field(path, 'mailing.trackingDuplicate');
  for (const r of rows)
    await tx
      .update(mailingShipments)
      .set({
        trackingNo: r.trackingNo,
        trackingState: sql`case when ${mailingShipments.trackingNo} is not distinct from ${r.trackingNo} then ${mailingShipments.trackingState} else 'pending' end`,
        trackingEvent: sql`case when ${mailingShipments.trackingNo} is not distinct from ${r.trackingNo} then ${mailingShipments.trackingEvent} else '' end`,
        trackedAt: sql`case when ${mailingShipments.trackingNo} is not distinct from ${r.trackingNo} then ${mailingShipments.trackedAt} else null end`,
        version: sql`${mailingShipments.version} + 1`,
      })
      .where(eq(mailingShipments.id, r.id));
  return rows.length;
}

/** Tracking numbers typed on the mailing screen (parcels of one issue at mailing). */
export function enterTracking(db: Db, auth: AuthContext, body: z.infer<typeof trackingBody>) {
  return db.transaction(async (tx) => {
    const issue = await shipmentsIssue(
      tx,
      auth,
      body.shipments.map((s) => s.id),
      'shipments',
    );
    return { count: await writeTracking(tx, issue.id, body.shipments, 'shipments') };
  });
}

/** Every recipient of an issue has a parcel with a tracking number (publication's rule after mailing). */
export async function assertMailed(tx: Tx, issueId: number): Promise<void> {
  const [open] = await tx
    .select({ id: mailingRecipients.id })
    .from(mailingRecipients)
    .leftJoin(
      mailingShipments,
      and(eq(mailingShipments.recipientId, mailingRecipients.id), isNotNull(mailingShipments.trackingNo)),
    )
    .where(and(eq(mailingRecipients.issueId, issueId), sql`${mailingShipments.id} is null`))
    .limit(1);
  if (open) throw errors.field('issueId', 'publication.notMailed');
}
