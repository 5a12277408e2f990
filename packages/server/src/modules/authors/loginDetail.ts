import * as calls from '@jb/contract/api/journalReview';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { exportAuthorLogins, selectAuthorLogins } from './loginDetailService.ts';

/** The author sign-in list of a journal and its export (journalReview/authorLoginDetail). */
export function authorLoginDetailRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.authorLoginList, ({ auth, query }) => selectAuthorLogins(db, auth, query));
    handle(app, calls.authorLoginExport, ({ auth, query, lang, reply }) =>
      exportAuthorLogins(db, auth, query, lang, reply),
    );
  };
}
