import * as calls from '@jb/contract/api/remittances';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../platform/calls.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { autoMatch } from './autoMatch.ts';
import { importStatement } from './importStatement.ts';
import { listRecords } from './list.ts';
import { matchBatch, matchRemittance } from './match.ts';
import { recordByHand, restore, setAside } from './records.ts';
import { sendSampleStatement } from './sample.ts';
import { suggestOrders } from './suggest.ts';

/** 汇款确认's bank reconciliation: remittances recorded or imported, suggested, matched to orders. */
export function remittanceRoutes(deps: WorkflowDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    handle(app, calls.remittanceRecords, ({ auth, query }) => listRecords(db, auth, query));
    handle(app, calls.remittanceSave, ({ auth, body }) => recordByHand(db, auth, body));
    handle(app, calls.remittanceSetAside, ({ auth, body }) => setAside(db, auth, body));
    handle(app, calls.remittanceRestore, ({ auth, body }) => restore(db, auth, body));
    handle(app, calls.remittanceSuggest, ({ auth, query }) => suggestOrders(db, auth, query));
    handle(app, calls.remittanceMatch, ({ auth, body }) => matchRemittance(deps, auth, body));
    handle(app, calls.remittanceMatchBatch, ({ auth, body, lang }) => matchBatch(deps, auth, body, lang));
    handle(app, calls.statementUpload, ({ auth, req, lang }) => importStatement(db, auth, req, lang));
    handle(app, calls.remittanceAutoMatch, ({ auth, query }) => autoMatch(db, auth, query));
    handle(app, calls.statementSample, ({ auth, reply }) => sendSampleStatement(db, auth, reply));
  };
}
