import { Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { manuscripts, storedFiles } from '../src/db/schema/index.ts';

/** Puts a world's manuscript at acceptance confirmation (80), where 录用确认 takes it. */
export async function atAcceptanceConfirmation(db: Db, manuscriptId: number): Promise<void> {
  await db
    .update(manuscripts)
    .set({ status: Status.ACCEPTANCE_CONFIRMATION })
    .where(eq(manuscripts.id, manuscriptId));
}

/** Puts a world's manuscript at accepted (90), where 上传终稿 takes it. */
export async function accepted(db: Db, manuscriptId: number): Promise<void> {
  await db.update(manuscripts).set({ status: Status.ACCEPTED }).where(eq(manuscripts.id, manuscriptId));
}

/** A Word file a staff member uploaded (its row only: attaching reads no content), not yet used. */
export async function uploadedDraft(db: Db, pressId: number, userId: number): Promise<number> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      pressId,
      sha256: 'f'.repeat(64),
      sizeBytes: 1024,
      type: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      name: '终稿.docx',
      kind: 'manuscript',
      uploadedByType: 'staff',
      uploadedBy: userId,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}
