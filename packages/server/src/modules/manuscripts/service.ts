import { CHINA_UTC_OFFSET_HOURS } from '@jb/contract/constants';
import { FeeType } from '@jb/contract/enums/order';
import { fenToYuan } from '@jb/contract/money';
import { JournalStatus } from '@jb/contract/schemas/journals';
import {
  formatManuscriptNumber,
  type manuscriptSubmitBody,
  type submissionFields,
} from '@jb/contract/schemas/manuscripts';
import { Status } from '@jb/contract/workflow';
import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import {
  journalColumns,
  journalFees,
  journals,
  manuscriptCounters,
  manuscriptEvents,
  manuscripts,
  productionProcesses,
  reviewProcesses,
} from '../../db/schema/index.ts';
import type { AuthorContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { annexesSubmitted } from '../annexAudit/writes.ts';
import { referrerOfCode } from '../caibianPerf/referral.ts';
import { createOrder } from '../orders/service.ts';
import { processesInForce } from '../processes/service.ts';
import { readSettings } from '../settings/service.ts';
import { recordedAs } from '../workflow/actor.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { holdIfDue } from '../workflow/fundHold.ts';
import { authorActionsOf } from './authorActions.ts';
import { adjustCount } from './counts.ts';
import { attachFiles, checkSubject, writeByline } from './submissionParts.ts';

export function chinaDate(now: Date) {
  const d = new Date(now.getTime() + CHINA_UTC_OFFSET_HOURS * 3_600_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.toISOString().slice(0, 10) };
}

/** The prepaid fee (SPEC §3 fee type 1) the journal charges today in fen, or null when it charges none. */
export function prepaidFee(tx: Db | Tx, journalId: number, day: string): Promise<number | null> {
  return feeInForce(tx, journalId, FeeType.PREPAID, day);
}

/** A fee of the journal in force on a China day, in fen; null when it charges none of that type. */
export async function feeInForce(
  tx: Db | Tx,
  journalId: number,
  feeType: number,
  day: string,
): Promise<number | null> {
  const rows = await tx
    .select({ amountFen: journalFees.amountFen })
    .from(journalFees)
    .where(
      and(
        eq(journalFees.journalId, journalId),
        eq(journalFees.feeType, feeType),
        sql`${journalFees.amountFen} > 0`,
        lte(journalFees.validFrom, day),
        or(isNull(journalFees.validTo), gte(journalFees.validTo, day)),
      ),
    )
    .orderBy(desc(journalFees.validFrom))
    .limit(1);
  return rows[0]?.amountFen ?? null;
}

/** The journal's next number for the year, taken atomically (two submissions never share one). */
async function nextSequence(tx: Tx, journalId: number, year: number): Promise<number> {
  const [row] = await tx
    .insert(manuscriptCounters)
    .values({ journalId, year, last: 1 })
    .onConflictDoUpdate({
      target: [manuscriptCounters.journalId, manuscriptCounters.year],
      set: { last: sql`${manuscriptCounters.last} + 1` },
    })
    .returning({ last: manuscriptCounters.last });
  return row!.last;
}

type SubmissionFields = z.infer<typeof submissionFields>;

/** Who a submission is for and who makes it: the author themself, or a staff member on their behalf. */
export interface Submitter {
  pressId: number;
  journalId: number;
  /** The author who owns the manuscript and its orders, and receives its notices. */
  authorId: number;
  /** Who the submission event and the order's making are recorded for; files must be this person's uploads. */
  actor: { type: 'author' | 'staff'; id: number };
  /** The referring acquisition editor, already checked (null: none). */
  referrerId: number | null;
}

/** An author's submission at their journal's site; their referral link's editor, if any, refers it. */
export async function submitManuscript(
  deps: WorkflowDeps,
  author: AuthorContext,
  body: z.infer<typeof manuscriptSubmitBody>,
  now = new Date(),
) {
  if (author.blacklisted) throw errors.authorBlacklisted();
  return deps.db.transaction(async (tx) => {
    const submitter: Submitter = {
      pressId: author.pressId,
      journalId: author.journalId,
      authorId: author.authorId,
      actor: { type: 'author', id: author.authorId },
      referrerId: await referrerOfCode(tx, author.pressId, body.referralCode),
    };
    return createSubmission(deps, tx, submitter, body, now);
  });
}

/**
 * A submission, in the caller's transaction: only to an open journal (passed journal review, press
 * taking contributions), into an enabled column. The manuscript records the rows of the review and
 * production processes in force now; it starts at 0 (author unpaid) when the journal charges a
 * prepaid fee today, else at the first stage of its review path. The author owns it and its order
 * and gets the notices; the event and the order name the submitter's actor.
 */
export async function createSubmission(
  deps: WorkflowDeps,
  tx: Tx,
  who: Submitter,
  body: SubmissionFields,
  now: Date,
) {
  const [journal] = await tx
    .select({ id: journals.id, status: journals.status })
    .from(journals)
    .where(and(eq(journals.id, who.journalId), eq(journals.pressId, who.pressId)));
  if (!journal) throw errors.notFound();
  const { settings } = await readSettings(tx, who.pressId);
  if (journal.status !== JournalStatus.OPEN || !settings.contribute.open) throw errors.journalClosed();
  const [column] = await tx
    .select({ enabled: journalColumns.enabled })
    .from(journalColumns)
    .where(and(eq(journalColumns.id, body.columnId), eq(journalColumns.journalId, journal.id)));
  if (!column) throw errors.field('columnId', 'invalid');
  if (!column.enabled) throw errors.columnClosed();
  await checkSubject(tx, journal.id, body.subjectId);

  const { review, production } = await processesInForce(tx, who.pressId, journal.id);
  const date = chinaDate(now);
  const fee = await prepaidFee(tx, journal.id, date.day);
  const status = fee === null ? review.path[1]! : Status.AUTHOR_UNPAID;
  const seq = await nextSequence(tx, journal.id, date.year);
  const articleNo = formatManuscriptNumber(settings.manuscriptNumberFormat, {
    journalCode: String(journal.id).padStart(3, '0'),
    year: date.year,
    month: date.month,
    seq,
  });
  const [created] = await tx
    .insert(manuscripts)
    .values({
      pressId: who.pressId,
      journalId: journal.id,
      columnId: body.columnId,
      authorId: who.authorId,
      articleNo,
      title: body.title,
      keywords: body.keywords,
      abstract: body.abstract,
      subjectId: body.subjectId,
      natureArticleType: body.natureArticleType,
      foundationFlag: body.foundationFlag ? 1 : 0,
      foundationStatus: body.foundationFlag ? 1 : 0,
      fundName: body.foundationFlag ? body.fundName : '',
      fundNumber: body.foundationFlag ? body.fundNumber : '',
      fundLevel: body.foundationFlag ? body.fundLevel : null,
      status,
      reviewProcessId: review.id,
      productionProcessId: production.id,
      referrerId: who.referrerId,
      submittedAt: now,
    })
    .returning({ id: manuscripts.id });
  const id = created!.id;
  await adjustCount(
    tx,
    { pressId: who.pressId, journalId: journal.id, columnId: body.columnId, status, submittedAt: now },
    1,
  );
  await writeByline(tx, id, who.authorId, body.authors);
  await attachFiles(tx, id, { pressId: who.pressId, uploader: who.actor }, body);
  if (body.annexFileIds.length > 0) await annexesSubmitted(tx, id, who.authorId, now);
  await tx.insert(manuscriptEvents).values({
    manuscriptId: id,
    action: who.actor.type === 'staff' ? 'staffEntry' : 'submit',
    fromStatus: null,
    toStatus: status,
    actorType: who.actor.type,
    actorId: who.actor.id,
    reviewProcessId: review.id,
    productionProcessId: production.id,
    createdAt: now,
  });
  if (fee !== null) {
    const order = { pressId: who.pressId, journalId: journal.id, manuscriptId: id };
    await createOrder(
      tx,
      { ...order, authorId: who.authorId, feeType: FeeType.PREPAID, amountFen: fee },
      who.actor,
      date.day,
      now,
    );
  }
  await deps.notifier.toAuthor(tx, id, 'submissionReceived');
  if (fee !== null) await deps.notifier.toAuthor(tx, id, 'paymentRequested', { amount: fenToYuan(fee) });
  // A process holding funds from the first stage: a funded submission goes on to the fund audit (600).
  const actor = recordedAs(who.actor, who.pressId, journal.id);
  const held = (await holdIfDue(tx, deps.notifier, actor, [id], now)).get(id);
  return { id, articleNo, status: held?.status ?? status };
}

/** The author's own manuscripts, newest first (or the one named). */
export async function authorManuscripts(db: Db, author: AuthorContext, id?: number) {
  const rows = await db
    .select({
      id: manuscripts.id,
      articleNo: manuscripts.articleNo,
      title: manuscripts.title,
      journalName: journals.name,
      columnName: journalColumns.name,
      status: manuscripts.status,
      reviewProcessId: manuscripts.reviewProcessId,
      reviewProcessVersion: reviewProcesses.version,
      productionProcessId: manuscripts.productionProcessId,
      productionProcessVersion: productionProcesses.version,
      submittedAt: manuscripts.submittedAt,
      annexStatus: manuscripts.annexStatus,
      supplementStatus: manuscripts.supplementStatus,
      authorProofreads: journals.authorProofreads,
    })
    .from(manuscripts)
    .innerJoin(journals, eq(journals.id, manuscripts.journalId))
    .innerJoin(journalColumns, eq(journalColumns.id, manuscripts.columnId))
    .innerJoin(reviewProcesses, eq(reviewProcesses.id, manuscripts.reviewProcessId))
    .innerJoin(productionProcesses, eq(productionProcesses.id, manuscripts.productionProcessId))
    .where(
      and(
        eq(manuscripts.authorId, author.authorId),
        eq(manuscripts.pressId, author.pressId),
        id === undefined ? undefined : eq(manuscripts.id, id),
      ),
    )
    .orderBy(desc(manuscripts.submittedAt), desc(manuscripts.id))
    .limit(200);
  const actions = await authorActionsOf(db, rows);
  return rows.map(({ annexStatus: _a, supplementStatus: _s, authorProofreads: _p, ...r }) => ({
    ...r,
    submittedAt: r.submittedAt.toISOString(),
    actions: actions.get(r.id) ?? [],
  }));
}
