import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { postMessage, postToStaff } from '../../modules/messages/deliver.ts';
import type { Tx } from '../client.ts';
import { announcements, manuscripts, messages, users } from '../schema/index.ts';

const daysAgo = (d: number, h = 9) => new Date(Date.now() - d * 86_400_000 - h * 3_600_000);

/** Everyone's own notices: read and unread, oldest first so the inbox's newest-first order holds. */
const PERSONAL = [
  { title: '欢迎使用期刊管理系统', content: '请先在个人资料中核对您的姓名和手机号码。', days: 30, read: 29 },
  {
    title: '密码安全提醒',
    content: '为了账号安全，请定期修改密码，新密码须同时包含字母和数字。',
    days: 10,
    read: 9,
  },
  {
    title: '系统维护通知',
    content: '本周六 22:00 至 24:00 系统例行维护，期间可能无法登录。',
    days: 2,
    read: null,
  },
] as const;

/** Work waiting on a manuscript, for the people who act on manuscripts. */
const WORK: Record<
  string,
  { title: string; content: string; kind: 'reminder' | 'system'; days: number; read: number | null }[]
> = {
  reviewer: [
    {
      kind: 'system',
      title: '新稿件待初审',
      content: '有一篇新投稿已进入初审，请及时处理。',
      days: 3,
      read: 3,
    },
    {
      kind: 'reminder',
      title: '稿件初审即将超期',
      content: '您负责初审的稿件已等待 5 天，请尽快给出意见。',
      days: 1,
      read: null,
    },
  ],
  pressadmin: [
    {
      kind: 'system',
      title: '作者已完成预付费',
      content: '一篇稿件的预付费已到账，可安排后续流程。',
      days: 4,
      read: null,
    },
  ],
  finance: [
    {
      kind: 'system',
      title: '有一笔汇款待确认',
      content: '作者已提交银行汇款凭证，请核对到账后确认。',
      days: 1,
      read: null,
    },
  ],
};

interface Announced {
  /** Index into the seeded presses; null: the platform to every press. */
  press: number | null;
  by: string;
  title: string;
  content: string;
  days: number;
  /** Who has read it (accounts). */
  readBy: string[];
}

const ANNOUNCEMENTS: Announced[] = [
  {
    press: null,
    by: 'platform',
    title: '平台系统升级公告',
    content:
      '为提升稿件处理速度，平台将于本月 20 日 22:00 至次日 02:00 升级。\n升级期间系统暂停访问，请提前保存正在编辑的内容。',
    days: 6,
    readBy: ['pressadmin', 'reviewer', 'jnadmin'],
  },
  {
    press: 0,
    by: 'pressadmin',
    title: '关于五一假期稿件处理安排的通知',
    content:
      '5 月 1 日至 5 日放假，假期内新投稿件顺延至 5 月 6 日起处理。\n请各位编辑在放假前完成手头稿件的初审意见。',
    days: 3,
    readBy: ['reviewer', 'finance'],
  },
  {
    press: 1,
    by: 'jnadmin',
    title: '编辑部例会通知',
    content: '本周五下午 3 点在三楼会议室召开编辑部例会，讨论下半年选题计划。',
    days: 2,
    readBy: [],
  },
];

/**
 * Messages for every demo person (read and unread, some opening a manuscript), and announcements of
 * the platform and of each press with part of their recipients having read them.
 */
export async function seedMessages(tx: Tx, pressIds: number[], ids: Map<string, number>) {
  const [paper] = await tx
    .select({ id: manuscripts.id })
    .from(manuscripts)
    .where(eq(manuscripts.pressId, pressIds[0]!))
    .orderBy(asc(manuscripts.id))
    .limit(1);
  const link = paper ? `/operation/articleDetail?id=${paper.id}` : null;
  const people = await tx
    .select({ id: users.id, pressId: users.pressId })
    .from(users)
    .where(inArray(users.id, [...ids.values()]));
  const pressOf = new Map(people.map((p) => [p.id, p.pressId]));

  for (const [account, userId] of ids) {
    const notes = [
      ...PERSONAL.map((p) => ({ ...p, kind: 'system' as const, link: null })),
      ...(WORK[account] ?? []).map((w) => ({ ...w, link })),
    ];
    notes.sort((a, b) => b.days - a.days);
    for (const note of notes) {
      const id = await postMessage(tx, {
        pressId: pressOf.get(userId) ?? null,
        recipientId: userId,
        kind: note.kind,
        title: note.title,
        content: note.content,
        link: note.link,
      });
      await tx
        .update(messages)
        .set({ createdAt: daysAgo(note.days), readAt: note.read === null ? null : daysAgo(note.read, 5) })
        .where(eq(messages.id, id));
    }
  }

  for (const a of ANNOUNCEMENTS) {
    const pressId = a.press === null ? null : pressIds[a.press]!;
    const senderId = ids.get(a.by)!;
    const [row] = await tx
      .insert(announcements)
      .values({ pressId, senderId, title: a.title, content: a.content, createdAt: daysAgo(a.days) })
      .returning({ id: announcements.id });
    const recipientCount = await postToStaff(
      tx,
      { pressId, exceptUserId: senderId },
      {
        pressId,
        kind: 'announcement',
        title: a.title,
        content: a.content,
        senderId,
        announcementId: row!.id,
      },
    );
    await tx.update(announcements).set({ recipientCount }).where(eq(announcements.id, row!.id));
    await tx
      .update(messages)
      .set({ createdAt: daysAgo(a.days) })
      .where(eq(messages.announcementId, row!.id));
    const readers = a.readBy.map((r) => ids.get(r)!).filter(Boolean);
    if (readers.length)
      await tx
        .update(messages)
        .set({ readAt: daysAgo(a.days - 1) })
        .where(
          and(
            eq(messages.announcementId, row!.id),
            inArray(messages.recipientId, readers),
            isNull(messages.readAt),
          ),
        );
  }
}
