import * as calls from '@jb/contract/api/journalUsers';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { addJournalUsers, listJournalUsers, removeJournalUser } from './service.ts';

/** Who works on each journal (journalUser): the routes of the declared calls. */
export function journalUserRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.journalUserList, ({ auth, query, lang }) => listJournalUsers(db, auth, query, lang));
    handle(app, calls.journalUserAdd, ({ auth, body }) => addJournalUsers(db, auth, body));
    handle(app, calls.journalUserRemove, ({ auth, query }) =>
      removeJournalUser(db, auth, query.journalId, query.userId),
    );
  };
}
