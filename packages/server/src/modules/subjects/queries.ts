import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journalSubjects, subjects } from '../../db/schema/index.ts';
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

/** Whether a subject has subjects below it or a journal uses it. */
export async function subjectInUse(db: Db, id: number): Promise<boolean> {
  const [child] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(eq(subjects.parentId, id))
    .limit(1);
  const [used] = await db
    .select({ id: journalSubjects.journalId })
    .from(journalSubjects)
    .where(eq(journalSubjects.subjectId, id))
    .limit(1);
  return !!(child || used);
}

export async function deleteSubjectRow(db: Db, id: number) {
  await db.delete(subjects).where(eq(subjects.id, id));
}
