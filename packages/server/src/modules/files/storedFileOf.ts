import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';

/** Who uploaded a file: a staff member (users.id) or an author (authors.id); no id: any one of them. */
export interface Uploader {
  type: 'staff' | 'author';
  id?: number;
}

/**
 * A stored file of a press, when it is one — of the kind asked (what it was uploaded as) and
 * uploaded by the person asked, when they are given — else null. The one check behind "may this
 * file go with what this person sends" (vouchers, message attachments, feedback, invoices, an
 * author's own uploads); each caller refuses an unfit file on its own field with its own message.
 */
export async function storedFileOf(
  db: Db | Tx,
  fileId: number,
  want: { pressId: number; kind?: string; uploader?: Uploader },
): Promise<typeof storedFiles.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        eq(storedFiles.pressId, want.pressId),
        want.kind === undefined ? undefined : eq(storedFiles.kind, want.kind),
        want.uploader && eq(storedFiles.uploadedByType, want.uploader.type),
        want.uploader?.id === undefined ? undefined : eq(storedFiles.uploadedBy, want.uploader.id),
      ),
    );
  return row ?? null;
}
