import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { manuscriptFiles } from '../../db/schema/index.ts';
import { errors } from '../../platform/errors.ts';
import { attachOwnFiles } from '../manuscripts/submissionParts.ts';
import type { EffectContext } from '../workflow/effectContext.ts';

/**
 * The author's revision is in: the revised manuscript (and the response letter) become the next
 * version beside the earlier ones; the list's revisionNum is the newest version number.
 */
export async function recordRevision(tx: Tx, c: EffectContext): Promise<void> {
  if (c.actor.kind !== 'author') throw errors.forbidden();
  const files = c.input.revision;
  if (!files) throw errors.field('fileId', 'required');
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${manuscriptFiles.revision}), 0)::int` })
    .from(manuscriptFiles)
    .where(
      sql`${manuscriptFiles.manuscriptId} = ${c.manuscriptId} and ${manuscriptFiles.role} = 'manuscript'`,
    );
  const wanted: { id: number; role: string; field: string; kind?: string }[] = [
    { id: files.fileId, role: 'manuscript', field: 'fileId' },
  ];
  if (files.responseFileId !== null) {
    // The response letter is uploaded like a manuscript file and kept beside it as 'response'.
    wanted.push({ id: files.responseFileId, role: 'response', field: 'responseFileId', kind: 'manuscript' });
  }
  const author = { authorId: c.actor.author.authorId, pressId: c.subject.pressId };
  await attachOwnFiles(tx, c.manuscriptId, author, wanted, (row?.last ?? 0) + 1);
}
