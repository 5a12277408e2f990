import { Status } from '@jb/contract/workflow';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { PROOF_ROLE, roundOf } from '../../modules/typesetting/effects.ts';
import type { Tx } from '../client.ts';
import { authors, journals, manuscriptFiles, manuscripts, proofMarks } from '../schema/index.ts';

const HOUR = 3_600_000;

/**
 * The author's proof reading in the demo (docs/production.md): the journal of the first manuscript
 * at proof 1 whose author signs in on the demo (a demo author, not blacklisted; password Demo@2026)
 * has its authors read the proofs; that author has marked the layout (an insertion and a comment),
 * beside the editor's mark, so 发排校对's proof drawer shows the author's marks and the author site
 * offers 校对清样 on the manuscript. Runs after seedTypesetting (the proof PDFs).
 */
export async function seedAuthorProofs(tx: Tx, pressId: number, editorId: number): Promise<void> {
  const [m] = await tx
    .select({ id: manuscripts.id, journalId: manuscripts.journalId, authorId: manuscripts.authorId })
    .from(manuscripts)
    .innerJoin(authors, eq(authors.id, manuscripts.authorId))
    .where(
      and(
        eq(manuscripts.pressId, pressId),
        inArray(manuscripts.status, [Status.PROOF_1]),
        eq(authors.blacklistType, 0),
      ),
    )
    .orderBy(asc(manuscripts.journalId), asc(manuscripts.id))
    .limit(1);
  if (!m) return;
  const round = roundOf(Status.PROOF_1)!;
  const [layout] = await tx
    .select({ fileId: manuscriptFiles.fileId, createdAt: manuscriptFiles.createdAt })
    .from(manuscriptFiles)
    .where(
      and(
        eq(manuscriptFiles.manuscriptId, m.id),
        eq(manuscriptFiles.role, PROOF_ROLE),
        eq(manuscriptFiles.revision, round - 1),
      ),
    )
    .limit(1);
  if (!layout) return;
  await tx.update(journals).set({ authorProofreads: true }).where(eq(journals.id, m.journalId));
  const at = (hours: number) => new Date(layout.createdAt.getTime() + hours * HOUR);
  const mark = { manuscriptId: m.id, round, fileId: layout.fileId };
  await tx.insert(proofMarks).values([
    {
      ...mark,
      page: 1,
      kind: 'insert',
      rects: [{ x: 0.1, y: 0.16, w: 0.62, h: 0.05 }],
      quote: '',
      note: '题目后请补充基金项目脚注：省自然科学基金资助',
      authorId: m.authorId,
      createdAt: at(20),
    },
    {
      ...mark,
      page: 1,
      kind: 'comment',
      rects: [{ x: 0.1, y: 0.24, w: 0.8, h: 0.04 }],
      quote: '',
      note: '第一作者单位名称请用全称',
      authorId: m.authorId,
      createdAt: at(21),
    },
    {
      ...mark,
      page: 1,
      kind: 'highlight',
      rects: [{ x: 0.1, y: 0.3, w: 0.8, h: 0.06 }],
      quote: '',
      note: '摘要首句与正文重复，请排版员核对',
      createdBy: editorId,
      createdAt: at(26),
    },
  ]);
}
