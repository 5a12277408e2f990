import { ErrorCode } from '@jb/contract/errors';
import { idQuery } from '@jb/contract/schemas/list';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { journalSubjects, subjects } from '../../db/schema/index.ts';
import { type AuthContext, requireAuth } from '../../platform/access.ts';
import { AppError, errors } from '../../platform/errors.ts';
import { emptyEnvelope, envelope, ok } from '../../platform/http.ts';

const area = 'manage.subjectManage';
const edit = { permission: `${area}.edit` };
const tags = ['subjects'];
const name = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(40, { error: 'tooLong' });
const node = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  shared: z.boolean(),
  editable: z.boolean(),
});

/** The platform's shared subjects and the caller's press's own. */
function visible(auth: AuthContext) {
  return auth.platform ? undefined : or(isNull(subjects.pressId), eq(subjects.pressId, auth.pressId ?? -1));
}

/** A subject the caller may change: the platform changes shared ones, a press only its own. */
async function editable(db: Db, auth: AuthContext, id: number) {
  const [row] = await db
    .select()
    .from(subjects)
    .where(and(eq(subjects.id, id), visible(auth)));
  if (!row) throw errors.notFound();
  if (!auth.platform && row.pressId !== auth.pressId) throw errors.forbidden();
  return row;
}

/** The subject tree used by journals and experts (subjectManage); the client builds the tree from parentId. */
export function subjectRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/subject/list',
      {
        config: { access: 'session' },
        schema: {
          tags,
          summary: 'Subjects visible to me, flat with parentId',
          querystring: z.object({ timestamp: z.string().optional() }),
          response: { 200: envelope(z.array(node)) },
        },
      },
      async (req) => {
        const auth = requireAuth(req.auth);
        const rows = await db
          .select()
          .from(subjects)
          .where(visible(auth))
          .orderBy(asc(subjects.sort), asc(subjects.id));
        const canEdit = auth.permissions.has(edit.permission);
        return ok(
          rows.map((r) => ({
            id: r.id,
            parentId: r.parentId,
            name: r.name,
            shared: r.pressId === null,
            editable: canEdit && (auth.platform || r.pressId === auth.pressId),
          })),
          req.lang,
        );
      },
    );
    app.post(
      '/sys/subject/add',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Add a subject (under a parent, or at the top)',
          body: z.object({ name, parentId: z.number().int().positive().nullable().default(null) }),
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      async (req) => {
        const auth = requireAuth(req.auth);
        if (req.body.parentId) {
          const [parent] = await db
            .select()
            .from(subjects)
            .where(and(eq(subjects.id, req.body.parentId), visible(auth)));
          if (!parent) throw errors.field('parentId', 'invalid');
        }
        const [row] = await db
          .insert(subjects)
          .values({
            name: req.body.name,
            parentId: req.body.parentId,
            pressId: auth.platform ? null : auth.pressId,
          })
          .returning({ id: subjects.id });
        return ok({ id: row!.id }, req.lang);
      },
    );
    app.put(
      '/sys/subject/update',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Rename a subject',
          body: z.object({ id: z.number().int().positive(), name }),
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await editable(db, requireAuth(req.auth), req.body.id);
        await db.update(subjects).set({ name: req.body.name }).where(eq(subjects.id, req.body.id));
        return ok(null, req.lang);
      },
    );
    app.delete(
      '/sys/subject/delete',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Delete a subject without children that no journal uses',
          querystring: idQuery,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await editable(db, requireAuth(req.auth), req.query.id);
        const [child] = await db
          .select({ id: subjects.id })
          .from(subjects)
          .where(eq(subjects.parentId, req.query.id))
          .limit(1);
        const [used] = await db
          .select({ id: journalSubjects.journalId })
          .from(journalSubjects)
          .where(eq(journalSubjects.subjectId, req.query.id))
          .limit(1);
        if (child || used) throw new AppError(ErrorCode.SUBJECT_IN_USE, 400);
        await db.delete(subjects).where(eq(subjects.id, req.query.id));
        return ok(null, req.lang);
      },
    );
  };
}
