import { SchedulingType } from '@jb/contract/enums/manuscript';
import { FeeType } from '@jb/contract/enums/order';
import { IssueStatus } from '@jb/contract/schemas/issues';
import { ACCEPTED_AND_AFTER, Status } from '@jb/contract/workflow';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { generateYear } from '../../modules/issues/service.ts';
import { openFeeOrderFor } from '../../modules/review/feeOrders.ts';
import { applyAction } from '../../modules/workflow/applyAction.ts';
import type { Db, Tx } from '../client.ts';
import { issuePlacements, journalIssueEvents, journalIssues, manuscripts } from '../schema/index.ts';
import { seedStaff } from './actor.ts';
import { seedDeps } from './manuscripts.ts';

const PUBLISHED_OR_ARCHIVED: readonly number[] = [Status.PUBLISHED, Status.ARCHIVED];
/** The statuses at which a whole issue moves together, farthest along first. */
export const ISSUE_LEVEL_STATUSES: readonly number[] = [
  Status.MAILING,
  Status.PRINTING,
  Status.TO_PRESS,
  Status.PROOF_CONFIRMATION,
  Status.FILM_ALTERATION,
  Status.FILM_OUTPUT,
];
const pagesOf = (id: number) => 6 + (id % 9);

/**
 * Scheduling's demo rows: the history's manuscripts past acceptance sit in issues of their journal
 * (published and archived ones in the issues already out; those in production in the next issues,
 * now in production: one issue for each status from film output on, as such an issue moves as one,
 * then one in typesetting and proofs; those at scheduling in the issue after), each rush one with its rush fee
 * order; then the press administrator schedules two accepted manuscripts through the workflow (one
 * as a rush) and the rest wait in the accepted queue.
 */
export async function seedScheduling(tx: Tx, pressId: number, adminId: number): Promise<void> {
  const placed = await tx
    .select({
      id: manuscripts.id,
      journalId: manuscripts.journalId,
      authorId: manuscripts.authorId,
      status: manuscripts.status,
      schedulingType: manuscripts.schedulingType,
      submittedAt: manuscripts.submittedAt,
    })
    .from(manuscripts)
    .where(
      and(
        eq(manuscripts.pressId, pressId),
        inArray(
          manuscripts.status,
          [...ACCEPTED_AND_AFTER].filter((s) => s !== Status.ACCEPTED),
        ),
      ),
    )
    .orderBy(asc(manuscripts.id));
  const journalIds = [...new Set(placed.map((m) => m.journalId))];
  for (const journalId of journalIds) {
    const own = placed.filter((m) => m.journalId === journalId);
    // An issue moves as one from film output on: each such status has an issue of its own, the
    // farthest along the earliest; then the issue in typesetting and proofs, then the one scheduling,
    // and one more left planned (the workflow schedules into it). Years are planned ahead till enough.
    const issueLevel = ISSUE_LEVEL_STATUSES.filter((st) => own.some((m) => m.status === st));
    const ofJournal = () =>
      tx
        .select()
        .from(journalIssues)
        .where(eq(journalIssues.journalId, journalId))
        .orderBy(asc(journalIssues.year), asc(journalIssues.number));
    let issues = await ofJournal();
    const upcoming = () => issues.filter((i) => i.status !== IssueStatus.PUBLISHED).length;
    for (let years = 0; years < 3 && (years === 0 || upcoming() < issueLevel.length + 3); years++) {
      await planNextYear(tx, pressId, adminId, journalId);
      issues = await ofJournal();
    }
    const out = issues.filter((i) => i.status === IssueStatus.PUBLISHED);
    const coming = issues.filter((i) => i.status !== IssueStatus.PUBLISHED);
    const typesetting = (st: number) =>
      !PUBLISHED_OR_ARCHIVED.includes(st) && st !== Status.SCHEDULING && !ISSUE_LEVEL_STATUSES.includes(st);
    const next = (k: number) =>
      coming.slice(Math.min(k, coming.length - 1), Math.min(k, coming.length - 1) + 1);
    const groups = [
      // An issue is archived as a whole: the archived articles in the earlier issue out, the
      // published ones in the latest (one issue out: both there).
      {
        articles: own.filter((m) => m.status === Status.ARCHIVED),
        into: out.length > 1 ? out.slice(-2, -1) : out.slice(-1),
        producing: false,
      },
      { articles: own.filter((m) => m.status === Status.PUBLISHED), into: out.slice(-1), producing: false },
      ...issueLevel.map((st, k) => ({
        articles: own.filter((m) => m.status === st),
        into: next(k),
        producing: true,
      })),
      { articles: own.filter((m) => typesetting(m.status)), into: next(issueLevel.length), producing: true },
      {
        articles: own.filter((m) => m.status === Status.SCHEDULING),
        into: next(issueLevel.length + 1),
        producing: false,
      },
    ];
    // Two groups share an issue only when a journal has too few issues ahead.
    const positions = new Map<number, number>();
    for (const { articles, into, producing } of groups) {
      if (into.length === 0) continue;
      for (const [k, m] of articles.entries()) {
        const issue = into[k % into.length]!;
        const position = (positions.get(issue.id) ?? 0) + 1;
        positions.set(issue.id, position);
        await tx.insert(issuePlacements).values({
          manuscriptId: m.id,
          issueId: issue.id,
          position,
          pages: pagesOf(m.id),
          placedBy: adminId,
        });
        await tx
          .insert(journalIssueEvents)
          .values({ issueId: issue.id, action: 'schedule', detail: `#${m.id}`, actorId: adminId });
        if (m.schedulingType === SchedulingType.RUSH)
          await openFeeOrderFor(
            tx,
            { pressId, journalId, manuscriptId: m.id, authorId: m.authorId },
            FeeType.RUSH,
            { type: 'staff', id: adminId },
            // Scheduled some weeks after submission (the fees in force then).
            new Date(Math.min(Date.now(), m.submittedAt.getTime() + 40 * 86_400_000)),
          );
      }
      for (const issue of into)
        if (producing && positions.has(issue.id))
          await tx
            .update(journalIssues)
            .set({ status: IssueStatus.IN_PRODUCTION })
            .where(eq(journalIssues.id, issue.id));
    }
  }
  await scheduleThroughTheWorkflow(tx, pressId, adminId);
}

