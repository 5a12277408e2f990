import {
  journalFee,
  journalFeesBody,
  journalListQuery,
  journalPage,
  journalReviewBody,
  journalRow,
  journalSaveBody,
  journalUpdateBody,
} from '@jb/contract/schemas/journals';
import { idQuery } from '@jb/contract/schemas/list';
import { idVersionBody } from '@jb/contract/schemas/presses';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { journals } from '../../db/schema/index.ts';
import { requireAuth } from '../../platform/access.ts';
import { emptyEnvelope, envelope, ok } from '../../platform/http.ts';
import { pressCondition } from '../../platform/tenancy.ts';
import { listFees, saveFees } from './fees.ts';
import {
  createJournal,
  journalInScope,
  listJournals,
  reviewHistory,
  reviewStep,
  setProofRounds,
  updateJournal,
} from './service.ts';

const area = 'manage.periodicalManagement';
const tags = ['journals'];
/** What forms need of a journal to choose it (and, for issues and proofs, to work with it). */
const journalOption = z.object({
  id: z.number(),
  name: z.string(),
  pressId: z.number(),
  frequency: z.number(),
  proofRounds: z.number(),
  status: z.number(),
  version: z.number(),
});
const journalIdQuery = z.object({ journalId: z.coerce.number().int().positive() });
const historyRow = z.object({
  id: z.number(),
  action: z.string(),
  reason: z.string(),
  actorName: z.string(),
  createdAt: z.string(),
});

/** Journals (periodicals) of a press, their fees, proof rounds and journal review (SPEC §7). */
export function journalRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/journal/options',
      {
        config: { access: 'session' },
        schema: {
          tags,
          summary: 'Journals of my press, for choosing in forms',
          querystring: z.object({
            pressId: z.coerce.number().int().positive().optional(),
            timestamp: z.string().optional(),
          }),
          response: { 200: envelope(z.array(journalOption)) },
        },
      },
      async (req) => {
        const auth = requireAuth(req.auth);
        const rows = await db
          .select({
            id: journals.id,
            name: journals.name,
            pressId: journals.pressId,
            frequency: journals.frequency,
            proofRounds: journals.proofRounds,
            status: journals.status,
            version: journals.version,
          })
          .from(journals)
          .where(
            and(
              pressCondition(auth, journals.pressId),
              req.query.pressId ? eq(journals.pressId, req.query.pressId) : undefined,
            ),
          )
          .orderBy(journals.pressId, journals.id);
        return ok(rows, req.lang);
      },
    );
    app.get(
      '/sys/periodical/list',
      {
        config: { access: { permission: area } },
        schema: {
          tags,
          summary: 'Journal list',
          querystring: journalListQuery,
          response: { 200: envelope(journalPage) },
        },
      },
      async (req) => ok(await listJournals(db, requireAuth(req.auth), req.query), req.lang),
    );
    app.get(
      '/sys/periodical/detail',
      {
        config: { access: { permission: area } },
        schema: {
          tags,
          summary: 'One journal',
          querystring: idQuery,
          response: { 200: envelope(journalRow) },
        },
      },
      async (req) => ok(await journalInScope(db, requireAuth(req.auth), req.query.id), req.lang),
    );
    app.post(
      '/sys/periodical/add',
      {
        config: { access: { permission: `${area}.edit` } },
        schema: {
          tags,
          summary: 'Add a journal (a draft until journal review passes)',
          body: journalSaveBody,
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await createJournal(db, requireAuth(req.auth), req.body), req.lang),
    );
    app.put(
      '/sys/periodical/update',
      {
        config: { access: { permission: `${area}.edit` } },
        schema: {
          tags,
          summary: 'Edit a journal',
          body: journalUpdateBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await updateJournal(db, requireAuth(req.auth), req.body);
        return ok(null, req.lang);
      },
    );
    app.get(
      '/sys/periodical/fee',
      {
        config: { access: { permission: area } },
        schema: {
          tags,
          summary: 'Fees of a journal',
          querystring: journalIdQuery,
          response: { 200: envelope(z.array(journalFee)) },
        },
      },
      async (req) => ok(await listFees(db, requireAuth(req.auth), req.query.journalId), req.lang),
    );
    app.put(
      '/sys/periodical/fee',
      {
        config: { access: { permission: `${area}.fee` } },
        schema: {
          tags,
          summary: 'Replace the fees of a journal (amounts in fen)',
          body: journalFeesBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await saveFees(db, requireAuth(req.auth), req.body.journalId, req.body.fees);
        return ok(null, req.lang);
      },
    );
    app.post(
      '/sys/periodical/apply',
      {
        config: { access: { permission: `${area}.apply` } },
        schema: {
          tags,
          summary: 'Apply to open a journal on the platform',
          body: idVersionBody.pick({ id: true }),
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await reviewStep(db, requireAuth(req.auth), req.body.id, 'apply');
        return ok(null, req.lang);
      },
    );
    app.post(
      '/sys/journalReview/audit',
      {
        config: { access: { permission: 'manage.journalReview.decide' } },
        schema: {
          tags,
          summary: 'Pass or reject a journal application',
          body: journalReviewBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await reviewStep(
          db,
          requireAuth(req.auth),
          req.body.journalId,
          req.body.pass ? 'pass' : 'reject',
          req.body.reason,
        );
        return ok(null, req.lang);
      },
    );
    app.get(
      '/sys/journalReview/history',
      {
        config: { access: { permission: 'manage.journalReview' } },
        schema: {
          tags,
          summary: 'Journal review history of a journal',
          querystring: journalIdQuery,
          response: { 200: envelope(z.array(historyRow)) },
        },
      },
      async (req) => ok(await reviewHistory(db, requireAuth(req.auth), req.query.journalId), req.lang),
    );
    app.put(
      '/sys/periodical/proofRounds',
      {
        config: { access: { permission: 'organizationalManagement.periodicalTypesetting' } },
        schema: {
          tags,
          summary: 'Proof rounds of a journal (3 to 8)',
          body: z.object({
            journalId: z.number().int().positive(),
            version: z.number().int().min(0),
            proofRounds: z.number().int().min(3, { error: 'invalid' }).max(8, { error: 'invalid' }),
          }),
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await setProofRounds(
          db,
          requireAuth(req.auth),
          req.body.journalId,
          req.body.proofRounds,
          req.body.version,
        );
        return ok(null, req.lang);
      },
    );
  };
}
