import type { AnnexAction } from '@jb/contract/schemas/annexAudit';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  annexAudits,
  authors,
  journalAnnexKinds,
  journals,
  manuscripts,
  users,
} from '../../db/schema/index.ts';

/** A journal's requirements in their order. */
export function kindsOf(db: Db | Tx, journalId: number) {
  return db
    .select({
      id: journalAnnexKinds.id,
      name: journalAnnexKinds.name,
      required: journalAnnexKinds.required,
      description: journalAnnexKinds.description,
    })
    .from(journalAnnexKinds)
    .where(eq(journalAnnexKinds.journalId, journalId))
    .orderBy(asc(journalAnnexKinds.sort), asc(journalAnnexKinds.id));
}

/** The names of requirements by id (the history names what a supplement asked for). */
export async function kindNames(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: journalAnnexKinds.id, name: journalAnnexKinds.name })
    .from(journalAnnexKinds)
    .where(inArray(journalAnnexKinds.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Who did it: the staff member's name or the author's. */
const byName = sql<string>`case when ${annexAudits.actorType} = 'author'
  then (select a.name from ${authors} a where a.id = ${annexAudits.actorId})
  else (select u.name from ${users} u where u.id = ${annexAudits.actorId}) end`;

const entryColumns = {
  id: annexAudits.id,
  action: annexAudits.action,
  note: annexAudits.note,
  kindNames: annexAudits.kindNames,
  byName,
  createdAt: annexAudits.createdAt,
};

type EntryRow = { action: string; createdAt: Date; byName: string | null };

/** History rows as the contract gives them: the time in ISO. */
export function presentEntries<T extends EntryRow>(rows: T[]) {
  return rows.map(({ createdAt, byName: by, action, ...r }) => ({
    ...r,
    action: action as AnnexAction,
    byName: by ?? '',
    createdAt: createdAt.toISOString(),
  }));
}

/** A manuscript's annex history, newest first. */
export async function historyOf(db: Db | Tx, manuscriptId: number) {
  const rows = await db
    .select(entryColumns)
    .from(annexAudits)
    .where(eq(annexAudits.manuscriptId, manuscriptId))
    .orderBy(desc(annexAudits.id));
  return presentEntries(rows);
}

/** The newest open supplement request of a manuscript (its note and the requirements named). */
export async function openRequest(db: Db | Tx, manuscriptId: number) {
  const [row] = await db
    .select(entryColumns)
    .from(annexAudits)
    .where(and(eq(annexAudits.manuscriptId, manuscriptId), eq(annexAudits.action, 'supplementAnnex')))
    .orderBy(desc(annexAudits.id))
    .limit(1);
  return row ? presentEntries([row])[0]! : null;
}

/** The audit log over the manuscripts `scope` admits, newest first. */
export async function logPage(
  db: Db,
  scope: SQL | undefined,
  page: { limit: number; offset: number; order: 'asc' | 'desc' },
) {
  const where = scope;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...entryColumns,
        manuscriptId: manuscripts.id,
        articleNo: manuscripts.articleNo,
        title: manuscripts.title,
        journalName: journals.name,
      })
      .from(annexAudits)
      .innerJoin(manuscripts, eq(manuscripts.id, annexAudits.manuscriptId))
      .innerJoin(journals, eq(journals.id, manuscripts.journalId))
      .innerJoin(authors, eq(authors.id, manuscripts.authorId))
      .where(where)
      .orderBy(page.order === 'asc' ? asc(annexAudits.id) : desc(annexAudits.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(annexAudits)
      .innerJoin(manuscripts, eq(manuscripts.id, annexAudits.manuscriptId))
      .innerJoin(authors, eq(authors.id, manuscripts.authorId))
      .where(where),
  ]);
  return { rows: await presentEntries(rows), total: Number(total?.n ?? 0) };
}

/** Manuscripts per annexStatus under `scope`. */
export async function countsBy(db: Db, scope: SQL | undefined) {
  const rows = await db
    .select({ status: manuscripts.annexStatus, n: count() })
    .from(manuscripts)
    .innerJoin(authors, eq(authors.id, manuscripts.authorId))
    .where(and(scope, inArray(manuscripts.annexStatus, [1, 2, 3])))
    .groupBy(manuscripts.annexStatus);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** Writes one history row. */
export function record(
  tx: Tx,
  row: {
    manuscriptId: number;
    action: AnnexAction;
    note?: string;
    kindNames?: string[];
    actorType: 'staff' | 'author';
    actorId: number;
    at?: Date;
  },
) {
  return tx.insert(annexAudits).values({
    manuscriptId: row.manuscriptId,
    action: row.action,
    note: row.note ?? '',
    kindNames: row.kindNames ?? [],
    actorType: row.actorType,
    actorId: row.actorId,
    createdAt: row.at ?? new Date(),
  });
}
