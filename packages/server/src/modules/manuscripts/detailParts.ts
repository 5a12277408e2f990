import type { ManuscriptFileRole } from '@jb/contract/schemas/files';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authors, manuscriptAuthors, manuscriptFiles, storedFiles, users } from '../../db/schema/index.ts';

/** The byline of a manuscript, in order. */
export function bylineOf(db: Db, manuscriptId: number) {
  return db
    .select({
      name: manuscriptAuthors.name,
      affiliation: manuscriptAuthors.affiliation,
      email: manuscriptAuthors.email,
      corresponding: manuscriptAuthors.corresponding,
    })
    .from(manuscriptAuthors)
    .where(eq(manuscriptAuthors.manuscriptId, manuscriptId))
    .orderBy(asc(manuscriptAuthors.position));
}

/** Every file version of a manuscript, with who uploaded it and when. */
export async function filesOf(db: Db, manuscriptId: number) {
  const rows = await db
    .select({
      id: manuscriptFiles.id,
      fileId: manuscriptFiles.fileId,
      role: manuscriptFiles.role,
      revision: manuscriptFiles.revision,
      final: manuscriptFiles.final,
      name: storedFiles.name,
      sizeBytes: storedFiles.sizeBytes,
      type: storedFiles.type,
      uploadedByName: sql<string>`coalesce(case when ${storedFiles.uploadedByType} = 'staff'
        then (select ${users.name} from ${users} where ${users.id} = ${storedFiles.uploadedBy})
        else (select ${authors.name} from ${authors} where ${authors.id} = ${storedFiles.uploadedBy}) end, '')`,
      createdAt: manuscriptFiles.createdAt,
    })
    .from(manuscriptFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, manuscriptFiles.fileId))
    .where(eq(manuscriptFiles.manuscriptId, manuscriptId))
    .orderBy(asc(manuscriptFiles.role), asc(manuscriptFiles.revision), asc(manuscriptFiles.id));
  return rows.map((r) => ({
    ...r,
    role: r.role as ManuscriptFileRole,
    createdAt: r.createdAt.toISOString(),
  }));
}
