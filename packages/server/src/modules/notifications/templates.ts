import { LANGS, type Lang } from '@jb/contract/i18n';
import { NOTIFICATION_EVENT_NAMES, type NotificationEventName } from '@jb/contract/notificationEvents';
import type {
  EffectiveWording,
  NotifyTemplateRow,
  notifyTemplateResetQuery,
  notifyTemplateSaveBody,
} from '@jb/contract/schemas/notifications';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notificationTemplates } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { effectiveTemplate } from './notify.ts';
import { type WordingScope, wordingScope } from './scope.ts';
import { assertWording } from './wordingCheck.ts';

const t = notificationTemplates;

/** The override rows of exactly this scope (the press's own, or one journal's). */
function atScope(scope: WordingScope, event: NotificationEventName, lang: Lang) {
  return and(
    eq(t.pressId, scope.pressId),
    scope.journalId === null ? isNull(t.journalId) : eq(t.journalId, scope.journalId),
    eq(t.event, event),
    eq(t.locale, lang),
  );
}

async function wordingAt(db: Db, scope: WordingScope, event: NotificationEventName, lang: Lang) {
  const {
    id: _id,
    version,
    ...rest
  } = await effectiveTemplate(db, scope.pressId, scope.journalId, event, lang);
  // The version a save or reset here names: this scope's own override's, or 0 when it has none.
  const own = rest.source === (scope.journalId === null ? 'press' : 'journal');
  return { ...rest, version: own ? version : 0, overridden: own } satisfies EffectiveWording;
}

/** Every event with the wording in force per language at the scope (journal → press → default). */
export async function listWordings(
  db: Db,
  auth: AuthContext,
  q: { pressId?: number; journalId?: number },
): Promise<NotifyTemplateRow[]> {
  const scope = await wordingScope(db, auth, q.pressId, q.journalId);
  const rows: NotifyTemplateRow[] = [];
  for (const event of NOTIFICATION_EVENT_NAMES) {
    const [zh, en] = await Promise.all(LANGS.map((lang) => wordingAt(db, scope, event, lang)));
    rows.push({ event, wordings: { 'zh-CN': zh!, 'en-US': en! } });
  }
  return rows;
}

/**
 * Saves the scope's override of an event's wording at the version seen (0: the scope has none yet).
 * Unknown variables and bad syntax are refused before anything is written; a stale version is 409.
 */
export async function saveWording(db: Db, auth: AuthContext, body: z.infer<typeof notifyTemplateSaveBody>) {
  const scope = await wordingScope(db, auth, body.pressId, body.journalId);
  assertWording(body.event, body);
  const fields = {
    subject: body.subject,
    body: body.body,
    sms: body.sms,
    enabled: body.enabled,
    updatedBy: auth.userId,
    updatedAt: new Date(),
  };
  // A new override starts at version 1, so that 0 always means "none at this scope".
  const written =
    body.version === 0
      ? await db
          .insert(t)
          .values({ ...fields, ...scope, event: body.event, locale: body.lang, version: 1 })
          .onConflictDoNothing()
          .returning({ version: t.version })
      : await db
          .update(t)
          .set({ ...fields, version: sql`${t.version} + 1` })
          .where(and(atScope(scope, body.event, body.lang), eq(t.version, body.version)))
          .returning({ version: t.version });
  if (!written[0]) throw errors.staleVersion();
  return { version: written[0].version };
}

/** Drops the scope's override at the version seen: the next level's wording applies again. */
export async function resetWording(db: Db, auth: AuthContext, q: z.infer<typeof notifyTemplateResetQuery>) {
  const scope = await wordingScope(db, auth, q.pressId, q.journalId);
  const deleted = await db
    .delete(t)
    .where(and(atScope(scope, q.event, q.lang), eq(t.version, q.version)))
    .returning({ id: t.id });
  if (deleted.length) return;
  const [still] = await db
    .select({ id: t.id })
    .from(t)
    .where(atScope(scope, q.event, q.lang));
  throw still ? errors.staleVersion() : errors.notFound();
}
