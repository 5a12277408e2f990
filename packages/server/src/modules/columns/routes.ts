import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { journalColumns } from '../../db/schema/index.ts';
import { requireAuth } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { emptyEnvelope, envelope, ok } from '../../platform/http.ts';
import { journalInScope } from '../journals/service.ts';

const area = 'operation.programManage';
const edit = { permission: `${area}.edit` };
const tags = ['columns'];
const name = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(40, { error: 'tooLong' });
const columnRow = z.object({
  id: z.number(),
  journalId: z.number(),
  name: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
  version: z.number(),
});

/** Columns (programs) of a journal: add, rename, reorder, enable and disable. */
export function columnRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/program/list',
      {
        config: { access: { permission: area } },
        schema: {
          tags,
          summary: 'Columns of a journal in their order',
          querystring: z.object({ journalId: z.coerce.number().int().positive() }),
          response: { 200: envelope(z.array(columnRow)) },
        },
      },
      async (req) => {
        await journalInScope(db, requireAuth(req.auth), req.query.journalId);
        const rows = await db
          .select()
          .from(journalColumns)
          .where(eq(journalColumns.journalId, req.query.journalId))
          .orderBy(asc(journalColumns.sort), asc(journalColumns.id));
        return ok(
          rows.map(({ createdAt: _c, ...r }) => r),
          req.lang,
        );
      },
    );
    app.post(
      '/sys/program/add',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Add a column at the end',
          body: z.object({ journalId: z.number().int().positive(), name }),
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      async (req) => {
        await journalInScope(db, requireAuth(req.auth), req.body.journalId);
        const [row] = await db
          .insert(journalColumns)
          .values({
            journalId: req.body.journalId,
            name: req.body.name,
            sort: sql`(select coalesce(max(sort), 0) + 1 from journal_columns where journal_id = ${req.body.journalId})`,
          })
          .returning({ id: journalColumns.id });
        return ok({ id: row!.id }, req.lang);
      },
    );
    app.put(
      '/sys/program/update',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Rename, enable or disable a column',
          body: z.object({
            id: z.number().int().positive(),
            version: z.number().int().min(0),
            name,
            enabled: z.boolean(),
          }),
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        const [col] = await db.select().from(journalColumns).where(eq(journalColumns.id, req.body.id));
        if (!col) throw errors.notFound();
        await journalInScope(db, requireAuth(req.auth), col.journalId);
        const updated = await db
          .update(journalColumns)
          .set({
            name: req.body.name,
            enabled: req.body.enabled,
            version: sql`${journalColumns.version} + 1`,
          })
          .where(and(eq(journalColumns.id, req.body.id), eq(journalColumns.version, req.body.version)))
          .returning({ id: journalColumns.id });
        if (!updated.length) throw errors.staleVersion();
        return ok(null, req.lang);
      },
    );
    app.put(
      '/sys/program/sort',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Put a journal’s columns in a new order (all ids, in order)',
          body: z.object({
            journalId: z.number().int().positive(),
            ids: z.array(z.number().int().positive()).max(200),
          }),
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await journalInScope(db, requireAuth(req.auth), req.body.journalId);
        await db.transaction(async (tx) => {
          const current = await tx
            .select({ id: journalColumns.id })
            .from(journalColumns)
            .where(eq(journalColumns.journalId, req.body.journalId));
          const same =
            current.length === req.body.ids.length &&
            new Set(req.body.ids).size === current.length &&
            current.every((c) => req.body.ids.includes(c.id));
          if (!same) throw errors.field('ids', 'invalid');
          for (const [i, id] of req.body.ids.entries())
            await tx
              .update(journalColumns)
              .set({ sort: i + 1 })
              .where(eq(journalColumns.id, id));
        });
        return ok(null, req.lang);
      },
    );
  };
}
