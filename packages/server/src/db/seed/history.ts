import { auditSignAt } from '@jb/contract/auditSign';
import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import {
  type ManuscriptStatus,
  productionPath,
  SIDE_PATH_STATUSES,
  STATUS_CODES,
  Status,
} from '@jb/contract/workflow';
import { and, asc, eq } from 'drizzle-orm';
import { bookEntry } from '../../modules/books/entries.ts';
import { adjustCount } from '../../modules/manuscripts/counts.ts';
import { createOrder } from '../../modules/orders/service.ts';
import { adjustOrderTotals } from '../../modules/orders/totals.ts';
import { processesInForce } from '../../modules/processes/service.ts';
import type { Tx } from '../client.ts';
import {
  authors,
  journalColumns,
  journals,
  manuscriptAuthors,
  manuscriptEvents,
  manuscriptFiles,
  manuscripts,
  orderEvents,
  orders,
  payments,
  productionProcesses,
  storedFiles,
} from '../schema/index.ts';

const TITLES = [
  '基于注意力机制的医学影像分割方法',
  '县域农业社会化服务体系建设研究',
  '高校科研诚信治理的国际比较',
  'A review of graph-based recommendation in scholarly search',
  '城市更新中的历史街区保护策略',
  '锂离子电池健康状态的在线估计',
  '乡村振兴背景下的数字普惠金融',
  'Soil microbial diversity under long-term fertilization',
];

const daysAgo = (d: number, h = 10) => new Date(Date.now() - d * 86_400_000 - h * 3_600_000);

/**
 * The demo's manuscripts beyond payment: a few at every SPEC §4 status, as if the review and
 * production stages (later issues) had moved them, each with the events of every step it took along
 * its own path (action `imported`), a paid prepaid order, its file, its byline and its count. The
 * workflow function moves the ones at 0 (seed/manuscripts.ts); these are history written as rows.
 */
export async function seedHistory(
  tx: Tx,
  pressId: number,
  people: { finance: number; editor: number },
  file: { sha256: string; sizeBytes: number },
  perStatus = 5,
): Promise<void> {
  const first = await tx
    .select({ id: journals.id })
    .from(journals)
    .where(eq(journals.pressId, pressId))
    .orderBy(asc(journals.id))
    .limit(3);
  // Journals proof in 3 to 8 rounds: the third proofs eight times, so every round's status occurs.
  await tx.update(journals).set({ proofRounds: 8 }).where(eq(journals.id, first[2]!.id));
  const open = await tx
    .select({ id: journals.id, proofRounds: journals.proofRounds })
    .from(journals)
    .where(eq(journals.pressId, pressId))
    .orderBy(asc(journals.id))
    .limit(3);
  const writers = await tx
    .select({ id: authors.id, name: authors.name, unit: authors.unit })
    .from(authors)
    .where(and(eq(authors.pressId, pressId), eq(authors.blacklistType, 0)))
    .orderBy(asc(authors.id));
  const targets = STATUS_CODES.filter((s) => s !== Status.AUTHOR_UNPAID).flatMap((s) =>
    Array(perStatus).fill(s),
  );
  for (const [i, target] of targets.entries()) {
    const place = await placeFor(tx, pressId, open, target, i);
    if (!place) continue;
    const { journal, review, production, steps } = place;
    const [column] = await tx
      .select({ id: journalColumns.id })
      .from(journalColumns)
      .where(eq(journalColumns.journalId, journal.id))
      .orderBy(asc(journalColumns.sort))
      .limit(1);
    const writer = writers[i % writers.length]!;
    const submittedAt = daysAgo(400 - (i % 380));
    const [m] = await tx
      .insert(manuscripts)
      .values({
        pressId,
        journalId: journal.id,
        columnId: column!.id,
        authorId: writer.id,
        articleNo: `${String(journal.id).padStart(3, '0')}-${submittedAt.getUTCFullYear()}-${90_000 + i}`,
        title: `${TITLES[i % TITLES.length]}`,
        keywords: '',
        abstract: '本文系统梳理了相关研究，提出改进方法并验证其效果。',
        status: target,
        resumeStatus: SIDE_PATH_STATUSES.includes(target) ? steps.at(-2)! : null,
        reviewProcessId: review.id,
        productionProcessId: production.id,
        foundationFlag: i % 3 === 0 ? 1 : 0,
        foundationStatus: i % 3 === 0 ? 2 : 0,
        fundName: i % 3 === 0 ? '省自然科学基金' : '',
        fundLevel: i % 3 === 0 ? 3 : null,
        annexStatus: i % 7 === 0 ? 1 : i % 11 === 0 ? 2 : 0,
        meetingSign: target === Status.FINAL_REVIEW ? (i % 4) + 1 : null,
        schedulingType: steps.includes(Status.SCHEDULING) ? (i % 3) + 1 : null,
        auditUserId: target === Status.FIRST_REVIEW || target === Status.RE_REVIEW ? people.editor : null,
        auditScheduleStatus: target === Status.EXPERT_REVIEW ? (i % 3) + 1 : null,
        auditSign:
          auditSignAt(target, {
            from: steps.at(-2) ?? Status.AUTHOR_UNPAID,
            action: 'history',
            expertProgress: (i % 3) + 1,
          }) ?? 0,
        submittedAt,
        version: steps.length,
      } as typeof manuscripts.$inferInsert)
      .returning({ id: manuscripts.id });
    const id = m!.id;
    await adjustCount(
      tx,
      { pressId, journalId: journal.id, columnId: column!.id, status: target, submittedAt },
      1,
    );
    await tx.insert(manuscriptAuthors).values({
      manuscriptId: id,
      position: 1,
      name: writer.name,
      affiliation: writer.unit,
      corresponding: true,
    });
    const [stored] = await tx
      .insert(storedFiles)
      .values({
        pressId,
        sha256: file.sha256,
        sizeBytes: file.sizeBytes,
        type: 'docx',
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        name: `${TITLES[i % TITLES.length]!.slice(0, 10)}.docx`,
        kind: 'manuscript',
        uploadedByType: 'author',
        uploadedBy: writer.id,
        createdAt: submittedAt,
      })
      .returning({ id: storedFiles.id });
    await tx
      .insert(manuscriptFiles)
      .values({ manuscriptId: id, fileId: stored!.id, role: 'manuscript', createdAt: submittedAt });
    const order = await createOrder(
      tx,
      {
        pressId,
        journalId: journal.id,
        manuscriptId: id,
        authorId: writer.id,
        feeType: FeeType.PREPAID,
        amountFen: 50_000,
      },
      { type: 'author', id: writer.id },
      submittedAt.toISOString().slice(0, 10),
      submittedAt,
    );
    const paidAt = new Date(submittedAt.getTime() + 86_400_000);
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        method: 'remittance',
        amountFen: 50_000,
        remitter: writer.name,
        paidOn: paidAt.toISOString().slice(0, 10),
        confirmedBy: people.finance,
        createdAt: paidAt,
      })
      .returning({ id: payments.id });
    // History written row by row still books its money, as the order service would.
    await bookEntry(
      tx,
      { id: order.id, pressId, journalId: journal.id, feeType: FeeType.PREPAID },
      { kind: 'remittance', paymentId: payment!.id },
      { type: 'staff', id: people.finance },
    );
    await tx
      .update(orders)
      .set({ payStatus: OrderPayStatus.PAID, paidFen: 50_000, version: 1 })
      .where(eq(orders.id, order.id));
    // The list's kept totals follow, as the order service's moveOrder keeps them.
    const counted = {
      pressId,
      journalId: journal.id,
      feeType: FeeType.PREPAID,
      abnormalFlag: 0,
      createdAt: submittedAt,
    };
    await adjustOrderTotals(tx, [
      { key: { ...counted, payStatus: OrderPayStatus.UNPAID }, n: -1, amountFen: -50_000, paidFen: 0 },
      { key: { ...counted, payStatus: OrderPayStatus.PAID }, n: 1, amountFen: 50_000, paidFen: 50_000 },
    ]);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      kind: 'remittance',
      fromPayStatus: 0,
      toPayStatus: 1,
      amountFen: 50_000,
      actorType: 'staff',
      actorId: people.finance,
      createdAt: paidAt,
    });
    const events = [Status.AUTHOR_UNPAID, ...steps].map((to, k, all) => ({
      manuscriptId: id,
      action: k === 0 ? 'submit' : k === 1 ? 'confirmRemittance' : 'imported',
      fromStatus: k === 0 ? null : all[k - 1]!,
      toStatus: to,
      actorType: k === 0 ? 'author' : 'staff',
      actorId: k === 0 ? writer.id : k === 1 ? people.finance : people.editor,
      reviewProcessId: review.id,
      productionProcessId: production.id,
      createdAt: new Date(submittedAt.getTime() + k * 2 * 86_400_000),
    }));
    await tx.insert(manuscriptEvents).values(events);
  }
}

