import { FINAL_DRAFT_STATUSES } from '@jb/contract/schemas/finalDraft';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { MANUSCRIPT_ROLE } from '../../modules/finalDraft/queries.ts';
import type { Tx } from '../client.ts';
import { manuscriptEvents, manuscriptFiles, manuscripts, storedFiles } from '../schema/index.ts';

/**
 * 上传终稿 (/caibian/UploadTerminal): the first of 张采编's accepted referrals not yet in layout has
 * the author's final draft, uploaded by 张采编 (the original's content under a new name), as the
 * manuscript file's newest version; the others wait for one.
 */
export async function seedFinalDrafts(tx: Tx, pressId: number, editorId: number): Promise<void> {
  const [m] = await tx
    .select({
      id: manuscripts.id,
      status: manuscripts.status,
      file: storedFiles,
      revision: manuscriptFiles.revision,
    })
    .from(manuscripts)
    .innerJoin(manuscriptFiles, eq(manuscriptFiles.manuscriptId, manuscripts.id))
    .innerJoin(storedFiles, eq(storedFiles.id, manuscriptFiles.fileId))
    .where(
      and(
        eq(manuscripts.pressId, pressId),
        eq(manuscripts.referrerId, editorId),
        inArray(manuscripts.status, [...FINAL_DRAFT_STATUSES]),
        eq(manuscriptFiles.role, MANUSCRIPT_ROLE),
      ),
    )
    .orderBy(asc(manuscripts.id), asc(manuscriptFiles.revision))
    .limit(1);
  if (!m) return;
  const { id: _id, createdAt: _at, ...original } = m.file;
  const [file] = await tx
    .insert(storedFiles)
    .values({ ...original, name: `终稿-${original.name}`, uploadedByType: 'staff', uploadedBy: editorId })
    .returning({ id: storedFiles.id });
  await tx
    .update(manuscriptFiles)
    .set({ final: false })
    .where(and(eq(manuscriptFiles.manuscriptId, m.id), eq(manuscriptFiles.role, MANUSCRIPT_ROLE)));
  await tx.insert(manuscriptFiles).values({
    manuscriptId: m.id,
    fileId: file!.id,
    role: MANUSCRIPT_ROLE,
    revision: m.revision + 1,
    final: true,
  });
  await tx.insert(manuscriptEvents).values({
    manuscriptId: m.id,
    action: 'finalDraftUploaded',
    fromStatus: m.status,
    toStatus: m.status,
    actorType: 'staff',
    actorId: editorId,
  });
}
