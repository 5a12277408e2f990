import { Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { manuscripts } from '../src/db/schema/index.ts';

/** Puts a world's manuscript at acceptance confirmation (80), where 录用确认 takes it. */
export async function atAcceptanceConfirmation(db: Db, manuscriptId: number): Promise<void> {
  await db
    .update(manuscripts)
    .set({ status: Status.ACCEPTANCE_CONFIRMATION })
    .where(eq(manuscripts.id, manuscriptId));
}
