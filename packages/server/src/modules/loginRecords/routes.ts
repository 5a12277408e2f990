import * as calls from '@jb/contract/api/loginRecords';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { exportLoginRecords } from './export.ts';
import { selectLoginRecords } from './service.ts';

/** Sign-in records (webLoginRecord): the routes of the declared calls. */
export function loginRecordRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.loginRecordList, ({ auth, query }) => selectLoginRecords(db, auth, query));
    handle(app, calls.loginRecordExport, ({ auth, query, lang, reply }) =>
      exportLoginRecords(db, auth, query, lang, reply),
    );
  };
}
