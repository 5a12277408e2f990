import { JournalStatus } from '@jb/contract/schemas/journals';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { journalSubjects, journals, subjects } from '../../db/schema/index.ts';

export interface CardJournal {
  id: number;
  code: string;
  name: string;
  /** The journal's scope: its subjects (学科), in their order. */
  scope: string;
}

/**
 * The press's open journals (those `ids` only, when given; within `serves` when given: the journals an
 * editor with assignments serves) with their scope, by id.
 */
export function openJournals(
  db: Db | Tx,
  pressId: number,
  ids?: readonly number[],
  serves?: SQL,
): Promise<CardJournal[]> {
  return db
    .select({
      id: journals.id,
      code: journals.code,
      name: journals.name,
      scope: sql<string>`coalesce((select string_agg(s.name, '、' order by s.sort, s.id)
        from ${journalSubjects} js join ${subjects} s on s.id = js.subject_id
        where js.journal_id = ${journals.id}), '')`,
    })
    .from(journals)
    .where(
      and(
        eq(journals.pressId, pressId),
        eq(journals.status, JournalStatus.OPEN),
        ids ? inArray(journals.id, [...ids]) : undefined,
        serves,
      ),
    )
    .orderBy(asc(journals.id));
}

/** A card's journals in the order the editor chose, those still open only. */
export async function cardJournals(db: Db | Tx, pressId: number, ids: readonly number[], serves?: SQL) {
  if (ids.length === 0) return [];
  const open = new Map((await openJournals(db, pressId, ids, serves)).map((j) => [j.id, j]));
  return ids.flatMap((id) => open.get(id) ?? []);
}
