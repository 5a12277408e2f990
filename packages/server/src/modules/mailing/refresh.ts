import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { expressCompanies, mailingBatches, mailingShipments } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { issueInScope } from '../issueProduction/moves.ts';
import type { TrackingAnswer, TrackingProvider } from './tracking.ts';

/** Parcels asked at once, and how long one refresh may ask (below the web's request time limit). */
const AT_ONCE = 8;
const REFRESH_DEADLINE_MS = 60_000;

export interface RefreshDeps {
  db: Db;
  tracking: TrackingProvider | null;
  log: FastifyBaseLogger;
}

/**
 * Asks the carrier provider where each numbered parcel of a batch is, a few at a time and outside
 * any transaction (a slow provider holds no lock), within an overall deadline, then writes the
 * answers; a parcel whose number changed meanwhile keeps its new number's state. A parcel the
 * provider fails on, or not asked before the deadline, keeps its previous state and counts as failed. Any stage from mailing on (parcels are followed after
 * publication too).
 */
export async function refreshTracking(deps: RefreshDeps, auth: AuthContext, batchId: number) {
  const { db } = deps;
  const [batch] = await db
    .select({
      issueId: mailingBatches.issueId,
      carrier: expressCompanies.carrierCode,
      code: expressCompanies.code,
    })
    .from(mailingBatches)
    .innerJoin(expressCompanies, eq(expressCompanies.id, mailingBatches.expressCompanyId))
    .where(eq(mailingBatches.id, batchId));
  if (!batch) throw errors.notFound();
  await issueInScope(db, auth, batch.issueId);
  if (!deps.tracking) throw errors.field('batchId', 'mailing.trackingOff');
  const parcels = await db
    .select({ id: mailingShipments.id, trackingNo: mailingShipments.trackingNo })
    .from(mailingShipments)
    .where(and(eq(mailingShipments.batchId, batchId), isNotNull(mailingShipments.trackingNo)));
  if (parcels.length === 0) throw errors.field('batchId', 'mailing.nothingToTrack');
  const carrier = batch.carrier || batch.code;
  const answers: { id: number; trackingNo: string; answer: TrackingAnswer }[] = [];
  const provider = deps.tracking;
  const until = Date.now() + REFRESH_DEADLINE_MS;
  const queue = [...parcels];
  const worker = async () => {
    for (let p = queue.shift(); p && Date.now() < until; p = queue.shift()) {
      try {
        const answer = await provider.track({ carrier, trackingNo: p.trackingNo! });
        answers.push({ id: p.id, trackingNo: p.trackingNo!, answer });
      } catch (err) {
        deps.log.warn({ err, shipmentId: p.id }, 'tracking provider failed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, parcels.length) }, worker));
  const failed = parcels.length - answers.length;
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const a of answers)
      await tx
        .update(mailingShipments)
        .set({ trackingState: a.answer.state, trackingEvent: a.answer.event, trackedAt: now })
        .where(and(eq(mailingShipments.id, a.id), eq(mailingShipments.trackingNo, a.trackingNo)));
  });
  return { checked: answers.length, failed };
}