/** Next year's issues, made as the issue screen's "generate" makes them (late in the year few are left). */
async function planNextYear(tx: Tx, pressId: number, adminId: number, journalId: number) {
  const [last] = await tx
    .select({ year: journalIssues.year, volume: journalIssues.volume, pageBudget: journalIssues.pageBudget })
    .from(journalIssues)
    .where(eq(journalIssues.journalId, journalId))
    .orderBy(desc(journalIssues.year))
    .limit(1);
  if (!last) return;
  await generateYear(tx as unknown as Db, seedStaff(pressId, adminId), {
    journalId,
    year: last.year + 1,
    volume: last.volume + 1,
    pageBudget: last.pageBudget,
  });
}

/** Two accepted manuscripts scheduled as a person would (one a rush) into the next planned issue; the others wait. */
async function scheduleThroughTheWorkflow(tx: Tx, pressId: number, adminId: number) {
  const waiting = await tx
    .select({ id: manuscripts.id, version: manuscripts.version, journalId: manuscripts.journalId })
    .from(manuscripts)
    .where(and(eq(manuscripts.pressId, pressId), eq(manuscripts.status, Status.ACCEPTED)))
    .orderBy(asc(manuscripts.id));
  const actor = { kind: 'staff' as const, auth: seedStaff(pressId, adminId) };
  for (const [k, m] of waiting.slice(0, 2).entries()) {
    const [issue] = await tx
      .select({ id: journalIssues.id })
      .from(journalIssues)
      .where(and(eq(journalIssues.journalId, m.journalId), eq(journalIssues.status, IssueStatus.PLANNED)))
      .orderBy(asc(journalIssues.year), asc(journalIssues.number))
      .limit(1);
    if (!issue) continue;
    await applyAction(seedDeps(tx), actor, 'schedule', {
      id: m.id,
      version: m.version,
      input: {
        placement: {
          issueId: issue.id,
          schedulingType: k === 0 ? SchedulingType.RUSH : SchedulingType.REGULAR,
          pages: 10,
          confirmOverBudget: true,
        },
      },
    });
  }
}
