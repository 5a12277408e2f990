import path from 'node:path';
import type { WorkflowAction } from '@jb/contract/transitions';
import { eq } from 'drizzle-orm';
import { type Db, openDatabase } from '../../packages/server/src/db/client.ts';
import { authors, journalIssues, journals } from '../../packages/server/src/db/schema/index.ts';
import { seedStaff } from '../../packages/server/src/db/seed/actor.ts';
import { seedDeps } from '../../packages/server/src/db/seed/manuscripts.ts';
import { type ActionRequest, applyAction } from '../../packages/server/src/modules/workflow/applyAction.ts';
import { registerWorkflowFeatures } from '../../packages/server/src/modules/workflowFeatures.ts';
import { hashPassword } from '../../packages/server/src/platform/passwords.ts';
import { acceptedManuscript } from '../../packages/server/test/manuscripts.ts';
import { DEMO_PASSWORD } from './actions.ts';
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
    issues.push(...(await plannedIssues(db, w.journalId, spec.issues)));
    for (const title of spec.accepted) await acceptedManuscript(db, w, title);
  });
  return { prepare, issues };
}

/** Planned issues of a journal in the year after its last one (so they collide with none of the demo's). */
async function plannedIssues(db: Db, journalId: number, specs: Omit<IssueSpec, 'year'>[]) {
  const last = await db.query.journalIssues.findFirst({
    where: (i, { eq }) => eq(i.journalId, journalId),
    orderBy: (i, { desc }) => [desc(i.year)],
  });
  const year = Math.max(last?.year ?? 0, new Date().getFullYear()) + 1;
  const made: (IssueSpec & { id: number })[] = [];
  for (const issue of specs) {
    const row = { ...issue, year };
    const [inserted] = await db
      .insert(journalIssues)
      .values({
        journalId,
        ...row,
        plannedDate: `${year}-${String(Math.min(issue.number, 12)).padStart(2, '0')}-28`,
        status: 0,
      })
      .returning({ id: journalIssues.id });
    made.push({ ...row, id: inserted!.id });
  }
  return made;
}

/**
 * Typesetting's starting point: manuscripts of a demo journal scheduled (100) into an issue of their
 * own, placed by the press administrator through the workflow as the scheduling screen does it, so
 * they wait to be dispatched. With `laidOutBy`, they were dispatched to that demo typesetter, who
 * accepted them: they wait for their layout (120). `issue` holds the issue as made once the
 * journey's server started, `articles` the manuscripts (their article numbers name their proofs).
 */
export function typesettingWorld(spec: {
  journal: string;
  issue: Omit<IssueSpec, 'year'>;
  scheduled: string[];
  laidOutBy?: string;
}): { prepare: Prepare; issue: () => IssueSpec; articles: () => { id: number; articleNo: string }[] } {
  let made: IssueSpec | undefined;
  const articles: { id: number; articleNo: string }[] = [];
  const prepare = prepareWith(async (db) => {
    // The workflow's effects (the placement) as the server and the demo seed register them.
    registerWorkflowFeatures();
    const w = await journalNamed(db, spec.journal);
    const [issue] = await plannedIssues(db, w.journalId, [spec.issue]);
    made = issue;
    const staffNamed = async (account: string) => {
      const user = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.account, account) });
      if (!user) throw new Error(`no demo account ${account}`);
      return { kind: 'staff' as const, auth: seedStaff(w.press.id, user.id) };
    };
    const admin = await staffNamed('pressadmin');
    const setter = spec.laidOutBy ? await staffNamed(spec.laidOutBy) : null;
    const act = async (
      actor: typeof admin,
      action: WorkflowAction,
      id: number,
      input?: ActionRequest['input'],
    ) => {
      const m = await db.query.manuscripts.findFirst({ where: (row, { eq }) => eq(row.id, id) });
      await db.transaction((tx) =>
        applyAction(seedDeps(tx), actor, action, { id, version: m!.version, input }),
      );
      return m!;
    };
    for (const title of spec.scheduled) {
      const { id } = await acceptedManuscript(db, w, title);
      const m = await act(admin, 'schedule', id, {
        placement: { issueId: issue!.id, schedulingType: 1, pages: 8, confirmOverBudget: true },
      });
      articles.push({ id, articleNo: m.articleNo });
      if (!setter) continue;
      const dueOn = new Date(Date.now() + 8 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
      await act(admin, 'dispatch', id, { typesetting: { typesetterId: setter.auth.userId, dueOn } });
      await act(setter, 'acceptDispatch', id);
    }
  });
  return {
    prepare,
    issue: () => {
      if (!made) throw new Error('the journey’s server has not started');
      return made;
    },
    articles: () => articles,
  };
}

export interface ProductionWorld {
  issueId: number;
  issueName: string;
  journalCode: string;
  manuscriptId: number;
  articleNo: string;
  author: { name: string; phone: string };
}

/**
 * The whole production path's starting point: a planned issue of a demo journal of its own (the
 * year after the journal's last), the journal set to the fewest proof rounds (3) with its authors
 * reading the proofs, and one manuscript of it accepted (90) whose author, named `author`, signs in
 * on the journal's site with the demo password. `world()` holds what was made once the journey's
 * server started.
 */
export function productionWorld(spec: {
  journal: string;
  issue: Omit<IssueSpec, 'year'>;
  title: string;
  author: string;
}): { prepare: Prepare; world: () => ProductionWorld } {
  let made: ProductionWorld | undefined;
  const prepare = prepareWith(async (db) => {
    const w = await journalNamed(db, spec.journal);
    const [journal] = await db
      .update(journals)
      .set({ proofRounds: 3, authorProofreads: true })
      .where(eq(journals.id, w.journalId))
      .returning({ code: journals.code });
    const [issue] = await plannedIssues(db, w.journalId, [spec.issue]);
    const { id, authorId } = await acceptedManuscript(db, w, spec.title);
    const [author] = await db
      .update(authors)
      .set({ name: spec.author, passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(eq(authors.id, authorId))
      .returning({ phone: authors.phone });
    const m = await db.query.manuscripts.findFirst({ where: (row, { eq }) => eq(row.id, id) });
    made = {
      issueId: issue!.id,
      issueName: `${issue!.year} 年第 ${issue!.volume} 卷第 ${issue!.number} 期`,
      journalCode: journal!.code,
      manuscriptId: id,
      articleNo: m!.articleNo,
      author: { name: spec.author, phone: author!.phone },
    };
  });
  return {
    prepare,
    world: () => {
      if (!made) throw new Error('the journey’s server has not started');
      return made;
    },
  };
}
