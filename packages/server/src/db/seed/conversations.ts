import { AUTHOR_THREAD, expertThread } from '@jb/contract/schemas/conversation';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BlobStore } from '../../platform/files/blobStore.ts';
import type { Tx } from '../client.ts';
import {
  expertInvitations,
  manuscriptMessageReads,
  manuscriptMessages,
  manuscripts,
  storedFiles,
  userJournals,
} from '../schema/index.ts';
import { demoFile } from './manuscripts.ts';

/** A line of a demo thread: the staff's, or the party's (the author, or the expert). */
type Line = { from: 'staff' | 'party'; text: string; attach?: true };

/** A demo thread's lines and how many of them each side has read. */
interface Talk {
  lines: Line[];
  partyRead: number;
  staffRead: number;
}

/**
 * Conversations on the demo editor's earliest manuscripts, each at another point: all read; the
 * editor's question waiting for the author (unread on the author site); the author's answer waiting
 * for the editors (unread on the staff detail); and one with the editor's attachment.
 */
const TALKS: Talk[] = [
  {
    lines: [
      { from: 'staff', text: '您好，稿件已收到，请确认通讯作者的联系方式是否正确。' },
      { from: 'party', text: '您好，通讯作者邮箱无误，电话为 13700000001。' },
      { from: 'staff', text: '好的，已核对，稿件将进入初审。' },
    ],
    partyRead: 3,
    staffRead: 3,
  },
  {
    lines: [{ from: 'staff', text: '请补充基金证明的扫描件，并确认项目编号。' }],
    partyRead: 0,
    staffRead: 1,
  },
  {
    lines: [
      { from: 'staff', text: '请说明实验数据的来源，并补充伦理审查批件。' },
      { from: 'party', text: '数据来自本院 2024 年门诊病例，已获患者知情同意。' },
      { from: 'party', text: '伦理审查批件正在盖章，下周一前补交。' },
    ],
    partyRead: 3,
    staffRead: 1,
  },
  {
    lines: [
      { from: 'staff', text: '附件是初审意见，请按意见修改后回复。', attach: true },
      { from: 'party', text: '收到，预计一周内完成修改。' },
    ],
    partyRead: 1,
    staffRead: 2,
  },
];

/** The demo expert's threads with the editor who invited them: a question answered, unread by the editor; thanks after a review. */
const EXPERT_TALKS: (Talk & { state: string })[] = [
  {
    state: 'accepted',
    lines: [
      { from: 'staff', text: '专家您好，作者已补充了第 4 节的实验数据，请审稿时一并参考修改稿。' },
      { from: 'party', text: '收到，我会在截止日期前提交意见。另请问是否需要评价补充材料中的代码？' },
    ],
    partyRead: 2,
    staffRead: 1,
  },
  {
    state: 'submitted',
    lines: [
      { from: 'staff', text: '感谢您的审稿意见。作者询问第 3 节的符号能否只在附录中统一说明？' },
      { from: 'party', text: '可以，只要正文首次出现时注明即可。' },
      { from: 'staff', text: '好的，已转告作者，谢谢！' },
    ],
    partyRead: 3,
    staffRead: 3,
  },
];

/** Where a talk is written: the manuscript's thread, between whom, from when. */
interface Place {
  manuscriptId: number;
  thread: string;
  staffId: number;
  party: { kind: 'author' | 'expert'; id: number; reader: string };
  from: Date;
  /** The staff's attachment, for the lines that carry one. */
  file?: () => Promise<number>;
}

/**
 * Each talk written at its place (none: the talk is left out): the messages three hours apart after
 * the place's `from`, and how far each side has read.
 */
async function writeThreads<T extends Talk>(
  tx: Tx,
  talks: readonly T[],
  placeOf: (talk: T, i: number) => Place | undefined,
) {
  for (const [i, talk] of talks.entries()) {
    const at = placeOf(talk, i);
    if (at) await writeThread(tx, { ...talk, ...at });
  }
}

