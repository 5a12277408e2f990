import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authors, manuscriptFiles, storedFiles, users } from '../../db/schema/index.ts';

/** The manuscript files' role (contract MANUSCRIPT_FILE_ROLES): the versions of the manuscript itself. */
export const MANUSCRIPT_ROLE = 'manuscript';

const uploadedByName = sql<string>`coalesce(case when ${storedFiles.uploadedByType} = 'staff'
  then (select ${users.name} from ${users} where ${users.id} = ${storedFiles.uploadedBy})
  else (select ${authors.name} from ${authors} where ${authors.id} = ${storedFiles.uploadedBy}) end, '')`;

/**
 * The manuscript file to work from: the final draft (终稿) when one is marked, else the newest
 * version of the manuscript (the typesetter's source, 上传终稿's row).
 */
export async function sourceFileOf(db: Db, manuscriptId: number, onlyFinal = false) {
  const [row] = await db
    .select({
      fileId: storedFiles.id,
      name: storedFiles.name,
      revision: manuscriptFiles.revision,
      final: manuscriptFiles.final,
      uploadedByName,
      uploadedAt: manuscriptFiles.createdAt,
    })
    .from(manuscriptFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, manuscriptFiles.fileId))
    .where(
      and(
        eq(manuscriptFiles.manuscriptId, manuscriptId),
        eq(manuscriptFiles.role, MANUSCRIPT_ROLE),
        onlyFinal ? eq(manuscriptFiles.final, true) : undefined,
      ) as SQL,
    )
    .orderBy(desc(manuscriptFiles.final), desc(manuscriptFiles.revision), desc(manuscriptFiles.id))
    .limit(1);
  return row ? { ...row, uploadedAt: row.uploadedAt.toISOString() } : null;
}
