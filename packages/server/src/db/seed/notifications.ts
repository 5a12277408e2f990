import { NOTIFICATION_EVENTS } from '@jb/contract/notificationEvents';
import { and, asc, eq, ne } from 'drizzle-orm';
import { manuscriptVars } from '../../modules/notifications/notifier.ts';
import { noticeLang, renderTemplate } from '../../modules/notifications/notify.ts';
import { txExecutor } from '../../platform/jobs/executeSql.ts';
import { Jobs, silentLog } from '../../platform/jobs/jobs.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';
import { textToHtml } from '../../platform/outbox/render.ts';
import type { Db, Tx } from '../client.ts';
import { authors, journals, manuscripts, notificationTemplates, outbox } from '../schema/index.ts';

const DEMO_PUBLIC_URL = 'http://localhost:8080';
const daysAgo = (d: number, h = 10) => new Date(Date.now() - d * 86_400_000 - h * 3_600_000);

/**
 * The demo press's own wording of two notices (the rest keep the built-in one), and one journal's
 * acceptance letter; seeded before the submissions, so their messages already use it.
 */
export async function seedNotificationTemplates(tx: Tx, pressId: number, adminId: number): Promise<void> {
  const [journal] = await tx
    .select({ id: journals.id })
    .from(journals)
    .where(eq(journals.pressId, pressId))
    .orderBy(asc(journals.id))
    .limit(1);
  const base = { pressId, locale: 'zh-CN', version: 1, updatedBy: adminId, updatedAt: daysAgo(20) };
  await tx.insert(notificationTemplates).values([
    {
      ...base,
      event: 'submissionReceived',
      subject: '【{{ journal }}】来稿回执：{{ articleNo }}',
      body: '{{ recipient }} 老师，您好！\n\n感谢您向《{{ journal }}》投稿。您的稿件《{{ title }}》已收到，稿件编号 {{ articleNo }}。\n编辑部将在 3 个工作日内完成形式审查，请留意后续通知。\n\n查看稿件进度：{{ link }}\n\n{{ press }}\n《{{ journal }}》编辑部',
      sms: '【{{ journal }}】来稿已收到，编号 {{ articleNo }}，请留意邮件通知。',
    },
    {
      ...base,
      event: 'paymentRequested',
      subject: '【{{ journal }}】稿件 {{ articleNo }} 审稿费缴纳通知',
      body: '{{ recipient }} 老师，您好！\n\n您的稿件《{{ title }}》需缴纳审稿费 {{ amount }} 元{% if dueDate %}，请于 {{ dueDate }} 前完成{% endif %}。\n可在投稿系统中在线支付或对公汇款：{{ link }}\n汇款时请注明稿件编号 {{ articleNo }}。\n\n《{{ journal }}》编辑部',
      sms: '',
    },
    {
      ...base,
      journalId: journal!.id,
      event: 'accepted',
      subject: '【{{ journal }}】录用通知：{{ title }}',
      body: '{{ recipient }} 老师，您好！\n\n经专家评审和编委会审议，您的稿件《{{ title }}》（{{ articleNo }}）已被本刊录用，录用通知书见附件。\n后续排期与校对安排将另行通知。\n\n{{ link }}\n\n《{{ journal }}》编辑部',
      sms: '',
    },
  ]);
}

/**
 * Outbox history of the demo press beside what the seeded submissions queued: messages delivered
 * days ago with the SMTP server's answer, one refused by the recipient's server after its retries,
 * and a withdrawal code by SMS (masked outside demo mode).
 */
export async function seedOutboxHistory(tx: Tx, pressId: number): Promise<void> {
  const db = tx as unknown as Db;
  const papers = await tx
    .select({ id: manuscripts.id, authorId: authors.id, email: authors.email, phone: authors.phone })
    .from(manuscripts)
    .innerJoin(authors, eq(authors.id, manuscripts.authorId))
    .where(and(eq(manuscripts.pressId, pressId), ne(authors.email, '')))
    .orderBy(asc(manuscripts.id))
    .limit(4);
  const rows: (typeof outbox.$inferInsert)[] = [];
  for (const [i, paper] of papers.entries()) {
    const m = await manuscriptVars(db, paper.id, DEMO_PUBLIC_URL);
    if (!m) continue;
    const event = i === 3 ? 'accepted' : 'submissionReceived';
    const lang = await noticeLang(tx, m.journalId);
    const text = renderTemplate(NOTIFICATION_EVENTS[event].defaults[lang], event, {
      ...m.vars,
      recipient: m.author,
    });
    const common = {
      pressId,
      channel: 'email',
      event,
      recipientName: m.author,
      authorId: paper.authorId,
      manuscriptId: paper.id,
      subject: text.subject,
      body: text.body,
      html: textToHtml(text.body),
      createdAt: daysAgo(12 - i),
    };
    if (i === 2) {
      // A mistyped address: the receiving server refused it on every try.
      rows.push({
        ...common,
        recipient: paper.email.replace('@', '@mail.'),
        state: 'failed',
        attempts: 5,
        lastError: `550 5.1.1 <${paper.email.replace('@', '@mail.')}>: Recipient address rejected: User unknown`,
        updatedAt: daysAgo(11 - i),
      });
      continue;
    }
    rows.push({
      ...common,
      recipient: paper.email,
      state: 'sent',
      attempts: 1,
      providerAnswer: `250 2.0.0 Ok: queued as ${(0x4a3f2c10 + i * 7919).toString(16).toUpperCase()}`,
      sentAt: common.createdAt,
      updatedAt: common.createdAt,
    });
  }
  const first = papers[0];
  if (first) {
    rows.push({
      pressId,
      channel: 'sms',
      event: 'withdrawalCode',
      recipient: first.phone,
      authorId: first.authorId,
      manuscriptId: first.id,
      body: '【期刊管理系统】您正在申请撤稿，验证码 583016，10 分钟内有效。如非本人操作请忽略。',
      secret: true,
      state: 'sent',
      attempts: 1,
      providerAnswer: 'logged by the built-in provider',
      sentAt: daysAgo(5),
      createdAt: daysAgo(5),
      updatedAt: daysAgo(5),
    });
  }
  if (!rows.length) return;
  const written = await tx
    .insert(outbox)
    .values(rows)
    .returning({ id: outbox.id, state: outbox.state, lastError: outbox.lastError });
  for (const r of written)
    if (r.state === 'failed') await seedFailedDelivery(tx, r.id, r.lastError ?? 'refused');
}

/**
 * The delivery job of a refused e-mail, failed on its last try through pg-boss's own calls (sent as
 * its last try, then failed with the server's answer): /manage/jobs lists it, with a retry.
 */
async function seedFailedDelivery(tx: Tx, outboxId: number, message: string) {
  const db = txExecutor(tx);
  const { boss } = new Jobs(db, silentLog);
  const id = await boss.send(QUEUES.deliver.name, { id: outboxId }, { retryLimit: 0, db });
  if (id) await boss.fail(QUEUES.deliver.name, id, { message }, { db });
}
