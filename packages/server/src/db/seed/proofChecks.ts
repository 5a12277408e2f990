import { Status } from '@jb/contract/workflow';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { PROOF_ROLE } from '../../modules/typesetting/effects.ts';
import type { Tx } from '../client.ts';
import { manuscriptFiles, manuscripts, proofMarks } from '../schema/index.ts';

const HOUR = 3_600_000;

/** Round 1's marks of the demo: what the editor asked on the layout (page, area, kind, note). */
const ROUND_1 = [
  { page: 1, kind: 'highlight', rects: [{ x: 0.1, y: 0.08, w: 0.7, h: 0.05 }], note: '标题改用黑体三号' },
  { page: 1, kind: 'comment', rects: [{ x: 0.1, y: 0.2, w: 0.8, h: 0.05 }], note: '作者单位后补邮编' },
  { page: 1, kind: 'strike', rects: [{ x: 0.1, y: 0.3, w: 0.5, h: 0.04 }], note: '删去重复的“的”' },
] as const;

/**
 * The check of a round in the demo (校样核对, docs/production.md): the first three manuscripts at
 * proof 2 had three marks on their layout in round 1, each resolved by the typesetter in revision 1,
 * so 校样核对 has their marks to check against revision 1 and 在线校对 counts round 2's. On the first,
 * the editor has already checked one mark fixed and one not fixed (carried into round 2 and open
 * there); its third waits. Runs after seedTypesetting (the proof PDFs).
 */
export async function seedProofChecks(
  tx: Tx,
  pressId: number,
  people: { editor: number; typesetter: number },
): Promise<void> {
  const rows = await tx
    .select({ id: manuscripts.id })
    .from(manuscripts)
    .where(and(eq(manuscripts.pressId, pressId), inArray(manuscripts.status, [Status.PROOF_2])))
    .orderBy(asc(manuscripts.id))
    .limit(3);
  for (const [i, m] of rows.entries()) {
    const files = await tx
      .select({
        fileId: manuscriptFiles.fileId,
        round: manuscriptFiles.revision,
        at: manuscriptFiles.createdAt,
      })
      .from(manuscriptFiles)
      .where(and(eq(manuscriptFiles.manuscriptId, m.id), eq(manuscriptFiles.role, PROOF_ROLE)))
      .orderBy(asc(manuscriptFiles.revision));
    const layout = files.find((f) => f.round === 0);
    const revision = files.find((f) => f.round === 1);
    if (!layout || !revision) continue;
    const at = (from: Date, hours: number) => new Date(from.getTime() + hours * HOUR);
    const made = await tx
      .insert(proofMarks)
      .values(
        ROUND_1.map((mark, n) => ({
          ...mark,
          rects: [...mark.rects],
          manuscriptId: m.id,
          round: 1,
          fileId: layout.fileId,
          quote: '',
          createdBy: people.editor,
          createdAt: at(layout.at, 2 + n),
          resolvedBy: people.typesetter,
          resolvedAt: at(revision.at, -1),
        })),
      )
      .returning({ id: proofMarks.id });
    if (i > 0) continue;
    const checkedAt = at(revision.at, 3);
    const [fixed, notFixed] = made;
    await tx
      .update(proofMarks)
      .set({ checkResult: 'fixed', checkedBy: people.editor, checkedAt })
      .where(eq(proofMarks.id, fixed!.id));
    const note = '单位后的邮编仍未补上';
    await tx
      .update(proofMarks)
      .set({ checkResult: 'notFixed', checkNote: note, checkedBy: people.editor, checkedAt })
      .where(eq(proofMarks.id, notFixed!.id));
    await tx.insert(proofMarks).values({
      ...ROUND_1[1],
      rects: [...ROUND_1[1].rects],
      manuscriptId: m.id,
      round: 2,
      fileId: revision.fileId,
      quote: '',
      note,
      createdBy: people.editor,
      createdAt: checkedAt,
      carriedFrom: notFixed!.id,
    });
  }
}
