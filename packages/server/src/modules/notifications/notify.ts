import type { Lang } from '@jb/contract/i18n';
import {
  NOTIFICATION_EVENTS,
  type NotificationEventName,
  type NotificationVariable,
  SECRET_EVENTS,
  type TemplateText,
} from '@jb/contract/notificationEvents';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { journals, notificationTemplates, type OutboxAttachment } from '../../db/schema/index.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { renderText, textToHtml } from '../../platform/outbox/render.ts';
import { writeOutbox } from '../../platform/outbox/write.ts';

export interface Recipient {
  name: string;
  email?: string | null;
  phone?: string | null;
  userId?: number | null;
  authorId?: number | null;
}

export interface NotifyInput {
  pressId: number;
  journalId?: number | null;
  event: NotificationEventName;
  lang?: Lang;
  to: Recipient;
  vars: Partial<Record<NotificationVariable, string>>;
  manuscriptId?: number | null;
  attachments?: OutboxAttachment[];
}

export interface EffectiveTemplate extends TemplateText {
  enabled: boolean;
  /** Where the wording comes from: the journal's override, the press's, or the built-in default. */
  source: 'journal' | 'press' | 'default';
  id: number | null;
  version: number;
}

/** The wording in force for an event: the journal's override, else the press's, else the default. */
export async function effectiveTemplate(
  db: Db | Tx,
  pressId: number,
  journalId: number | null,
  event: NotificationEventName,
  lang: Lang,
): Promise<EffectiveTemplate> {
  const t = notificationTemplates;
  const [row] = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.pressId, pressId),
        eq(t.event, event),
        eq(t.locale, lang),
        journalId === null ? isNull(t.journalId) : or(eq(t.journalId, journalId), isNull(t.journalId)),
      ),
    )
    .orderBy(sql`${t.journalId} is null`)
    .limit(1);
  if (row)
    return {
      subject: row.subject,
      body: row.body,
      sms: row.sms,
      enabled: row.enabled,
      source: row.journalId === null ? 'press' : 'journal',
      id: row.id,
      version: row.version,
    };
  return {
    ...NOTIFICATION_EVENTS[event].defaults[lang],
    enabled: true,
    source: 'default',
    id: null,
    version: 0,
  };
}

/** Every variable of the event present (empty when not given), so that `{% if dueDate %}` works. */
export function completeVars(
  event: NotificationEventName,
  vars: NotifyInput['vars'],
): Record<string, string> {
  const all: Record<string, string> = {};
  for (const name of NOTIFICATION_EVENTS[event].variables) all[name] = vars[name] ?? '';
  return all;
}

export interface Rendered {
  subject: string;
  body: string;
  sms: string;
}

export function renderTemplate(
  template: TemplateText,
  event: NotificationEventName,
  vars: NotifyInput['vars'],
): Rendered {
  const all = completeVars(event, vars);
  return {
    subject: renderText(template.subject, all).replace(/\s+/g, ' ').trim(),
    body: renderText(template.body, all),
    sms: template.sms ? renderText(template.sms, all) : '',
  };
}

/**
 * The language a notice is written in. The rule: the caller's choice when it makes one (the
 * templates screen's preview and test send); else every notice about a journal's work, to its
 * authors, its experts and its staff alike, goes in the journal's notice language
 * (`journals.notice_lang`, set on the journal form), so one manuscript's people read one language;
 * a notice that belongs to no journal (press-wide, verification codes) goes in zh-CN.
 */
export async function noticeLang(
  db: Db | Tx,
  journalId: number | null | undefined,
  chosen?: Lang,
): Promise<Lang> {
  if (chosen) return chosen;
  if (!journalId) return 'zh-CN';
  const [j] = await db.select({ lang: journals.noticeLang }).from(journals).where(eq(journals.id, journalId));
  return j?.lang === 'en-US' ? 'en-US' : 'zh-CN';
}

/**
 * Tells someone about an event: renders the wording in force, in the notice's language
 * (`noticeLang`), and writes the e-mail (and the SMS when
 * the wording has one and the person a phone) to the outbox, in the caller's transaction. It never
 * throws for the message's sake: a wording that fails to render is written as a failed row with the
 * error, so the change that caused it goes through. Returns the outbox ids written.
 */
export async function notify(tx: Db | Tx, jobs: Jobs, input: NotifyInput): Promise<number[]> {
  const lang = await noticeLang(tx, input.journalId, input.lang);
  const template = await effectiveTemplate(tx, input.pressId, input.journalId ?? null, input.event, lang);
  if (!template.enabled) return [];
  const base = {
    pressId: input.pressId,
    event: input.event,
    recipientName: input.to.name,
    userId: input.to.userId ?? null,
    authorId: input.to.authorId ?? null,
    manuscriptId: input.manuscriptId ?? null,
    secret: SECRET_EVENTS.includes(input.event),
  };
  let rendered: Rendered;
  try {
    rendered = renderTemplate(template, input.event, { recipient: input.to.name, ...input.vars });
  } catch (err) {
    const error = `template: ${err instanceof Error ? err.message : String(err)}`;
    const id = await writeOutbox(tx, jobs, {
      ...base,
      channel: 'email',
      recipient: input.to.email ?? '',
      subject: template.subject,
      body: template.body,
      error,
    });
    return [id];
  }
  const ids = [
    await writeOutbox(tx, jobs, {
      ...base,
      channel: 'email',
      recipient: input.to.email ?? '',
      subject: rendered.subject,
      body: rendered.body,
      html: textToHtml(rendered.body),
      attachments: input.attachments,
    }),
  ];
  if (rendered.sms && input.to.phone)
    ids.push(
      await writeOutbox(tx, jobs, { ...base, channel: 'sms', recipient: input.to.phone, body: rendered.sms }),
    );
  return ids;
}
