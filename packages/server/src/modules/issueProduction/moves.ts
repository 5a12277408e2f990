import type { Lang } from '@jb/contract/i18n';
import type { IssueLevelAction, PublicationAction } from '@jb/contract/productionRows';
import { TRANSITIONS } from '@jb/contract/transitions';
import type { ManuscriptStatus } from '@jb/contract/workflow';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { issuePlacements, journalIssues, manuscripts } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors, refuse } from '../../platform/errors.ts';
import { assertSamePress, requireJournal } from '../../platform/tenancy.ts';
import { staff } from '../workflow/actor.ts';
import { applyManyIn } from '../workflow/applyMany.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';

/** An article of the issue as the move sees it, its row locked. */
export interface IssueArticle {
  id: number;
  version: number;
  status: ManuscriptStatus;
  articleNo: string;
}

export type LockedIssue = typeof journalIssues.$inferSelect;

/**
 * An issue in the caller's scope (another press's or journal's: 404); `lock`: its row locked for a
 * change. The one scope check of every issue-level read and change.
 */
async function scopedIssue(db: Db | Tx, auth: AuthContext, issueId: number, lock: boolean) {
  const query = db.select().from(journalIssues).where(eq(journalIssues.id, issueId));
  const [issue] = await (lock ? query.for('update') : query);
  if (!issue) throw errors.notFound();
  const journal = await requireJournal(db, auth, issue.journalId);
  assertSamePress(auth, journal.pressId);
  return issue;
}

/** The issue locked for a production step, in the caller's scope (another press's or journal's: 404). */
export const lockIssue = (tx: Tx, auth: AuthContext, issueId: number): Promise<LockedIssue> =>
  scopedIssue(tx, auth, issueId, true);

/** The issue in the caller's scope for a read (another press's or journal's: 404), not locked. */
export const issueInScope = (db: Db | Tx, auth: AuthContext, issueId: number): Promise<LockedIssue> =>
  scopedIssue(db, auth, issueId, false);

/** The issue's articles in contents order. */
export async function articlesOf(tx: Tx, issueId: number): Promise<IssueArticle[]> {
  const rows = await tx
    .select({
      id: manuscripts.id,
      version: manuscripts.version,
      status: manuscripts.status,
      articleNo: manuscripts.articleNo,
    })
    .from(issuePlacements)
    .innerJoin(manuscripts, eq(manuscripts.id, issuePlacements.manuscriptId))
    .where(eq(issuePlacements.issueId, issueId))
    .orderBy(asc(issuePlacements.position));
  return rows.map((r) => ({ ...r, status: r.status as ManuscriptStatus }));
}

/**
 * Checks that every article of the issue is where the action starts (the row's `from`); `seen`: the
 * status the person saw the issue at (a film upload names it), another one is a stale view (409).
 */
export function assertAllAt(articles: readonly IssueArticle[], action: IssueAction, seen?: number) {
  if (articles.length === 0) throw errors.field('issueId', 'issueProduction.empty');
  const from: readonly number[] = TRANSITIONS.find((t) => t.action === action)!.from;
  const at = articles.filter((a) => from.includes(a.status));
  if (seen !== undefined && (!from.includes(seen) || articles.some((a) => a.status !== seen)))
    throw errors.staleVersion();
  if (at.length === 0) throw errors.field('issueId', 'issueProduction.stage');
  if (at.length < articles.length) throw errors.field('issueId', 'issueProduction.behind');
}

/** The rows that move a whole issue. */
export type IssueAction = IssueLevelAction | PublicationAction;

export interface IssueMove {
  issueId: number;
  action: IssueAction;
  note?: string;
  /** The status the person saw the issue at, when the call names it. */
  seen?: number;
  /** The step's own record (a film package, a printing), written in the same transaction first. */
  record?: (tx: Tx, issue: LockedIssue, articles: IssueArticle[]) => Promise<void>;
}

/**
 * Moves every article of an issue by one row of the table, together: the issue row locked, its
 * articles all at the row's start, the step's record, then the engine's set-based move (one event
 * each), in one transaction. Any article refused refuses the whole step; nothing is half-moved.
 */
export async function moveIssue(deps: WorkflowDeps, auth: AuthContext, lang: Lang, move: IssueMove) {
  return deps.db.transaction(async (tx) => {
    const issue = await lockIssue(tx, auth, move.issueId);
    const articles = await articlesOf(tx, issue.id);
    assertAllAt(articles, move.action, move.seen);
    await move.record?.(tx, issue, articles);
    const results = await applyManyIn(
      tx,
      deps.notifier,
      staff(auth),
      move.action,
      articles.map((a) => ({ id: a.id, version: a.version })),
      lang,
      move.note ?? '',
    );
    const refused = results.find((r) => !r.ok);
    if (refused && !refused.ok)
      throw refuse(refused.code as never, { reason: refused.reason, status: refused.status } as never);
    // Each article keeps the production process it was submitted under: articles whose processes
    // lead to different steps would split the issue. It moves as one or not at all.
    const reached = new Set(results.map((r) => (r.ok ? r.status : null)));
    if (reached.size !== 1) throw errors.field('issueId', 'issueProduction.mixedProcesses');
    return { issueId: issue.id, moved: results.length, status: [...reached][0]! };
  });
}
