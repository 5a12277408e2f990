import { expertSettingsBody, expertSettingsSchema } from '@jb/contract/schemas/settings';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { expertSettings, journals } from '../../db/schema/index.ts';
import { requireAuth } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { emptyEnvelope, envelope, ok } from '../../platform/http.ts';
import { journalInScope } from './service.ts';

const tags = ['journals'];
const journalIdQuery = z.object({
  journalId: z.coerce.number().int().positive(),
  timestamp: z.string().optional(),
});
const edit = { permission: 'manage.periodicalManagement.edit' };

/** The submission notice is rich text from the press: only harmless markup is kept. */
export function sanitizeNotice(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'b',
      'strong',
      'i',
      'em',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'h3',
      'h4',
      'blockquote',
      'a',
      'span',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'], span: ['style'] },
    allowedStyles: { span: { color: [/^#[0-9a-fA-F]{3,6}$/], 'font-weight': [/^bold$/] } },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}

async function bumpJournal(db: Db, id: number, version: number, set: Partial<typeof journals.$inferInsert>) {
  const updated = await db
    .update(journals)
    .set({ ...set, version: sql`${journals.version} + 1` })
    .where(and(eq(journals.id, id), eq(journals.version, version)))
    .returning({ id: journals.id });
  if (!updated.length) throw errors.staleVersion();
}

/** The journal tabs besides fees: indexing databases, submission notice, expert review settings. */
export function journalExtraRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/periodical/extras',
      {
        config: { access: { permission: 'manage.periodicalManagement' } },
        schema: {
          tags,
          summary: 'Indexing databases and submission notice of a journal',
          querystring: journalIdQuery,
          response: {
            200: envelope(
              z.object({ databases: z.array(z.string()), notice: z.string(), version: z.number() }),
            ),
          },
        },
      },
      async (req) => {
        await journalInScope(db, requireAuth(req.auth), req.query.journalId);
        const [row] = await db
          .select({ databases: journals.databases, notice: journals.notice, version: journals.version })
          .from(journals)
          .where(eq(journals.id, req.query.journalId));
        return ok(row!, req.lang);
      },
    );
    app.put(
      '/sys/periodical/database',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Indexing databases of a journal',
          body: z.object({
            journalId: z.number().int().positive(),
            version: z.number().int().min(0),
            databases: z.array(z.string().trim().min(1).max(40)).max(30),
          }),
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await journalInScope(db, requireAuth(req.auth), req.body.journalId);
        await bumpJournal(db, req.body.journalId, req.body.version, {
          databases: [...new Set(req.body.databases)],
        });
        return ok(null, req.lang);
      },
    );
    app.put(
      '/sys/periodical/notice',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Submission notice of a journal (rich text, sanitized)',
          body: z.object({
            journalId: z.number().int().positive(),
            version: z.number().int().min(0),
            notice: z.string().max(50_000, { error: 'tooLong' }),
          }),
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await journalInScope(db, requireAuth(req.auth), req.body.journalId);
        await bumpJournal(db, req.body.journalId, req.body.version, {
          notice: sanitizeNotice(req.body.notice),
        });
        return ok(null, req.lang);
      },
    );
    app.get(
      '/sys/externalAudit/detail',
      {
        config: { access: { permission: 'organizationalManagement.externalAuditSetting' } },
        schema: {
          tags,
          summary: 'Expert review settings of a journal',
          querystring: journalIdQuery,
          response: { 200: envelope(expertSettingsSchema.extend({ version: z.number() })) },
        },
      },
      async (req) => {
        await journalInScope(db, requireAuth(req.auth), req.query.journalId);
        const [row] = await db
          .select()
          .from(expertSettings)
          .where(eq(expertSettings.journalId, req.query.journalId));
        const { journalId: _j, ...settings } = row ?? {
          journalId: 0,
          expertCount: 2,
          dueDays: 14,
          reminderDays: 3,
          feeFen: 0,
          anonymous: true,
          version: 0,
        };
        return ok(settings, req.lang);
      },
    );
    app.put(
      '/sys/externalAudit/save',
      {
        config: { access: { permission: 'organizationalManagement.externalAuditSetting.edit' } },
        schema: {
          tags,
          summary: 'Save expert review settings of a journal',
          body: expertSettingsBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await journalInScope(db, requireAuth(req.auth), req.body.journalId);
        const { journalId, version, ...settings } = req.body;
        await db.transaction(async (tx) => {
          const [row] = await tx
            .select({ version: expertSettings.version })
            .from(expertSettings)
            .where(eq(expertSettings.journalId, journalId));
          if ((row?.version ?? 0) !== version) throw errors.staleVersion();
          if (row)
            await tx
              .update(expertSettings)
              .set({ ...settings, version: version + 1 })
              .where(eq(expertSettings.journalId, journalId));
          else await tx.insert(expertSettings).values({ journalId, ...settings, version: 1 });
        });
        return ok(null, req.lang);
      },
    );
  };
}
