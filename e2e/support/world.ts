import path from 'node:path';
import { type Db, openDatabase } from '../../packages/server/src/db/client.ts';
import { journalIssues } from '../../packages/server/src/db/schema/index.ts';
import { acceptedManuscript } from '../../packages/server/test/manuscripts.ts';
import type { Prepare } from './server.ts';

/**
 * A journey's own rows, added to its copy of the demo data before its server opens it (the embedded
 * database takes one process at a time): what no screen makes on the way, made by the server's own
 * code (the API tests' factories), so a journey starts from rows no other seed or journey touches.
 */
export function prepareWith(add: (db: Db) => Promise<void>): Prepare {
  return async (dataDir) => {
    const database = openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      await add(database.db);
    } finally {
      await database.close();
    }
  };
}

/** A demo journal by name, with its press and its first enabled column. */
async function journalNamed(db: Db, name: string) {
  const journal = await db.query.journals.findFirst({ where: (j, { eq }) => eq(j.name, name) });
  if (!journal) throw new Error(`no demo journal named ${name}`);
  const column = await db.query.journalColumns.findFirst({
    where: (c, { and, eq }) => and(eq(c.journalId, journal.id), eq(c.enabled, true)),
    orderBy: (c, { asc }) => [asc(c.sort), asc(c.id)],
  });
  if (!column) throw new Error(`${name} has no enabled column`);
  return { journalId: journal.id, columnId: column.id, press: { id: journal.pressId } };
}

export interface IssueSpec {
  year: number;
  volume: number;
  number: number;
  /** Pages the issue takes (0: no budget). */
  pageBudget: number;
}

/**
 * Scheduling's starting point: planned issues of a demo journal in the year after its last one (so
 * they collide with none of the demo's), and manuscripts of it accepted (90) as an imported history
 * leaves them (`acceptedManuscript`, as the API tests make them), titled. `issues` holds the issues
 * as made once the journey's server started.
 */
export function schedulingWorld(spec: {
  journal: string;
  issues: Omit<IssueSpec, 'year'>[];
  accepted: string[];
}): { prepare: Prepare; issues: IssueSpec[] } {
  const issues: IssueSpec[] = [];
  const prepare = prepareWith(async (db) => {
    const w = await journalNamed(db, spec.journal);
    const last = await db.query.journalIssues.findFirst({
      where: (i, { eq }) => eq(i.journalId, w.journalId),
      orderBy: (i, { desc }) => [desc(i.year)],
    });
    const year = Math.max(last?.year ?? 0, new Date().getFullYear()) + 1;
    for (const issue of spec.issues) {
      const made = { ...issue, year };
      await db.insert(journalIssues).values({
        journalId: w.journalId,
        ...made,
        plannedDate: `${year}-${String(Math.min(issue.number, 12)).padStart(2, '0')}-28`,
        status: 0,
      });
      issues.push(made);
    }
    for (const title of spec.accepted) await acceptedManuscript(db, w, title);
  });
  return { prepare, issues };
}
