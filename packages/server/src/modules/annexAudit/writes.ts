import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { manuscripts } from '../../db/schema/index.ts';
import { record } from './queries.ts';
import { AnnexStatus, SupplementStatus } from './status.ts';

/** Sets a manuscript's annex and supplement status (the annex audit's own fields; never its review status). */
export async function setStatus(tx: Tx, id: number, annexStatus: number, supplementStatus: number) {
  await tx.update(manuscripts).set({ annexStatus, supplementStatus }).where(eq(manuscripts.id, id));
  return { id, annexStatus, supplementStatus };
}

/** Annexes sent with a submission await audit (in the submission's transaction). */
export async function annexesSubmitted(tx: Tx, manuscriptId: number, authorId: number, at?: Date) {
  await record(tx, { manuscriptId, action: 'submitted', actorType: 'author', actorId: authorId, at });
  await setStatus(tx, manuscriptId, AnnexStatus.AWAITING, SupplementStatus.NONE);
}