async function writeThread(tx: Tx, t: Talk & Place) {
  const ids: number[] = [];
  for (const [n, line] of t.lines.entries()) {
    const staff = line.from === 'staff';
    const [row] = await tx
      .insert(manuscriptMessages)
      .values({
        manuscriptId: t.manuscriptId,
        thread: t.thread,
        senderKind: staff ? 'staff' : t.party.kind,
        senderUserId: staff ? t.staffId : t.party.kind === 'expert' ? t.party.id : null,
        senderAuthorId: !staff && t.party.kind === 'author' ? t.party.id : null,
        body: line.text,
        fileId: line.attach && t.file ? await t.file() : null,
        // Never in the future: a thread begun lately is squeezed into the last minutes.
        createdAt: new Date(
          Math.min(t.from.getTime() + (n + 1) * 3 * 3600_000, Date.now() - (t.lines.length - n) * 60_000),
        ),
      })
      .returning({ id: manuscriptMessages.id });
    ids.push(row!.id);
  }
  const place = (reader: string, upTo: number) =>
    upTo > 0 ? [{ manuscriptId: t.manuscriptId, thread: t.thread, reader, lastReadId: ids[upTo - 1]! }] : [];
  const reads = [...place(t.party.reader, t.partyRead), ...place(`user:${t.staffId}`, t.staffRead)];
  if (reads.length) await tx.insert(manuscriptMessageReads).values(reads);
}

export async function seedConversations(tx: Tx, store: BlobStore, pressId: number, editorId: number) {
  const targets = await tx
    .select({ id: manuscripts.id, authorId: manuscripts.authorId, submittedAt: manuscripts.submittedAt })
    .from(manuscripts)
    .where(
      and(
        eq(manuscripts.pressId, pressId),
        // Manuscripts of the journals the demo editor works on, so they see every conversation.
        inArray(
          manuscripts.journalId,
          tx
            .select({ id: userJournals.journalId })
            .from(userJournals)
            .where(eq(userJournals.userId, editorId)),
        ),
      ),
    )
    .orderBy(asc(manuscripts.id))
    .limit(TALKS.length);
  const pdf = await demoFile(store, 'fund-certificate.pdf');
  const file = async () => {
    const [row] = await tx
      .insert(storedFiles)
      .values({
        ...pdf,
        pressId,
        name: '初审意见.pdf',
        kind: 'message',
        uploadedByType: 'staff',
        uploadedBy: editorId,
      })
      .returning({ id: storedFiles.id });
    return row!.id;
  };
  await writeThreads(tx, TALKS, (_, i) => {
    const m = targets[i];
    return (
      m && {
        manuscriptId: m.id,
        thread: AUTHOR_THREAD,
        staffId: editorId,
        party: { kind: 'author', id: m.authorId, reader: `author:${m.authorId}` },
        from: m.submittedAt,
        file,
      }
    );
  });
}

/**
 * Threads between the demo expert and the editors who invited them: one on an invitation they are
 * reviewing (their question waits for the editor), one on a review they have submitted.
 */
export async function seedExpertConversations(tx: Tx, expertId: number) {
  const invitations = await tx
    .select({
      id: expertInvitations.id,
      manuscriptId: expertInvitations.manuscriptId,
      invitedBy: expertInvitations.invitedBy,
      state: expertInvitations.state,
      respondedAt: expertInvitations.respondedAt,
    })
    .from(expertInvitations)
    .where(eq(expertInvitations.expertId, expertId))
    .orderBy(asc(expertInvitations.id));
  await writeThreads(tx, EXPERT_TALKS, (talk) => {
    const inv = invitations.find((x) => x.state === talk.state && x.respondedAt);
    return (
      inv && {
        manuscriptId: inv.manuscriptId,
        thread: expertThread(inv.id),
        staffId: inv.invitedBy,
        party: { kind: 'expert', id: expertId, reader: `expert:${expertId}` },
        from: inv.respondedAt!,
      }
    );
  });
}
