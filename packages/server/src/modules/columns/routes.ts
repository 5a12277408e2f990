import * as calls from '@jb/contract/api/columns';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { addColumn, listColumns, sortColumns, updateColumn } from './service.ts';

/** Columns (programs) of a journal: the routes of the declared calls. */
export function columnRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.columnList, ({ auth, query }) => listColumns(db, auth, query.journalId));
    handle(app, calls.columnAdd, ({ auth, body }) => addColumn(db, auth, body));
    handle(app, calls.columnUpdate, ({ auth, body }) => updateColumn(db, auth, body));
    handle(app, calls.columnSort, ({ auth, body }) => sortColumns(db, auth, body));
  };
}
