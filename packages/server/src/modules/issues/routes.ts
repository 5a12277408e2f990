import {
  issueAddBody,
  issueEventRow,
  issueGenerateBody,
  issueListQuery,
  issueRow,
  issueUpdateBody,
} from '@jb/contract/schemas/issues';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../platform/access.ts';
import { emptyEnvelope, envelope, ok } from '../../platform/http.ts';
import { addIssue, generateYear, issueEvents, listIssues, updateIssue } from './service.ts';

const area = 'operation.periodicalManage';
const edit = { permission: `${area}.edit` };
const tags = ['issues'];

/** Issues (periods) of a journal and their audit records (periodicalManage). */
export function issueRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/period/list',
      {
        config: { access: { permission: area } },
        schema: {
          tags,
          summary: 'Issues of a journal',
          querystring: issueListQuery,
          response: { 200: envelope(z.array(issueRow)) },
        },
      },
      async (req) =>
        ok(await listIssues(db, requireAuth(req.auth), req.query.journalId, req.query.year), req.lang),
    );
    app.post(
      '/sys/period/add',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Add an issue (add-period mode)',
          body: issueAddBody,
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await addIssue(db, requireAuth(req.auth), req.body), req.lang),
    );
    app.put(
      '/sys/period/update',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Update an issue (update mode)',
          body: issueUpdateBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await updateIssue(db, requireAuth(req.auth), req.body);
        return ok(null, req.lang);
      },
    );
    app.post(
      '/sys/period/generate',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Make a year of issues from the journal’s frequency',
          body: issueGenerateBody,
          response: { 200: envelope(z.object({ created: z.number(), total: z.number() })) },
        },
      },
      async (req) => ok(await generateYear(db, requireAuth(req.auth), req.body), req.lang),
    );
    app.get(
      '/sys/period/records',
      {
        config: { access: { permission: area } },
        schema: {
          tags,
          summary: 'Audit records of an issue',
          querystring: z.object({ issueId: z.coerce.number().int().positive() }),
          response: { 200: envelope(z.array(issueEventRow)) },
        },
      },
      async (req) => ok(await issueEvents(db, requireAuth(req.auth), req.query.issueId), req.lang),
    );
  };
}
