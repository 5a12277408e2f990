import { createHash } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import type { BlobStore } from './blobStore.ts';

/** A PDF the product made (a letter, a report), as the jobs that mail it keep it. */
export interface GeneratedPdf {
  pressId: number;
  /** The file's name as people see it (and as the mail attaches it). */
  name: string;
  /** What the file is (`stored_files.kind`). */
  kind: string;
  /** The staff member on whose action it was made. */
  madeBy: number;
}

/**
 * Keeps the bytes in the file store (content-addressed, so a retried job writes the same object) and
 * returns the step that records the file inside the caller's transaction, with its id to attach.
 */
export async function keepGeneratedPdf(
  store: BlobStore,
  pdf: Buffer,
  file: GeneratedPdf,
): Promise<(tx: Tx) => Promise<number>> {
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  await store.putBytes(sha256, pdf, 'application/pdf');
  return async (tx) => {
    const [row] = await tx
      .insert(storedFiles)
      .values({
        pressId: file.pressId,
        sha256,
        sizeBytes: pdf.length,
        type: 'pdf',
        mime: 'application/pdf',
        name: file.name,
        kind: file.kind,
        uploadedByType: 'staff',
        uploadedBy: file.madeBy,
      })
      .returning({ id: storedFiles.id });
    return row!.id;
  };
}
