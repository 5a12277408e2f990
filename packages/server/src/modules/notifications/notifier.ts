import type { NotificationEventName, NotificationVariable } from '@jb/contract/notificationEvents';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { authors, journals, manuscripts, presses, users } from '../../db/schema/index.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { postMessage } from '../messages/deliver.ts';
import { effectiveTemplate, type NotifyInput, noticeLang, notify, renderTemplate } from './notify.ts';

type Vars = Partial<Record<NotificationVariable, string>>;

/** The variables every manuscript event offers, read from the manuscript (templates' preview uses them too). */
export async function manuscriptVars(db: Db | Tx, manuscriptId: number, publicUrl: string) {
  const [m] = await db
    .select({
      pressId: manuscripts.pressId,
      journalId: manuscripts.journalId,
      journalCode: journals.code,
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
    link: `${publicUrl.replace(/\/$/, '')}/submit/${m.journalCode}`,
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
    if (!m) return [];
    return this.tellStaff(tx, {
      pressId: m.pressId,
      journalId: m.journalId,
      manuscriptId,
      userId,
      event,
      kind,
      senderId,
      link: options.link ?? `/operation/articleDetail?id=${manuscriptId}`,
      vars: { ...m.vars, ...(options.hideAuthor ? { author: '' } : {}), ...options.vars },
    });
  }

  /**
   * Tells a staff member about work that is not one manuscript (several allocated at once): the
   * templated e-mail and the same words in their inbox, linked to the screen given.
   */
  async tellStaff(
    tx: Db | Tx,
    n: {
      pressId: number;
      journalId: number | null;
      manuscriptId?: number;
      userId: number;
      event: NotificationEventName;
      kind: 'system' | 'reminder';
      senderId: number | null;
      /** The screen to open, a path of the back office. */
      link: string;
      vars: Vars;
    },
  ): Promise<number[]> {
    const [u] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, n.userId));
    if (!u) return [];
    const vars = { ...n.vars, link: `${this.publicUrl.replace(/\/$/, '')}${n.link}` };
    // The inbox message in the same language as the e-mail.
    const lang = await noticeLang(tx, n.journalId);
    const ids = await notify(tx, this.jobs, {
      pressId: n.pressId,
      journalId: n.journalId,
      event: n.event,
      lang,
      to: { name: u.name, email: u.email, userId: n.userId },
      vars,
      manuscriptId: n.manuscriptId,
    });
    const template = await effectiveTemplate(tx, n.pressId, n.journalId, n.event, lang);
    const text = renderTemplate(template, n.event, { recipient: u.name, ...vars });
    await postMessage(tx, {
      pressId: n.pressId,
      kind: n.kind,
      title: text.subject,
      content: text.body,
      link: n.link,
      senderId: n.senderId,
      recipientId: n.userId,
    });
    return ids;
  }
}
