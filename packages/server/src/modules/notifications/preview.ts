import type { Lang } from '@jb/contract/i18n';
import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_VARIABLES,
  type NotificationEventName,
  type NotificationVariable,
} from '@jb/contract/notificationEvents';
import type { notifyPreviewBody, notifyTestSendBody } from '@jb/contract/schemas/notifications';
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { manuscripts, presses, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { TemplateError } from '../../platform/outbox/render.ts';
import { assignedCondition } from '../../platform/tenancy.ts';
import { manuscriptVars, type Notifier } from './notifier.ts';
import { renderTemplate } from './notify.ts';
import { type WordingScope, wordingScope } from './scope.ts';
import { assertSendable, assertWording } from './wordingCheck.ts';

type Vars = Partial<Record<NotificationVariable, string>>;

/**
 * The manuscript a sample is made on: named by id or article number (of the scope's press, and of a
 * journal the caller works on; else 404), or the newest one of the scope when none is named.
 */
async function sampleManuscript(db: Db, auth: AuthContext, scope: WordingScope, ref: string) {
  const named: SQL | undefined = ref
    ? /^\d{1,9}$/.test(ref)
      ? or(eq(manuscripts.id, Number(ref)), eq(manuscripts.articleNo, ref))
      : eq(manuscripts.articleNo, ref)
    : scope.journalId !== null
      ? eq(manuscripts.journalId, scope.journalId)
      : undefined;
  const [row] = await db
    .select({ id: manuscripts.id })
    .from(manuscripts)
    .where(and(eq(manuscripts.pressId, scope.pressId), named, assignedCondition(auth, manuscripts.journalId)))
    .orderBy(desc(manuscripts.id))
    .limit(1);
  if (!row && ref) throw errors.notFound();
  return row?.id ?? null;
}

/**
 * The variables of a sample message: the manuscript's own (`manuscriptVars`: number, title,
 * journal, author, press, the author-site link), the recipient, and for what a manuscript does not
 * say (a due date, an amount, a code …) the variable's name in brackets, showing where it goes.
 */
async function sampleVars(
  db: Db,
  notifier: Notifier,
  scope: WordingScope,
  event: NotificationEventName,
  lang: Lang,
  manuscriptId: number | null,
) {
  const vars: Vars = {};
  for (const name of NOTIFICATION_EVENTS[event].variables) {
    const label = NOTIFICATION_VARIABLES[name];
    vars[name] = `[${lang === 'en-US' ? label.en : label.zh}]`;
  }
  const [press] = await db.select({ name: presses.name }).from(presses).where(eq(presses.id, scope.pressId));
  vars.press = press?.name ?? '';
  const m = manuscriptId === null ? null : await manuscriptVars(db, manuscriptId, notifier.publicUrl);
  if (m) Object.assign(vars, m.vars, { recipient: m.author });
  return { vars, manuscript: m && { id: manuscriptId!, articleNo: m.articleNo, title: m.title } };
}

async function myself(db: Db, auth: AuthContext) {
  const [me] = await db
    .select({ name: users.name, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, auth.userId));
  if (!me) throw errors.notFound();
  return me;
}

/** Renders a wording being edited on a real manuscript; nothing is saved or sent. */
export async function previewWording(
  db: Db,
  notifier: Notifier,
  auth: AuthContext,
  body: z.infer<typeof notifyPreviewBody>,
) {
  const scope = await wordingScope(db, auth, body.pressId, body.journalId);
  assertWording(body.event, body);
  const id = await sampleManuscript(db, auth, scope, body.manuscript);
  const { vars, manuscript } = await sampleVars(db, notifier, scope, body.event, body.lang, id);
  // Messages to staff and experts are previewed as if sent to the person looking.
  if (NOTIFICATION_EVENTS[body.event].audience !== 'author') vars.recipient = (await myself(db, auth)).name;
  try {
    return { ...renderTemplate(body, body.event, vars), manuscript };
  } catch (err) {
    // Parsing passed; rendering can still stop (a loop past the render limit).
    if (!(err instanceof TemplateError)) throw err;
    throw errors.validation([
      {
        path: 'body',
        zh: `模板无法渲染：${err.message}`,
        en: `The template cannot be rendered: ${err.message}`,
      },
    ]);
  }
}

/**
 * Sends the saved wording of an event to the person asking, through the outbox (`notify`): the
 * e-mail to their address, the SMS (when the wording has one) to their phone, both from their
 * account (no address: the row is kept as skipped, with the reason).
 */
export async function testSend(
  db: Db,
  notifier: Notifier,
  auth: AuthContext,
  body: z.infer<typeof notifyTestSendBody>,
) {
  const scope = await wordingScope(db, auth, body.pressId, body.journalId);
  assertSendable(body.event);
  const id = await sampleManuscript(db, auth, scope, body.manuscript);
  const me = await myself(db, auth);
  const { vars } = await sampleVars(db, notifier, scope, body.event, body.lang, id);
  const outboxIds = await db.transaction((tx) =>
    notifier.send(tx, {
      pressId: scope.pressId,
      journalId: scope.journalId,
      event: body.event,
      lang: body.lang,
      to: { name: me.name, email: me.email, phone: me.phone, userId: auth.userId },
      vars: { ...vars, recipient: me.name },
      manuscriptId: id,
    }),
  );
  return { outboxIds };
}
