import * as calls from '@jb/contract/api/caibianPortal';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { listMyAuthors, myAuthorDetail, registerMyAuthor } from './authors.ts';
import { listMyInvoices } from './invoices.ts';
import { listAllManuscripts, listMyManuscripts, myManuscriptDetail } from './manuscripts.ts';
import { listMyOrders } from './orders.ts';

/** The acquisition editor's portal (/caibian): their authors and manuscripts, within their scope (scope.ts). */
export function caibianRoutes(deps: { db: Db; sms: SmsSender }): FastifyPluginAsync {
  const { db, sms } = deps;
  return async (app) => {
    handle(app, calls.myAuthorList, ({ auth, query }) => listMyAuthors(db, auth, query));
    handle(app, calls.myAuthorDetailCall, ({ auth, query }) => myAuthorDetail(db, auth, query.id));
    handle(app, calls.myAuthorRegister, ({ auth, body }) => registerMyAuthor(db, sms, auth, body));
    handle(app, calls.myManuscriptList, ({ auth, query }) => listMyManuscripts(db, auth, query));
    handle(app, calls.allManuscriptList, ({ auth, query }) => listAllManuscripts(db, auth, query));
    handle(app, calls.myManuscriptDetailCall, ({ auth, query }) => myManuscriptDetail(db, auth, query.id));
    handle(app, calls.myOrderList, ({ auth, query }) => listMyOrders(db, auth, query));
    handle(app, calls.myInvoiceList, ({ auth, query }) => listMyInvoices(db, auth, query));
  };
}
