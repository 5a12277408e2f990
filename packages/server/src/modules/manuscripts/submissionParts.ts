import type { submissionFields } from '@jb/contract/schemas/manuscripts';
import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import {
  authors,
  journalSubjects,
  manuscriptAuthors,
  manuscriptFiles,
  storedFiles,
} from '../../db/schema/index.ts';
import { errors } from '../../platform/errors.ts';

type Body = z.infer<typeof submissionFields>;

/** Whose uploads a manuscript may take: an author's own, or those of the staff member entering it for them. */
export type Uploads =
  | { pressId: number; authorId: number }
  | { pressId: number; uploader: { type: 'author' | 'staff'; id: number } };

function uploaderOf(owner: Uploads) {
  return 'uploader' in owner ? owner.uploader : { type: 'author' as const, id: owner.authorId };
}

/** A subject must be one the journal covers. */
export async function checkSubject(tx: Tx, journalId: number, subjectId: number | null): Promise<void> {
  if (subjectId === null) return;
  const [row] = await tx
    .select({ id: journalSubjects.subjectId })
    .from(journalSubjects)
    .where(and(eq(journalSubjects.journalId, journalId), eq(journalSubjects.subjectId, subjectId)));
  if (!row) throw errors.field('subjectId', 'invalid');
}

/** The byline as given, or the submitting author alone as the corresponding author. */
export async function writeByline(tx: Tx, manuscriptId: number, authorId: number, byline: Body['authors']) {
  let rows = byline;
  if (rows.length === 0) {
    const [me] = await tx
      .select({ name: authors.name, affiliation: authors.unit, email: authors.email })
      .from(authors)
      .where(eq(authors.id, authorId));
    rows = [{ ...me!, corresponding: true }];
  }
  await tx.insert(manuscriptAuthors).values(rows.map((a, i) => ({ manuscriptId, position: i + 1, ...a })));
}

/**
 * Attaches the files uploaded for this submission, as the original version (0): each must be the
 * submitter's (the author, or the staff member entering it), of the right kind, and not already
 * part of a manuscript.
 */
export async function attachFiles(tx: Tx, manuscriptId: number, owner: Uploads, body: Body) {
  const wanted = [
    { id: body.manuscriptFileId, role: 'manuscript', field: 'manuscriptFileId' },
    ...body.annexFileIds.map((id, i) => ({ id, role: 'annex', field: `annexFileIds.${i}` })),
    ...(body.fundCertificateFileId === null
      ? []
      : [{ id: body.fundCertificateFileId, role: 'fundCertificate', field: 'fundCertificateFileId' }]),
  ];
  if (body.fundCertificateFileId !== null && !body.foundationFlag)
    throw errors.field('fundCertificateFileId', 'invalid');
  const ids = wanted.map((w) => w.id);
  if (new Set(ids).size !== ids.length) throw errors.field('annexFileIds', 'invalid');
  await attachOwnFiles(tx, manuscriptId, owner, wanted, 0);
}

/**
 * Attaches files as one version of a manuscript: each must be the uploader's own (the author's, or
 * for an entry on the author's behalf the entering staff member's), of the right kind, and not
 * already part of a manuscript (refused on its field otherwise).
 */
export async function attachOwnFiles(
  tx: Tx,
  manuscriptId: number,
  owner: Uploads,
  /** Each file's role on the manuscript, and the kind it was uploaded as when that differs. */
  wanted: { id: number; role: string; field: string; kind?: string }[],
  revision: number,
) {
  const ids = wanted.map((w) => w.id);
  const uploader = uploaderOf(owner);
  const usable = await tx
    .select({ id: storedFiles.id, kind: storedFiles.kind })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, ids),
        eq(storedFiles.pressId, owner.pressId),
        eq(storedFiles.uploadedByType, uploader.type),
        eq(storedFiles.uploadedBy, uploader.id),
        notExists(
          tx
            .select({ one: manuscriptFiles.id })
            .from(manuscriptFiles)
            .where(eq(manuscriptFiles.fileId, storedFiles.id)),
        ),
      ),
    );
  const kinds = new Map(usable.map((f) => [f.id, f.kind]));
  for (const w of wanted)
    if (kinds.get(w.id) !== (w.kind ?? w.role)) throw errors.field(w.field, 'file.kind');
  await tx
    .insert(manuscriptFiles)
    .values(wanted.map((w) => ({ manuscriptId, fileId: w.id, role: w.role, revision })));
}
