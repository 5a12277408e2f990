import { doiOf } from '@jb/contract/doi';
import type { Lang } from '@jb/contract/i18n';
import { IssueStatus } from '@jb/contract/schemas/issues';
import type { publishBody } from '@jb/contract/schemas/publication';
import { manuscriptPath, Status } from '@jb/contract/workflow';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import {
  articlePublications,
  issuePlacements,
  issuePrintings,
  journalIssues,
  journals,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { type IssueArticle, type LockedIssue, moveIssue } from '../issueProduction/moves.ts';
import { assertMailed } from '../mailing/batches.ts';
import { chinaDate } from '../manuscripts/service.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { loadSubjects } from '../workflow/subjects.ts';
import { queueDeposit } from './deposits.ts';

/**
 * Whether the articles' production processes have the mailing step (their paths go through 220):
 * all of them or none; an issue mixing both cannot take either way as one (refused).
 */
async function mailsFirst(tx: Tx, articles: readonly IssueArticle[]): Promise<boolean> {
  const subjects = await loadSubjects(
    tx,
    articles.map((a) => a.id),
  );
  const mailing = [...subjects.values()].map((s) => manuscriptPath(s.config).includes(Status.MAILING));
  if (mailing.some((m) => m !== mailing[0])) throw errors.field('issueId', 'issueProduction.mixedProcesses');
  return mailing[0] ?? false;
}

async function assertPrinted(tx: Tx, issueId: number) {
  const [printing] = await tx
    .select({ completedOn: issuePrintings.completedOn })
    .from(issuePrintings)
    .where(eq(issuePrintings.issueId, issueId));
  if (!printing?.completedOn) throw errors.field('issueId', 'publication.notPrinted');
}

/** Mailing (220): a printed issue's copies go out; only on a process with the mailing step. */
export function startMailing(deps: WorkflowDeps, auth: AuthContext, lang: Lang, issueId: number) {
  return moveIssue(deps, auth, lang, {
    issueId,
    action: 'startMailing',
    record: async (tx, issue, articles) => {
      await assertPrinted(tx, issue.id);
      if (!(await mailsFirst(tx, articles))) throw errors.field('issueId', 'publication.noMailing');
    },
  });
}

/** Each article's pages, in contents order from page 1; every article needs its page count. */
async function pageRanges(tx: Tx, issueId: number) {
  const placed = await tx
    .select({ id: issuePlacements.manuscriptId, pages: issuePlacements.pages })
    .from(issuePlacements)
    .where(eq(issuePlacements.issueId, issueId))
    .orderBy(asc(issuePlacements.position));
  if (placed.some((p) => p.pages < 1)) throw errors.field('issueId', 'publication.pages');
  let next = 1;
  return placed.map((p, k) => {
    const range = { manuscriptId: p.id, seq: k + 1, firstPage: next, lastPage: next + p.pages - 1 };
    next += p.pages;
    return range;
  });
}

/** The DOIs and pages of the issue's articles, written with the issue marked published. */
export async function recordPublication(
  tx: Tx,
  auth: AuthContext,
  issue: LockedIssue,
  publishedOn: string,
): Promise<void> {
  const [journal] = await tx
    .select({ code: journals.code, prefix: journals.doiPrefix, pattern: journals.doiPattern })
    .from(journals)
    .where(eq(journals.id, issue.journalId));
  if (!journal?.prefix) throw errors.field('issueId', 'publication.noDoiPrefix');
  const rows = (await pageRanges(tx, issue.id)).map((r) => ({
    manuscriptId: r.manuscriptId,
    issueId: issue.id,
    doi: doiOf(journal.prefix, journal.pattern, {
      code: journal.code,
      year: issue.year,
      volume: issue.volume,
      number: issue.number,
      seq: r.seq,
    }),
    firstPage: r.firstPage,
    lastPage: r.lastPage,
    publishedOn,
    publishedBy: auth.userId,
  }));
  const taken = await tx
    .select({ doi: articlePublications.doi })
    .from(articlePublications)
    .where(
      inArray(
        articlePublications.doi,
        rows.map((r) => r.doi),
      ),
    );
  if (taken.length > 0) throw errors.field('issueId', 'publication.doiTaken');
  // Another issue taking one of these DOIs at the same moment: its unique index refuses ours.
  const inserted = await tx.insert(articlePublications).values(rows).onConflictDoNothing().returning({
    id: articlePublications.manuscriptId,
  });
  if (inserted.length !== rows.length) throw errors.field('issueId', 'publication.doiTaken');
  await tx
    .update(journalIssues)
    .set({
      status: IssueStatus.PUBLISHED,
      actualDate: publishedOn,
      version: sql`${journalIssues.version} + 1`,
    })
    .where(eq(journalIssues.id, issue.id));
}

/**
 * Publication (230): from mailing (every recipient's parcel has its tracking number), or from
 * printing (complete) on a process without the mailing step; every article gets its DOI and pages
 * and the issue is published, and its Crossref deposit is queued (`crossrefSending`: whether it is
 * sent), in the move's transaction.
 */
export function publishIssue(
  deps: WorkflowDeps & { crossrefSending: boolean },
  auth: AuthContext,
  lang: Lang,
  body: z.infer<typeof publishBody>,
) {
  return moveIssue(deps, auth, lang, {
    issueId: body.issueId,
    action: 'publish',
    record: async (tx, issue, articles) => {
      if (body.publishedOn > chinaDate(new Date()).day)
        throw errors.field('publishedOn', 'publication.future');
      const [printed] = await tx
        .select({ on: issuePrintings.completedOn })
        .from(issuePrintings)
        .where(eq(issuePrintings.issueId, issue.id));
      if (printed?.on && body.publishedOn < printed.on)
        throw errors.field('publishedOn', 'publication.beforePrinting');
      if (articles[0]!.status === Status.PRINTING) {
        await assertPrinted(tx, issue.id);
        if (await mailsFirst(tx, articles)) throw errors.field('issueId', 'publication.mailingFirst');
      } else await assertMailed(tx, issue.id);
      await recordPublication(tx, auth, issue, body.publishedOn);
      await queueDeposit(tx, { jobs: deps.notifier.jobs, sending: deps.crossrefSending }, issue, auth.userId);
    },
  });
}
