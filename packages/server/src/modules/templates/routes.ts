import { idVersionQuery } from '@jb/contract/schemas/list';
import { auditTemplateBody } from '@jb/contract/schemas/settings';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditTemplates } from '../../db/schema/index.ts';
import { type AuthContext, requireAuth } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { emptyEnvelope, envelope, ok } from '../../platform/http.ts';
import { ownPress, pressCondition } from '../../platform/tenancy.ts';

const area = 'manage.auditTemplate';
const edit = { permission: `${area}.edit` };
const tags = ['review templates'];
const row = auditTemplateBody.extend({ id: z.number(), version: z.number() });

async function inScope(db: Db, auth: AuthContext, id: number) {
  const [found] = await db
    .select()
    .from(auditTemplates)
    .where(and(eq(auditTemplates.id, id), pressCondition(auth, auditTemplates.pressId)));
  if (!found) throw errors.notFound();
  return found;
}

/** Templates of review opinions per stage (auditTemplate), offered when auditing. */
export function templateRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/auditTemplate/list',
      {
        config: { access: { permission: [area, 'organizationalManagement.auditProcess'] } },
        schema: {
          tags,
          summary: 'Review templates of my press',
          querystring: z.object({
            stage: auditTemplateBody.shape.stage.optional(),
            pressId: z.coerce.number().int().positive().optional(),
            timestamp: z.string().optional(),
          }),
          response: { 200: envelope(z.array(row)) },
        },
      },
      async (req) => {
        const pressId = ownPress(requireAuth(req.auth), req.query.pressId);
        const rows = await db
          .select({
            id: auditTemplates.id,
            stage: auditTemplates.stage,
            name: auditTemplates.name,
            content: auditTemplates.content,
            version: auditTemplates.version,
          })
          .from(auditTemplates)
          .where(
            and(
              eq(auditTemplates.pressId, pressId),
              req.query.stage ? eq(auditTemplates.stage, req.query.stage) : undefined,
            ),
          )
          .orderBy(asc(auditTemplates.stage), asc(auditTemplates.id));
        return ok(rows as z.infer<typeof row>[], req.lang);
      },
    );
    app.post(
      '/sys/auditTemplate/save',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Add a review template',
          body: auditTemplateBody.extend({ pressId: z.number().int().positive().optional() }),
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      async (req) => {
        const { pressId, ...fields } = req.body;
        const [created] = await db
          .insert(auditTemplates)
          .values({ ...fields, pressId: ownPress(requireAuth(req.auth), pressId) })
          .returning({ id: auditTemplates.id });
        return ok({ id: created!.id }, req.lang);
      },
    );
    app.put(
      '/sys/auditTemplate/update',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Edit a review template',
          body: auditTemplateBody.extend({
            id: z.number().int().positive(),
            version: z.number().int().min(0),
          }),
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        const { id, version, ...fields } = req.body;
        await inScope(db, requireAuth(req.auth), id);
        const updated = await db
          .update(auditTemplates)
          .set({ ...fields, version: sql`${auditTemplates.version} + 1` })
          .where(and(eq(auditTemplates.id, id), eq(auditTemplates.version, version)))
          .returning({ id: auditTemplates.id });
        if (!updated.length) throw errors.staleVersion();
        return ok(null, req.lang);
      },
    );
    app.delete(
      '/sys/auditTemplate/delete',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Delete a review template',
          querystring: idVersionQuery,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await inScope(db, requireAuth(req.auth), req.query.id);
        const deleted = await db
          .delete(auditTemplates)
          .where(and(eq(auditTemplates.id, req.query.id), eq(auditTemplates.version, req.query.version)))
          .returning({ id: auditTemplates.id });
        if (!deleted.length) throw errors.staleVersion();
        return ok(null, req.lang);
      },
    );
  };
}