/** A journal whose processes lead to `target` (trying them in turn from the i-th), and the steps there. */
async function placeFor(
  tx: Tx,
  pressId: number,
  open: { id: number; proofRounds: number }[],
  target: ManuscriptStatus,
  i: number,
) {
  for (let k = 0; k < open.length; k += 1) {
    const journal = open[(i + k) % open.length]!;
    const { review, production } = await processesInForce(tx, pressId, journal.id);
    const [row] = await tx
      .select({ steps: productionProcesses.steps })
      .from(productionProcesses)
      .where(eq(productionProcesses.id, production.id));
    const path = [
      ...review.path,
      ...productionPath(row!.steps as { key: string; enabled: boolean }[], journal.proofRounds),
    ];
    const steps = stepsTo(target, path, i);
    if (steps) return { journal, review, production, steps };
  }
  return null;
}

/**
 * The statuses a manuscript passed to reach `target` from 0 along its path; a side path is entered
 * from a review stage (rejection and fund audit from the first review, revision from the re-review),
 * a film alteration from proof confirmation.
 */
function stepsTo(target: ManuscriptStatus, path: ManuscriptStatus[], i: number): ManuscriptStatus[] | null {
  const main = path.slice(1);
  if (main.includes(target)) return main.slice(0, main.indexOf(target) + 1);
  const from: Partial<Record<ManuscriptStatus, ManuscriptStatus[]>> = {
    [Status.RETURNED_FOR_REVISION]: [Status.RE_REVIEW],
    [Status.REVISION_IN_PROGRESS]: [Status.RE_REVIEW, Status.RETURNED_FOR_REVISION],
    [Status.REJECTION_REVIEW]: [Status.FIRST_REVIEW],
    [Status.REJECTED]: i % 2 ? [Status.FIRST_REVIEW] : [Status.FIRST_REVIEW, Status.REJECTION_REVIEW],
    [Status.FUND_AUDIT]: [Status.FIRST_REVIEW],
    // A film alteration is asked for at proof confirmation.
    [Status.FILM_ALTERATION]: [Status.PROOF_CONFIRMATION],
  };
  const via = from[target];
  if (!via) return null;
  const enter = via[0]!;
  if (!main.includes(enter)) return null;
  return [...main.slice(0, main.indexOf(enter) + 1), ...via.slice(1), target];
}
