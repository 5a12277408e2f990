import * as review from '@jb/contract/api/journalReview';
import * as settings from '@jb/contract/api/journalSettings';
import * as calls from '@jb/contract/api/journals';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { listFees, saveFees } from './fees.ts';
import {
  createJournal,
  journalDetail,
  journalOptions,
  listJournals,
  reviewHistory,
  reviewStep,
  setProofRounds,
  updateJournal,
} from './service.ts';

/** Journals (periodicals) of a press, their fees, proof rounds and journal review (SPEC §7). */
export function journalRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.journalOptions, ({ auth, query }) => journalOptions(db, auth, query.pressId));
    handle(app, calls.journalList, ({ auth, query }) => listJournals(db, auth, query));
    handle(app, calls.journalDetail, ({ auth, query }) => journalDetail(db, auth, query.id));
    handle(app, calls.journalAdd, ({ auth, body }) => createJournal(db, auth, body));
    handle(app, calls.journalUpdate, ({ auth, body }) => updateJournal(db, auth, body));
    handle(app, settings.journalFees, ({ auth, query }) => listFees(db, auth, query.journalId));
    handle(app, settings.journalFeesSave, ({ auth, body }) => saveFees(db, auth, body.journalId, body.fees));
    handle(app, settings.proofRoundsSave, ({ auth, body }) => setProofRounds(db, auth, body));
    handle(app, review.journalApply, ({ auth, body }) => reviewStep(db, auth, body.id, 'apply'));
    handle(app, review.journalReviewDecide, ({ auth, body }) =>
      reviewStep(db, auth, body.journalId, body.pass ? 'pass' : 'reject', body.reason),
    );
    handle(app, review.journalReviewHistory, ({ auth, query }) => reviewHistory(db, auth, query.journalId));
  };
}
