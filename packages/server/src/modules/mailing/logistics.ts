import type { TrackingState } from '@jb/contract/schemas/mailing';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  expressCompanies,
  journalIssues,
  mailingBatches,
  mailingRecipients,
  mailingShipments,
  manuscripts,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { ownPress, requireJournal } from '../../platform/tenancy.ts';

/** The caller's press's express companies in use, in their order (SPEC §7 expressCompany/nf/list). */
export async function expressCompanyOptions(db: Db, auth: AuthContext) {
  const pressId = ownPress(auth, undefined);
  return db
    .select({ id: expressCompanies.id, name: expressCompanies.name, code: expressCompanies.code })
    .from(expressCompanies)
    .where(and(eq(expressCompanies.pressId, pressId), eq(expressCompanies.enabled, true)))
    .orderBy(asc(expressCompanies.sort), asc(expressCompanies.id));
}

/**
 * A pay batch's express orders (SPEC §7 orderExpress/nf/detailByPayBatchId): the mailing batch, its
 * express company and each parcel with its recipient, tracking number and state. Another press's
 * batch is 404.
 */
export async function payBatchOrders(db: Db, auth: AuthContext, payBatchId: number) {
  const [batch] = await db
    .select({
      id: mailingBatches.id,
      issueId: mailingBatches.issueId,
      journalId: journalIssues.journalId,
      createdAt: mailingBatches.createdAt,
      company: { id: expressCompanies.id, name: expressCompanies.name, code: expressCompanies.code },
    })
    .from(mailingBatches)
    .innerJoin(journalIssues, eq(journalIssues.id, mailingBatches.issueId))
    .innerJoin(expressCompanies, eq(expressCompanies.id, mailingBatches.expressCompanyId))
    .where(eq(mailingBatches.id, payBatchId));
  if (!batch) throw errors.notFound();
  await requireJournal(db, auth, batch.journalId);
  const orders = await db
    .select({
      id: mailingShipments.id,
      recipientId: mailingRecipients.id,
      articleNo: manuscripts.articleNo,
      name: mailingRecipients.name,
      phone: mailingRecipients.phone,
      province: mailingRecipients.province,
      city: mailingRecipients.city,
      district: mailingRecipients.district,
      address: mailingRecipients.address,
      copies: mailingRecipients.copies,
      trackingNo: mailingShipments.trackingNo,
      trackingState: mailingShipments.trackingState,
      trackingEvent: mailingShipments.trackingEvent,
      trackedAt: mailingShipments.trackedAt,
    })
    .from(mailingShipments)
    .innerJoin(mailingRecipients, eq(mailingRecipients.id, mailingShipments.recipientId))
    .leftJoin(manuscripts, eq(manuscripts.id, mailingRecipients.manuscriptId))
    .where(eq(mailingShipments.batchId, batch.id))
    .orderBy(asc(mailingShipments.id));
  return {
    payBatchId: batch.id,
    issueId: batch.issueId,
    expressCompany: batch.company,
    createdAt: batch.createdAt.toISOString(),
    orders: orders.map(({ province, city, district, address, ...o }) => ({
      ...o,
      address: [province, city, district, address].filter(Boolean).join(' '),
      trackingState: o.trackingState as TrackingState,
      trackedAt: o.trackedAt ? o.trackedAt.toISOString() : null,
    })),
  };
}
