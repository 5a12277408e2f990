import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  editorGroupMembers,
  expertProfiles,
  journalSubjects,
  manuscripts,
  subjects,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';

/** The platform's shared subjects and the caller's press's own. */
function visible(auth: AuthContext) {
  return auth.platform ? undefined : or(isNull(subjects.pressId), eq(subjects.pressId, auth.pressId ?? -1));
}

export function visibleSubjects(db: Db, auth: AuthContext) {
  return db.select().from(subjects).where(visible(auth)).orderBy(asc(subjects.sort), asc(subjects.id));
}

export async function visibleSubject(db: Db, auth: AuthContext, id: number) {
  const [row] = await db
    .select()
    .from(subjects)
    .where(and(eq(subjects.id, id), visible(auth)));
  return row;
}

/** Whether every one of `ids` is a subject the press uses: its own or the platform's shared ones. */
export async function allPressSubjects(
  db: Db | Tx,
  pressId: number,
  ids: readonly number[],
): Promise<boolean> {
  if (ids.length === 0) return true;
  const [row] = await db
    .select({ n: count() })
    .from(subjects)
    .where(and(inArray(subjects.id, [...ids]), or(isNull(subjects.pressId), eq(subjects.pressId, pressId))));
  return Number(row?.n ?? 0) === new Set(ids).size;
}

export async function insertSubject(
  db: Db,
  values: { name: string; parentId: number | null; pressId: number | null },
): Promise<number> {
  const [row] = await db.insert(subjects).values(values).returning({ id: subjects.id });
  return row!.id;
}

export async function renameSubjectRow(db: Db, id: number, name: string) {
  await db.update(subjects).set({ name }).where(eq(subjects.id, id));
}

/**
 * Whether a subject has subjects below it or anything names it: a journal, a manuscript, an expert
 * or an editor-group member (the last two keep ids in arrays, which no foreign key guards).
 */
export async function subjectInUse(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({
      used: sql<boolean>`exists (select 1 from ${subjects} c where c.parent_id = ${id})
        or exists (select 1 from ${journalSubjects} where ${journalSubjects.subjectId} = ${id})
        or exists (select 1 from ${manuscripts} where ${manuscripts.subjectId} = ${id})
        or exists (select 1 from ${expertProfiles} where ${id} = any(${expertProfiles.subjectIds}))
        or exists (select 1 from ${editorGroupMembers} where ${id} = any(${editorGroupMembers.subjectIds}))`,
    })
    .from(subjects)
    .where(eq(subjects.id, id));
  return Boolean(row?.used);
}

export async function deleteSubjectRow(db: Db, id: number) {
  await db.delete(subjects).where(eq(subjects.id, id));
}
