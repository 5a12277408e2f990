import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { errors } from '../../platform/errors.ts';
import type { BlobStore } from '../../platform/files/blobStore.ts';

/** A photo a card may carry: a card photo (PNG, JPEG or WebP by content) the editor uploaded. */
export async function requirePhoto(db: Db | Tx, who: { userId: number; pressId: number }, id: number) {
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, id),
        eq(storedFiles.pressId, who.pressId),
        eq(storedFiles.kind, 'cardPhoto'),
        eq(storedFiles.uploadedByType, 'staff'),
        eq(storedFiles.uploadedBy, who.userId),
      ),
    );
  if (!file) throw errors.field('photoFileId', 'card.photo');
  return file;
}

/** A photo as a data URL, for a preview drawn before the card is public (at most 1 MB). */
export async function photoDataUrl(store: BlobStore, file: typeof storedFiles.$inferSelect) {
  const bytes = await buffer(await store.open(file.sha256));
  return `data:${file.mime};base64,${bytes.toString('base64')}`;
}
