import { SchedulingType } from '@jb/contract/enums/manuscript';
import { FeeType } from '@jb/contract/enums/order';
import { fieldMessage } from '@jb/contract/messages';
import { IssueStatus } from '@jb/contract/schemas/issues';
import { ISSUE_CONTENTS_MAX } from '@jb/contract/schemas/scheduling';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { issuePlacements, journalIssueEvents, journalIssues, manuscripts } from '../../db/schema/index.ts';
import { errors } from '../../platform/errors.ts';
import { cancelUnpaidFeeOrder } from '../orders/service.ts';
import { openFeeOrder } from '../review/feeOrders.ts';
import { staffId } from '../workflow/actor.ts';
import type { EffectContext } from '../workflow/effectContext.ts';

/** The issues locked in id order (two clerks moving articles between the same two issues cannot deadlock). */
async function lockIssues(tx: Tx, ids: readonly number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await tx
    .select()
    .from(journalIssues)
    .where(inArray(journalIssues.id, unique))
    .orderBy(journalIssues.id)
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

/** What an issue holds: its articles and their planned pages. */
export async function issueLoad(tx: Tx, issueId: number): Promise<{ articles: number; pages: number }> {
  const [row] = await tx
    .select({
      articles: sql<number>`count(*)::int`,
      pages: sql<number>`coalesce(sum(${issuePlacements.pages}), 0)::int`,
    })
    .from(issuePlacements)
    .where(eq(issuePlacements.issueId, issueId));
  return row ?? { articles: 0, pages: 0 };
}

/**
 * Refuses pages past the issue's budget unless the person confirmed (a budget of 0 means none is
 * set). The message says the figures, so the dialog can ask with them.
 */
export function checkBudget(
  issue: { pageBudget: number },
  placedPages: number,
  adding: number,
  confirmed: boolean,
): void {
  if (confirmed || issue.pageBudget === 0 || placedPages + adding <= issue.pageBudget) return;
  const { pageBudget } = issue;
  throw errors.validation([
    {
      path: 'confirmOverBudget',
      zh: `超出本期页数预算：预算 ${pageBudget} 页，已排 ${placedPages} 页，本次 ${adding} 页。确认后仍可排入`,
      en: `Over the issue’s page budget: ${pageBudget} pages, ${placedPages} placed, ${adding} more. Confirm to place it anyway`,
    },
  ]);
}

/** The issue's audit record (/sys/period/records) of an article placed, moved or taken out. */
async function recordOnIssue(tx: Tx, c: EffectContext, issueId: number, action: string, reason = '') {
  const [m] = await tx
    .select({ articleNo: manuscripts.articleNo, title: manuscripts.title })
    .from(manuscripts)
    .where(eq(manuscripts.id, c.manuscriptId));
  const detail = `${m?.articleNo ?? c.manuscriptId} ${m?.title ?? ''}${reason ? `: ${reason}` : ''}`;
  await tx.insert(journalIssueEvents).values({ issueId, action, detail, actorId: staffId(c.actor) });
}

/** Closes the gap an article leaves in its issue's contents. */
async function closeGap(tx: Tx, issueId: number, position: number) {
  await tx
    .update(issuePlacements)
    .set({ position: sql`${issuePlacements.position} - 1` })
    .where(and(eq(issuePlacements.issueId, issueId), gt(issuePlacements.position, position)));
}

/**
 * `placeInIssue`: the manuscript goes to the end of an open issue of its own journal, within the
 * page budget unless confirmed. Scheduling (90 → 100) also sets its type, and a rush orders the
 * journal's rush fee; a move (100, stay) leaves the old issue's contents without a gap.
 */
export async function placeInIssue(tx: Tx, c: EffectContext): Promise<void> {
  const p = c.input.placement ?? {};
  if (p.issueId === undefined) throw errors.field('issueId', 'required');
  const [current] = await tx
    .select()
    .from(issuePlacements)
    .where(eq(issuePlacements.manuscriptId, c.manuscriptId))
    .for('update');
  const locked = await lockIssues(tx, current ? [p.issueId, current.issueId] : [p.issueId]);
  const issue = locked.get(p.issueId);
  if (!issue || issue.journalId !== c.subject.journalId)
    throw errors.validation([{ path: 'issueId', ...fieldMessage('scheduling.otherJournal') }]);
  if (issue.status === IssueStatus.PUBLISHED)
    throw errors.validation([{ path: 'issueId', ...fieldMessage('scheduling.published') }]);
  if (current?.issueId === issue.id)
    throw errors.validation([{ path: 'issueId', ...fieldMessage('scheduling.sameIssue') }]);
  const load = await issueLoad(tx, issue.id);
  if (load.articles >= ISSUE_CONTENTS_MAX)
    throw errors.validation([{ path: 'issueId', ...fieldMessage('scheduling.full') }]);
  const pages = current?.pages ?? p.pages ?? 0;
  checkBudget(issue, load.pages, pages, Boolean(p.confirmOverBudget));
  const placed = {
    issueId: issue.id,
    position: load.articles + 1,
    placedBy: staffId(c.actor),
    placedAt: c.at,
  };
  if (current) {
    await tx.update(issuePlacements).set(placed).where(eq(issuePlacements.manuscriptId, c.manuscriptId));
    await closeGap(tx, current.issueId, current.position);
    await recordOnIssue(tx, c, current.issueId, 'moveOut');
    await recordOnIssue(tx, c, issue.id, 'moveIn');
    return;
  }
  if (p.schedulingType === undefined) throw errors.field('schedulingType', 'required');
  await tx.insert(issuePlacements).values({ manuscriptId: c.manuscriptId, pages, ...placed });
  await tx
    .update(manuscripts)
    .set({ schedulingType: p.schedulingType })
    .where(eq(manuscripts.id, c.manuscriptId));
  if (p.schedulingType === SchedulingType.RUSH) await openFeeOrder(tx, c, FeeType.RUSH);
  await recordOnIssue(tx, c, issue.id, 'schedule');
}

const rushDropped = (c: EffectContext) => c.note || 'rush no longer asked';

/** `schedulingType`: rush orders the rush fee; leaving rush cancels its order while unpaid. */
export async function changeSchedulingType(tx: Tx, c: EffectContext): Promise<void> {
  const type = c.input.placement?.schedulingType;
  if (type === undefined) throw errors.field('schedulingType', 'required');
  const [row] = await tx
    .select({ type: manuscripts.schedulingType })
    .from(manuscripts)
    .where(eq(manuscripts.id, c.manuscriptId));
  if (row?.type === type)
    throw errors.validation([{ path: 'schedulingType', ...fieldMessage('scheduling.sameType') }]);
  await tx.update(manuscripts).set({ schedulingType: type }).where(eq(manuscripts.id, c.manuscriptId));
  if (type === SchedulingType.RUSH) await openFeeOrder(tx, c, FeeType.RUSH);
  else if (row?.type === SchedulingType.RUSH)
    await cancelUnpaidFeeOrder(tx, c.manuscriptId, FeeType.RUSH, rushDropped(c), {
      type: 'staff',
      id: staffId(c.actor),
    });
}

/** `removeFromIssue`: out of its issue (back to accepted); an unpaid rush fee order is cancelled. */
export async function removeFromIssue(tx: Tx, c: EffectContext): Promise<void> {
  const [current] = await tx
    .select()
    .from(issuePlacements)
    .where(eq(issuePlacements.manuscriptId, c.manuscriptId))
    .for('update');
  if (current) {
    await lockIssues(tx, [current.issueId]);
    await tx.delete(issuePlacements).where(eq(issuePlacements.manuscriptId, c.manuscriptId));
    await closeGap(tx, current.issueId, current.position);
    await recordOnIssue(tx, c, current.issueId, 'unschedule', c.note);
  }
  await tx.update(manuscripts).set({ schedulingType: null }).where(eq(manuscripts.id, c.manuscriptId));
  await cancelUnpaidFeeOrder(tx, c.manuscriptId, FeeType.RUSH, c.note, {
    type: 'staff',
    id: staffId(c.actor),
  });
}
