import { AUTHOR_THREAD } from '@jb/contract/schemas/conversation';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BlobStore } from '../../platform/files/blobStore.ts';
import type { Tx } from '../client.ts';
import {
  manuscriptMessageReads,
  manuscriptMessages,
  manuscripts,
  storedFiles,
  userJournals,
} from '../schema/index.ts';
import { demoFile } from './manuscripts.ts';

type Line = { from: 'staff' | 'author'; text: string; attach?: true };

/**
 * Conversations on the demo editor's earliest manuscripts, each at another point: all read; the
 * editor's question waiting for the author (unread on the author site); the author's answer waiting
 * for the editors (unread on the staff detail); and one with the editor's attachment.
 */
const TALKS: { lines: Line[]; authorRead: number; staffRead: number }[] = [
  {
    lines: [
      { from: 'staff', text: '您好，稿件已收到，请确认通讯作者的联系方式是否正确。' },
      { from: 'author', text: '您好，通讯作者邮箱无误，电话为 13700000001。' },
      { from: 'staff', text: '好的，已核对，稿件将进入初审。' },
    ],
    authorRead: 3,
    staffRead: 3,
  },
  {
    lines: [{ from: 'staff', text: '请补充基金证明的扫描件，并确认项目编号。' }],
    authorRead: 0,
    staffRead: 1,
  },
  {
    lines: [
      { from: 'staff', text: '请说明实验数据的来源，并补充伦理审查批件。' },
      { from: 'author', text: '数据来自本院 2024 年门诊病例，已获患者知情同意。' },
      { from: 'author', text: '伦理审查批件正在盖章，下周一前补交。' },
    ],
    authorRead: 3,
    staffRead: 1,
  },
  {
    lines: [
      { from: 'staff', text: '附件是初审意见，请按意见修改后回复。', attach: true },
      { from: 'author', text: '收到，预计一周内完成修改。' },
    ],
    authorRead: 1,
    staffRead: 2,
  },
];

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
  for (const [i, talk] of TALKS.entries()) {
    const m = targets[i];
    if (!m) return;
    const ids: number[] = [];
    for (const [n, line] of talk.lines.entries()) {
      let fileId: number | null = null;
      if (line.attach) {
        const [file] = await tx
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
        fileId = file!.id;
      }
      const [row] = await tx
        .insert(manuscriptMessages)
        .values({
          manuscriptId: m.id,
          thread: AUTHOR_THREAD,
          senderKind: line.from,
          senderUserId: line.from === 'staff' ? editorId : null,
          senderAuthorId: line.from === 'author' ? m.authorId : null,
          body: line.text,
          fileId,
          createdAt: new Date(m.submittedAt.getTime() + (n + 1) * 3 * 3600_000),
        })
        .returning({ id: manuscriptMessages.id });
      ids.push(row!.id);
    }
    const place = (reader: string, upTo: number) =>
      upTo > 0 ? [{ manuscriptId: m.id, thread: AUTHOR_THREAD, reader, lastReadId: ids[upTo - 1]! }] : [];
    const reads = [
      ...place(`author:${m.authorId}`, talk.authorRead),
      ...place(`user:${editorId}`, talk.staffRead),
    ];
    if (reads.length) await tx.insert(manuscriptMessageReads).values(reads);
  }
}
