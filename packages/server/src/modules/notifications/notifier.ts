import type { NotificationEventName, NotificationVariable } from '@jb/contract/notificationEvents';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { authors, journals, manuscripts, presses, users } from '../../db/schema/index.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { postMessage } from '../messages/deliver.ts';
import { effectiveTemplate, type NotifyInput, notify, renderTemplate } from './notify.ts';

type Vars = Partial<Record<NotificationVariable, string>>;

/** The variables every manuscript event offers, read from the manuscript (templates' preview uses them too). */
export async function manuscriptVars(db: Db | Tx, manuscriptId: number, publicUrl: string) {
  const [m] = await db
    .select({
      pressId: manuscripts.pressId,
      journalId: manuscripts.journalId,
      articleNo: manuscripts.articleNo,
      title: manuscripts.title,
      journal: journals.name,
      press: presses.name,
      authorId: authors.id,
      author: authors.name,
      email: authors.email,
      phone: authors.phone,
    })
    .from(manuscripts)
    .innerJoin(journals, eq(journals.id, manuscripts.journalId))
    .innerJoin(presses, eq(presses.id, manuscripts.pressId))
    .innerJoin(authors, eq(authors.id, manuscripts.authorId))
    .where(eq(manuscripts.id, manuscriptId));
  if (!m) return null;
  const vars: Vars = {
    articleNo: m.articleNo,
    title: m.title,
    journal: m.journal,
    press: m.press,
    author: m.author,
    link: `${publicUrl.replace(/\/$/, '')}/submit/${m.journalId}`,
  };
  return { ...m, vars };
}

/**
 * Sends the product's notifications: `notify` with the server's public address, and the common case
 * of telling a manuscript's author about it.
 */
export class Notifier {
  constructor(
    readonly jobs: Jobs,
    readonly publicUrl: string,
  ) {}

  send(tx: Db | Tx, input: NotifyInput): Promise<number[]> {
    return notify(tx, this.jobs, input);
  }

  /** Tells the manuscript's (submitting) author, in the caller's transaction. */
  async toAuthor(
    tx: Db | Tx,
    manuscriptId: number,
    event: NotificationEventName,
    extra: Vars = {},
    /** Files the e-mail carries (the acceptance letter). */
    attachments?: NotifyInput['attachments'],
  ) {
    const m = await manuscriptVars(tx, manuscriptId, this.publicUrl);
    if (!m) return [];
    return notify(tx, this.jobs, {
      pressId: m.pressId,
      journalId: m.journalId,
      event,
      to: { name: m.author, email: m.email, phone: m.phone, authorId: m.authorId },
      vars: { ...m.vars, ...extra },
      manuscriptId,
      attachments,
    });
  }

  /**
   * Tells a staff member about work on a manuscript (allocated to them, a reminder): the templated
   * e-mail through the outbox and the same words in their inbox, linked to the manuscript.
   */
  async toStaff(
    tx: Db | Tx,
    manuscriptId: number,
    userId: number,
    event: NotificationEventName,
    kind: 'system' | 'reminder',
    senderId: number | null,
    /** The screen to open (default: the manuscript's detail); extra variables; hide the author (anonymous review). */
    options: { link?: string; vars?: Vars; hideAuthor?: boolean } = {},
  ) {
    const m = await manuscriptVars(tx, manuscriptId, this.publicUrl);
    const [u] = await tx
      .select({ name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId));
    if (!m || !u) return [];
    const link = options.link ?? `/operation/articleDetail?id=${manuscriptId}`;
    const vars = {
      ...m.vars,
      ...(options.hideAuthor ? { author: '' } : {}),
      ...options.vars,
      link: `${this.publicUrl.replace(/\/$/, '')}${link}`,
    };
    const ids = await notify(tx, this.jobs, {
      pressId: m.pressId,
      journalId: m.journalId,
      event,
      to: { name: u.name, email: u.email, userId },
      vars,
      manuscriptId,
    });
    const template = await effectiveTemplate(tx, m.pressId, m.journalId, event, 'zh-CN');
    const text = renderTemplate(template, event, { recipient: u.name, ...vars });
    await postMessage(tx, {
      pressId: m.pressId,
      kind,
      title: text.subject,
      content: text.body,
      link,
      senderId,
      recipientId: userId,
    });
    return ids;
  }
}
