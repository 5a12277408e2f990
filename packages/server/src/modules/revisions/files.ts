import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';

/** The original names of an application's supporting files, by id. */
export async function filesNamed(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: storedFiles.id, name: storedFiles.name })
    .from(storedFiles)
    .where(inArray(storedFiles.id, [...new Set(ids)]));
  return new Map(rows.map((f) => [f.id, f.name]));
}
