import {
  journalUserBody,
  journalUserPage,
  journalUserQuery,
  journalUserRemoveQuery,
} from '@jb/contract/schemas/journalUsers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../platform/access.ts';
import { emptyEnvelope, envelope, ok } from '../../platform/http.ts';
import { addJournalUsers, listJournalUsers, removeJournalUser } from './service.ts';

const area = 'manage.journalUser';
const edit = { permission: `${area}.edit` };
const tags = ['journal staff'];

export function journalUserRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/journalUser/list',
      {
        config: { access: { permission: area } },
        schema: {
          tags,
          summary: 'Who works on each journal',
          querystring: journalUserQuery,
          response: { 200: envelope(journalUserPage) },
        },
      },
      async (req) => ok(await listJournalUsers(db, requireAuth(req.auth), req.query, req.lang), req.lang),
    );
    app.post(
      '/sys/journalUser/add',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Put people on a journal',
          body: journalUserBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await addJournalUsers(db, requireAuth(req.auth), req.body);
        return ok(null, req.lang);
      },
    );
    app.delete(
      '/sys/journalUser/remove',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Take a person off a journal',
          querystring: journalUserRemoveQuery,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await removeJournalUser(db, requireAuth(req.auth), req.query.journalId, req.query.userId);
        return ok(null, req.lang);
      },
    );
  };
}
