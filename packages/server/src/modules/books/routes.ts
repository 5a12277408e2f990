import * as calls from '@jb/contract/api/bills';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { closePeriod } from './close.ts';
import { listEntries } from './entryList.ts';
import { sendStatementPdf, sendStatementXlsx } from './export.ts';
import { billMerchantsOf, listBills } from './list.ts';
import { reverseEntry } from './reverse.ts';
import { statementOf } from './statement.ts';

/** 账单管理: the merchants' months, their entries, closing, reversing, the .xlsx and the PDF statement. */
export function billRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.billList, ({ auth, query }) => listBills(db, auth, query));
    handle(app, calls.billMerchants, ({ auth }) => billMerchantsOf(db, auth));
    handle(app, calls.billEntries, ({ auth, query }) => listEntries(db, auth, query));
    handle(app, calls.billClose, ({ auth, body }) => closePeriod(db, auth, body));
    handle(app, calls.billReverse, ({ auth, body }) => reverseEntry(db, auth, body));
    handle(app, calls.billExport, async ({ auth, query, reply, lang }) =>
      sendStatementXlsx(reply, lang, await statementOf(db, auth, query)),
    );
    handle(app, calls.billStatement, async ({ auth, query, reply, lang }) =>
      sendStatementPdf(reply, lang, await statementOf(db, auth, query)),
    );
  };
}
