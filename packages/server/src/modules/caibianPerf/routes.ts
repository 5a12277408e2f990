import * as calls from '@jb/contract/api/caibianPerf';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { acquisitionEditorsOf } from './editors.ts';
import { exportPerf } from './export.ts';
import { perfMonths } from './months.ts';
import { perfOrderRows } from './orderRows.ts';
import { payCommission } from './pay.ts';
import { myReferral } from './referral.ts';
import { listRules, saveRule } from './rules.ts';
import { perfSummary } from './summary.ts';

/** Acquisition-editor performance (采编绩效), its commission rules and payments, referral codes. */
export function caibianPerfRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.perfSummaryCall, ({ auth, query }) => perfSummary(db, auth, query));
    handle(app, calls.perfMonthsCall, ({ auth, query }) => perfMonths(db, auth, query));
    handle(app, calls.perfOrders, ({ auth, query }) => perfOrderRows(db, auth, query));
    handle(app, calls.perfExport, ({ auth, query, reply, lang }) => exportPerf(db, auth, query, reply, lang));
    handle(app, calls.perfPay, ({ auth, body }) => payCommission(db, auth, body));
    handle(app, calls.commissionRules, ({ auth }) => listRules(db, auth));
    handle(app, calls.commissionRuleSave, ({ auth, body }) => saveRule(db, auth, body));
    handle(app, calls.acquisitionEditors, ({ auth }) => acquisitionEditorsOf(db, auth));
    handle(app, calls.myReferral, ({ auth }) => myReferral(db, auth));
  };
}
