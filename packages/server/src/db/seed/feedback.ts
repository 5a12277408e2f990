import { FEEDBACK_REPLY_MESSAGE, FeedbackStatus } from '@jb/contract/enums/feedback';
import { and, eq, inArray } from 'drizzle-orm';
import { replyMessage } from '../../modules/feedback/manage.ts';
import type { BlobStore } from '../../platform/files/blobStore.ts';
import type { Tx } from '../client.ts';
import { authors, feedback, messages, storedFiles } from '../schema/index.ts';
import { demoFile } from './manuscripts.ts';

const daysAgo = (d: number, h = 11) => new Date(Date.now() - d * 86_400_000 - h * 3_600_000);

type Sender = { user: string } | { author: string };

interface DemoFeedback {
  from: Sender;
  /** Index into the seeded presses; null: the platform's own. */
  press: number | null;
  type: number;
  content: string;
  days: number;
  attach?: string;
  reply?: { text: string; by: string; days: number; read: boolean };
  closedDays?: number;
}

const FEEDBACK: DemoFeedback[] = [
  {
    from: { user: 'reviewer' },
    press: 0,
    type: 2,
    content: '稿件列表按投稿时间排序后翻到第 3 页，偶尔会看到上一页已经出现过的稿件，截图见附件。',
    days: 1,
    attach: '稿件列表翻页截图.pdf',
  },
  {
    from: { user: 'caibian' },
    press: 0,
    type: 1,
    content: '希望“我的名片”页面可以直接下载为图片，方便发到微信群里。',
    days: 6,
    reply: {
      text: '感谢建议，名片下载功能已列入下个版本计划，上线后会另行通知。',
      by: 'pressadmin',
      days: 5,
      read: false,
    },
  },
  {
    from: { user: 'finance' },
    press: 0,
    type: 3,
    content: '对公汇款确认后，作者端多久能看到已支付状态？',
    days: 12,
    reply: {
      text: '确认汇款后作者端立即显示已支付，如未显示请让作者刷新页面。',
      by: 'pressadmin',
      days: 11,
      read: true,
    },
    closedDays: 10,
  },
  {
    from: { author: '13700000001' },
    press: 0,
    type: 3,
    content: '上传附件时提示“文件超过允许的大小”，请问附件最大可以多大？',
    days: 2,
  },
  {
    from: { author: '13700000002' },
    press: 0,
    type: 3,
    content: '投稿后一般多久能收到初审结果？',
    days: 8,
    reply: {
      text: '初审一般在 7 个工作日内完成，结果会以短信和站内消息通知您。',
      by: 'pressadmin',
      days: 7,
      read: false,
    },
  },
  {
    from: { author: '13700000003' },
    press: 0,
    type: 4,
    content: '注册时填错了工作单位，已在个人信息中改正，特此说明。',
    days: 20,
    closedDays: 19,
  },
  {
    from: { user: 'platform' },
    press: null,
    type: 1,
    content: '平台自查：各出版社的反馈回复时长建议纳入月度统计。',
    days: 3,
  },
  {
    from: { user: 'jneditor' },
    press: 1,
    type: 2,
    content: '切换为英文界面后，期刊管理页面的部分按钮仍显示中文。',
    days: 4,
  },
];

/**
 * Feedback in each state from staff and authors of the presses (and the platform's own), some with
 * a file, replies delivered as the senders' system messages (/manage/userFeel, 我的消息).
 */
export async function seedFeedback(tx: Tx, store: BlobStore, pressIds: number[], users: Map<string, number>) {
  const phones = FEEDBACK.flatMap((f) => ('author' in f.from ? [f.from.author] : []));
  const found = await tx
    .select({ id: authors.id, phone: authors.phone })
    .from(authors)
    .where(and(eq(authors.pressId, pressIds[0]!), inArray(authors.phone, phones)));
  const authorIds = new Map(found.map((a) => [a.phone, a.id]));
  const pdf = await demoFile(store, 'fund-certificate.pdf');

  for (const f of FEEDBACK) {
    const pressId = f.press === null ? null : pressIds[f.press]!;
    const userId = 'user' in f.from ? users.get(f.from.user)! : null;
    const authorId = 'author' in f.from ? authorIds.get(f.from.author)! : null;
    let fileId: number | null = null;
    if (f.attach && pressId !== null) {
      const [file] = await tx
        .insert(storedFiles)
        .values({
          ...pdf,
          pressId,
          name: f.attach,
          kind: 'feedback',
          uploadedByType: userId ? 'staff' : 'author',
          uploadedBy: (userId ?? authorId)!,
          createdAt: daysAgo(f.days),
        })
        .returning({ id: storedFiles.id });
      fileId = file!.id;
    }
    const status = f.closedDays
      ? FeedbackStatus.CLOSED
      : f.reply
        ? FeedbackStatus.REPLIED
        : FeedbackStatus.OPEN;
    await tx.insert(feedback).values({
      pressId,
      senderKind: userId ? 'staff' : 'author',
      senderUserId: userId,
      senderAuthorId: authorId,
      type: f.type,
      content: f.content,
      fileId,
      status,
      reply: f.reply?.text ?? null,
      repliedBy: f.reply ? users.get(f.reply.by)! : null,
      repliedAt: f.reply ? daysAgo(f.reply.days) : null,
      closedAt: f.closedDays ? daysAgo(f.closedDays) : null,
      version: (f.reply ? 1 : 0) + (f.closedDays ? 1 : 0),
      createdAt: daysAgo(f.days),
    });
    if (!f.reply) continue;
    await tx.insert(messages).values({
      pressId,
      recipientId: userId,
      recipientAuthorId: authorId,
      kind: 'feedback',
      title: FEEDBACK_REPLY_MESSAGE.title.zh,
      content: replyMessage(f.reply.text, f.content),
      senderId: users.get(f.reply.by)!,
      readAt: f.reply.read ? daysAgo(f.reply.days - 1) : null,
      createdAt: daysAgo(f.reply.days),
    });
  }
}
