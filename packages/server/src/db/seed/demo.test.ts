import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LAYOUT_OPEN_STATUSES } from '@jb/contract/api/onlineEdit';
import { FeeType } from '@jb/contract/enums/order';
import { addMonths, chinaMonth, monthDays } from '@jb/contract/months';
import { CardState } from '@jb/contract/schemas/editorCards';
import { ACCEPTED_AND_AFTER, STATUS_CODES, Status } from '@jb/contract/workflow';
import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { engineName, openTestDatabase } from '../../../test/testApp.ts';
import { verifyBooks } from '../../modules/books/verify.ts';
import { perfSummary } from '../../modules/caibianPerf/summary.ts';
import { verifyLedger } from '../../modules/orders/verify.ts';
import { verifyRemittances } from '../../modules/remittances/verify.ts';
import { diskStore } from '../../platform/files/blobStore.ts';
import {
  acceptanceConfirmations,
  accountEntries,
  accountPeriods,
  annexAudits,
  articlePublications,
  authorLoginRecords,
  authors,
  discounts,
  editorCards,
  editorGroupMembers,
  expertFeeBatches,
  expertFeeEvents,
  expertInvitations,
  expertProfiles,
  expertReviews,
  invoiceOrders,
  invoices,
  issueFilms,
  issuePlacements,
  issuePrintings,
  journalIssues,
  journals,
  manuscriptAssignments,
  manuscriptAudits,
  manuscriptEvents,
  manuscriptFiles,
  manuscriptMessages,
  manuscripts,
  manuscriptTotals,
  orders,
  proofMarks,
  refunds,
  remittances,
  similarityReports,
  storedFiles,
  typesettingDispatches,
  users,
  withdrawalRequests,
} from '../schema/index.ts';
import { seedStaff } from './actor.ts';
import { seedDemo } from './demo.ts';
import { DEMO_CARD_SCANS } from './editorCards.ts';

// The demo seed runs on an empty database only; the shared PostgreSQL test database is not empty.
describe.skipIf(engineName === 'postgres')('demo seed', () => {
  it('fills an empty database, with authors, their sign-ins and submissions made by the real service', async () => {
    const database = await openTestDatabase();
    try {
      const store = diskStore(await mkdtemp(path.join(os.tmpdir(), 'jb-seed-')));
      await seedDemo(database.db, store);
      const n = async (table: typeof authors | typeof authorLoginRecords | typeof manuscriptEvents) =>
        Number((await database.db.select({ n: count() }).from(table))[0]!.n);
      // Six authors of the sites and three 张采编 registered (我的作者).
      expect(await n(authors)).toBe(9);
      expect(await n(authorLoginRecords)).toBe(19);
      const rows = await database.db.select().from(manuscripts).orderBy(manuscripts.id);
      // 48 submissions moved by the workflow function, one entered by staff for its author, and 5
      // at each other status as history.
      expect(rows).toHaveLength(48 + 1 + 5 * (STATUS_CODES.length - 1));
      expect(rows.every((m) => /^\d{3}-\d{4}-\d{5}$/.test(m.articleNo))).toBe(true);
      // The demo journals charge a prepaid fee: submissions wait at 0 until finance confirms the
      // remittance or an administrator waives or withdraws them, through the workflow function.
      const byStatus = new Map<number, number>();
      for (const m of rows) byStatus.set(m.status, (byStatus.get(m.status) ?? 0) + 1);
      // Every SPEC §4 status has manuscripts to show.
      expect([...byStatus.keys()].sort((a, b) => a - b)).toEqual([...STATUS_CODES].sort((a, b) => a - b));
      expect(byStatus.get(0)).toBe(14);
      // The entry on the author's behalf: the author's manuscript, its timeline opened by the staff member.
      const entry = await database.db
        .select({ authorId: manuscripts.authorId, actorType: manuscriptEvents.actorType })
        .from(manuscriptEvents)
        .innerJoin(manuscripts, eq(manuscripts.id, manuscriptEvents.manuscriptId))
        .where(eq(manuscriptEvents.action, 'staffEntry'));
      expect(entry).toEqual([{ authorId: expect.any(Number), actorType: 'staff' }]);
      const counted = await database.db.select().from(manuscriptTotals);
      expect(counted.reduce((sum, c) => sum + c.n, 0)).toBe(rows.length);
      const orderStates = await database.db.select({ s: orders.payStatus, fee: orders.feeType }).from(orders);
      expect(orderStates.filter((o) => o.fee === 1)).toHaveLength(rows.length);
      expect(new Set(orderStates.map((o) => o.s))).toEqual(new Set([0, 1, 2, 3, 4]));
      // The moves of the history open their fee orders as the workflow does: each manuscript that
      // entered the duplicate check has one duplicate-check fee (6), each whose acceptance was
      // confirmed an acceptance fee (3; 采编绩效's referrals have more, ordered by hand).
      const feeOrders = await database.db
        .select({ manuscriptId: orders.manuscriptId, fee: orders.feeType, amountFen: orders.amountFen })
        .from(orders)
        .where(inArray(orders.feeType, [3, 6]));
      const moves = await database.db
        .select({
          id: manuscriptEvents.manuscriptId,
          from: manuscriptEvents.fromStatus,
          to: manuscriptEvents.toStatus,
        })
        .from(manuscriptEvents);
      const feesOf = (fee: number) => feeOrders.filter((o) => o.fee === fee).map((o) => o.manuscriptId);
      const checked = [...new Set(moves.filter((e) => e.to === 20).map((e) => e.id))];
      const accepted = [...new Set(moves.filter((e) => e.from === 80 && e.to === 90).map((e) => e.id))];
      expect(checked.length).toBeGreaterThan(20);
      expect(accepted.length).toBeGreaterThan(20);
      expect(feesOf(6).sort()).toEqual(checked.sort());
      expect(feeOrders.filter((o) => o.fee === 6).every((o) => o.amountFen === 3_000)).toBe(true);
      expect(accepted.every((id) => feesOf(3).includes(id))).toBe(true);
      // A manuscript at the first review set aside by the colleague it is allocated to (not the demo reviewer).
      const aside = rows.filter((m) => m.ignoreStatus === 1);
      expect(aside).toHaveLength(1);
      expect(aside[0]).toMatchObject({ status: 10, ignoredBy: aside[0]!.auditUserId });
      // The ledger: discounts and refunds at every step, the books agreeing with their rows.
      const states = async (table: typeof discounts | typeof refunds) =>
        new Set((await database.db.select({ s: table.status }).from(table)).map((r) => r.s));
      expect(await states(discounts)).toEqual(new Set([1, 2, 3]));
      expect(await states(refunds)).toEqual(new Set([0, 1, 2, 3, 4]));
      // 撤稿审核: a request waiting, one rejected (its manuscript where it was), one passed (withdrawn to 400).
      const asked = await database.db
        .select({ s: withdrawalRequests.status, m: manuscripts.status })
        .from(withdrawalRequests)
        .innerJoin(manuscripts, eq(manuscripts.id, withdrawalRequests.manuscriptId))
        .orderBy(withdrawalRequests.status);
      expect(asked).toEqual([
        { s: 1, m: 1 },
        { s: 2, m: 400 },
        { s: 3, m: 30 },
      ]);
      // 基金审核: funded manuscripts pending, passed and failed.
      const funds = rows.filter((m) => m.foundationFlag === 1 && m.status !== 400);
      expect(new Set(funds.map((m) => m.foundationStatus))).toEqual(new Set([1, 2, 3]));
      expect(await verifyLedger(database.db)).toEqual([]);
      // 发票管理: invoices waiting, asked again, issued with their file, waiting for the red letter,
      // expired and closed; the refund waiting for its red letter leaves the books agreeing.
      const invoiced = await database.db.select().from(invoices);
      expect(new Set(invoiced.map((i) => i.status))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
      const issued = invoiced.filter((i) => i.status === 3 || i.status === 4);
      expect(issued.every((i) => i.fileId !== null && /^\d{20}$/.test(i.number ?? ''))).toBe(true);
      const files = await database.db
        .select({ kind: storedFiles.kind, type: storedFiles.type })
        .from(storedFiles)
        .where(eq(storedFiles.id, issued[0]!.fileId!));
      expect(files).toEqual([{ kind: 'invoice', type: 'pdf' }]);
      // 汇款确认: remittances matched, partly matched, unmatched and set aside, their books agreeing.
      const remitted = await database.db.select({ s: remittances.status }).from(remittances);
      expect(new Set(remitted.map((r) => r.s))).toEqual(new Set([0, 1, 2, 3]));
      expect(await verifyRemittances(database.db)).toEqual([]);
      // 账单管理: the book spans many months; months up to the one before last are closed, last month
      // (with a late entry of a closed month) and this month are open; the book agrees with itself.
      const periods = await database.db.select().from(accountPeriods);
      const thisMonth = chinaMonth();
      expect(periods.filter((p) => p.status === 2).map((p) => p.period)).toContain(addMonths(thisMonth, -2));
      expect(
        periods
          .filter((p) => p.status === 1)
          .map((p) => p.period)
          .sort(),
      ).toEqual([addMonths(thisMonth, -1), thisMonth]);
      const booked = await database.db.select().from(accountEntries);
      expect(new Set(booked.map((e) => e.period)).size).toBeGreaterThan(2);
      expect(booked.some((e) => e.period === addMonths(thisMonth, -1) && e.note.startsWith('late'))).toBe(
        true,
      );
      expect(await verifyBooks(database.db)).toEqual([]);
      // 采编绩效: last month 张采编's commission waits to be paid (296.00), 黄伟's was paid (260.00).
      const [fin] = await database.db.select().from(users).where(eq(users.account, 'finance'));
      const asFinance = {
        ...seedStaff(fin!.pressId!, fin!.id, 1),
        permissions: new Set(['finance.caibianPerf']),
      };
      const perf = await perfSummary(database.db, asFinance, monthDays(addMonths(thisMonth, -1)));
      expect(
        perf.rows.map((r) => [r.account, r.orders, r.paidFen, r.commissionFen, r.paidOutFen, r.unpaidFen]),
      ).toEqual([
        ['caibian', 4, 383_333, 29_600, 0, 29_600],
        ['huangwei', 2, 350_000, 26_000, 26_000, 0],
      ]);
      // 张采编's business audit: referrals waiting at each business step (0, 80, 300).
      const [caibian] = await database.db.select().from(users).where(eq(users.account, 'caibian'));
      const waiting = rows.filter((m) => m.referrerId === caibian!.id).map((m) => m.status);
      for (const status of [0, 80, 300]) expect(waiting).toContain(status);
      // 我的作者 and 稿件查询: authors 张采编 registered, and referrals at many stages.
      const registered = await database.db
        .select()
        .from(authors)
        .where(eq(authors.registeredBy, caibian!.id));
      expect(registered.length).toBeGreaterThanOrEqual(4);
      expect(new Set(waiting).size).toBeGreaterThanOrEqual(10);
      // 发票查询: an invoice asked for over one of 张采编's orders.
      const editorsInvoices = await database.db
        .select({ id: invoiceOrders.invoiceId })
        .from(invoiceOrders)
        .innerJoin(orders, eq(orders.id, invoiceOrders.orderId))
        .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
        .where(eq(manuscripts.referrerId, caibian!.id));
      expect(editorsInvoices.length).toBeGreaterThan(0);
      // 录用确认: 张采编 has answers recorded and manuscripts still waiting for one.
      const answers = await database.db.select().from(acceptanceConfirmations);
      expect(answers.length).toBeGreaterThanOrEqual(1);
      expect(answers.every((a) => a.recordedBy === caibian!.id)).toBe(true);
      const toConfirm = rows.filter(
        (m) =>
          m.referrerId === caibian!.id && m.status === 80 && !answers.some((a) => a.manuscriptId === m.id),
      );
      expect(toConfirm.length).toBeGreaterThanOrEqual(1);
      // 上传终稿: one of 张采编's accepted referrals has a final draft they uploaded.
      const finals = await database.db
        .select({ by: storedFiles.uploadedBy })
        .from(manuscriptFiles)
        .innerJoin(storedFiles, eq(storedFiles.id, manuscriptFiles.fileId))
        .where(and(eq(manuscriptFiles.final, true), eq(storedFiles.uploadedByType, 'staff')));
      expect(finals.map((f) => f.by)).toContain(caibian!.id);
      // Business cards: 张采编's published and scanned, 黄伟's waiting for the press.
      const cards = await database.db.select().from(editorCards);
      expect(cards.map((c) => [c.userId === caibian!.id, c.state, c.scans]).sort()).toEqual([
        [false, CardState.PENDING, 0],
        [true, CardState.PUBLISHED, DEMO_CARD_SCANS],
      ]);
      // The demo reviewer signs in to work waiting: manuscripts at review stages allocated to them,
      // each with its open allocation, and the audits of the stages passed before.
      const [reviewer] = await database.db.select().from(users).where(eq(users.account, 'reviewer'));
      const mine = rows.filter((m) => m.auditUserId === reviewer!.id && [10, 16, 40, 70].includes(m.status));
      expect(mine.length).toBeGreaterThan(3);
      const open = await database.db
        .select()
        .from(manuscriptAssignments)
        .where(and(eq(manuscriptAssignments.userId, reviewer!.id), isNull(manuscriptAssignments.endedAt)));
      expect(open.length).toBeGreaterThanOrEqual(mine.length);
      expect((await database.db.select({ n: count() }).from(manuscriptAudits))[0]!.n).toBeGreaterThan(100);
      const [blacklisted] = await database.db.select().from(authors).where(eq(authors.blacklistType, 1));
      expect(blacklisted?.name).toBe('马丽');
      // Every demo person and author has a salt of their own (decision 0004: shared salts would
      // tell demo accounts from unknown ones and let one guess test them all).
      const stored = [
        ...(await database.db.select({ h: users.passwordHash }).from(users)),
        ...(await database.db.select({ h: authors.passwordHash }).from(authors)),
      ].map((r) => r.h.split('$')[4]);
      expect(stored.length).toBeGreaterThan(10);
      expect(new Set(stored).size).toBe(stored.length);

      // The duplicate checks of the manuscripts at the check, run by the seed: each has its report,
      // and the resubmission found the paper it was made from.
      const atCheck = await database.db
        .select({ id: manuscripts.id })
        .from(manuscripts)
        .where(eq(manuscripts.status, 20))
        .orderBy(manuscripts.id);
      const reports = await database.db.select().from(similarityReports).orderBy(similarityReports.id);
      expect(reports.every((r) => r.requestedBy === null)).toBe(true);
      expect(reports.map((r) => r.manuscriptId)).toEqual(expect.arrayContaining(atCheck.map((m) => m.id)));
      const [copy] = await database.db
        .select()
        .from(similarityReports)
        .where(eq(similarityReports.manuscriptId, atCheck[0]!.id));
      expect(copy?.state).toBe('done');
      expect(copy!.overall!).toBeGreaterThanOrEqual(800);
      const others = await database.db.select().from(similarityReports);
      expect(others.every((r) => r.state === 'done')).toBe(true);
      // The decisions at the check of the manuscripts checked on the way link their reports.
      const linked = await database.db
        .select({ manuscriptId: manuscriptAudits.manuscriptId, reportOf: similarityReports.manuscriptId })
        .from(manuscriptAudits)
        .innerJoin(similarityReports, eq(similarityReports.id, manuscriptAudits.similarityReportId));
      expect(linked.length).toBeGreaterThan(0);
      expect(linked.every((l) => l.manuscriptId === l.reportOf)).toBe(true);

      // One-key allocation by subject: manuscripts have subjects, and editor-group members handle them.
      const members = await database.db
        .select({ subjectIds: editorGroupMembers.subjectIds })
        .from(editorGroupMembers);
      const handled = new Set(members.flatMap((m) => m.subjectIds));
      const withSubject = await database.db
        .select({ subjectId: manuscripts.subjectId })
        .from(manuscripts)
        .where(isNotNull(manuscripts.subjectId));
      expect(withSubject.some((m) => handled.has(m.subjectId!))).toBe(true);

      // The annex audit: every manuscript marked with annexes has its file and record, in each state.
      const annexed = await database.db
        .select({ id: manuscripts.id, a: manuscripts.annexStatus, s: manuscripts.supplementStatus })
        .from(manuscripts)
        .where(inArray(manuscripts.annexStatus, [1, 2, 3]));
      expect(new Set(annexed.map((m) => m.a))).toEqual(new Set([1, 2, 3]));
      expect(annexed.filter((m) => m.a === 2).every((m) => m.s === 2)).toBe(true);
      const audited = new Set(
        (await database.db.select({ id: annexAudits.manuscriptId }).from(annexAudits)).map((r) => r.id),
      );
      expect(annexed.every((m) => audited.has(m.id))).toBe(true);

      // The expert pool and its work: the demo expert signs in to invitations in every state, and
      // every manuscript at expert review (60) has at least one live invitation of its own.
      const [expert] = await database.db.select().from(users).where(eq(users.account, 'expert'));
      const pool = await database.db.select().from(expertProfiles);
      expect(pool.length).toBeGreaterThanOrEqual(8);
      expect(pool.some((p) => p.userId === expert!.id && p.status === 1)).toBe(true);
      expect(pool.filter((p) => p.status === 0)).toHaveLength(1);
      const invitations = await database.db.select().from(expertInvitations);
      const demoStates = invitations.filter((i) => i.expertId === expert!.id).map((i) => i.state);
      for (const state of ['invited', 'accepted', 'submitted', 'declined', 'expired']) {
        expect(demoStates).toContain(state);
      }
      expect(demoStates.filter((s) => s === 'invited').length).toBeGreaterThanOrEqual(2);
      const demoInvited = invitations.filter((i) => i.expertId === expert!.id && i.state === 'invited');
      expect(demoInvited.every((i) => i.dueAt!.getTime() > Date.now())).toBe(true);
      const reviews = await database.db.select().from(expertReviews);
      const reviewOf = new Map(reviews.map((r) => [r.invitationId, r]));
      for (const i of invitations.filter((x) => x.expertId === expert!.id)) {
        if (i.state === 'accepted') expect(reviewOf.get(i.id)?.submittedAt).toBeNull();
        if (i.state === 'submitted') expect(reviewOf.get(i.id)?.submittedAt).toBeInstanceOf(Date);
        if (i.state === 'declined') expect(i.declineReason).not.toBe('');
      }
      // The demo expert's threads with the editors: one on a review in progress (their question
      // unread by the editor), one on a submitted review.
      const expertTalk = await database.db
        .select()
        .from(manuscriptMessages)
        .where(eq(manuscriptMessages.senderKind, 'expert'));
      expect(expertTalk.every((msg) => msg.senderUserId === expert!.id)).toBe(true);
      const talkedOn = new Set(expertTalk.map((msg) => Number(msg.thread.replace('expert:', ''))));
      const talked = invitations.filter((i) => talkedOn.has(i.id));
      expect(talked.every((i) => i.expertId === expert!.id)).toBe(true);
      expect(talked.map((i) => i.state).sort()).toEqual(['accepted', 'submitted']);
      const underReview = rows.filter((m) => m.status === 60);
      expect(underReview.length).toBeGreaterThan(0);
      const live = ['invited', 'accepted', 'submitted'];
      for (const m of underReview) {
        expect(invitations.some((i) => i.manuscriptId === m.id && live.includes(i.state))).toBe(true);
      }
      // Invitations live only on manuscripts at expert review.
      const at60 = new Set(underReview.map((m) => m.id));
      expect(
        invitations.filter((i) => !at60.has(i.manuscriptId) && ['invited', 'accepted'].includes(i.state)),
      ).toEqual([]);

      // 专家审稿费: fees unpaid (1), in a batch awaiting payment (2) and in a paid batch with its
      // voucher (3); each fee's history has one row per move, and each batch sums its fees.
      const feeBatches = await database.db.select().from(expertFeeBatches);
      expect(feeBatches.map((b) => b.status).sort()).toEqual([1, 2]);
      expect(feeBatches.find((b) => b.status === 2)?.voucherFileId).not.toBeNull();
      const feeEvents = await database.db.select().from(expertFeeEvents);
      const feeStatuses = new Set(reviews.map((r) => r.feeStatus));
      for (const status of [1, 2, 3]) expect(feeStatuses).toContain(status);
      for (const r of reviews) {
        expect(feeEvents.filter((e) => e.invitationId === r.invitationId)).toHaveLength(r.feeStatus);
        expect(r.feeStatus === 0 || r.feeFen > 0).toBe(true);
      }
      for (const b of feeBatches) {
        const fees = reviews.filter((r) => r.feeBatchId === b.id);
        expect(fees).toHaveLength(b.feeCount);
        expect(fees.reduce((sum, r) => sum + r.feeFen, 0)).toBe(b.totalFen);
      }
      // The demo expert has a fee paid and one unpaid, for finance to batch (e2e/journeys/expertFees).
      const demoFees = reviews.filter(
        (r) =>
          r.feeStatus > 0 && invitations.some((i) => i.id === r.invitationId && i.expertId === expert!.id),
      );
      expect(demoFees.map((r) => r.feeStatus).sort()).toEqual([1, 3]);

      // 稿件排期: every manuscript past acceptance sits in an issue of its own journal, without gaps
      // in any issue's contents; two were scheduled by the workflow (a rush one with its rush fee),
      // and accepted manuscripts still wait.
      const placements = await database.db
        .select({
          id: issuePlacements.manuscriptId,
          issueId: issuePlacements.issueId,
          position: issuePlacements.position,
          status: issuePlacements.status,
          journalId: journalIssues.journalId,
        })
        .from(issuePlacements)
        .innerJoin(journalIssues, eq(journalIssues.id, issuePlacements.issueId));
      const after = await database.db
        .select({ id: manuscripts.id, journalId: manuscripts.journalId, status: manuscripts.status })
        .from(manuscripts)
        .where(
          inArray(
            manuscripts.status,
            [...ACCEPTED_AND_AFTER].filter((s) => s !== Status.ACCEPTED),
          ),
        );
      expect(after.map((m) => [m.id, m.journalId]).sort()).toEqual(
        placements.map((p) => [p.id, p.journalId]).sort(),
      );
      for (const issueId of new Set(placements.map((p) => p.issueId))) {
        const positions = placements.filter((p) => p.issueId === issueId).map((p) => p.position);
        expect(positions.sort((x, y) => x - y)).toEqual(positions.map((_, k) => k + 1));
      }
      const scheduledEvents = await database.db
        .select()
        .from(manuscriptEvents)
        .where(eq(manuscriptEvents.action, 'schedule'));
      expect(scheduledEvents).toHaveLength(2);
      expect(rows.filter((m) => m.status === Status.ACCEPTED).length).toBeGreaterThan(0);
      const rush = await database.db.select().from(orders).where(eq(orders.feeType, FeeType.RUSH));
      expect(rush.some((o) => scheduledEvents.some((e) => e.manuscriptId === o.manuscriptId))).toBe(true);

      // 发排校对: everything past scheduling was dispatched to the demo typesetter; a manuscript at
      // proof k or revision k has the layout and k-1 revisions in, one past the proofs all its rounds.
      const [typesetter] = await database.db.select().from(users).where(eq(users.account, 'paiban'));
      const dispatches = await database.db.select().from(typesettingDispatches);
      const dispatched = after.filter((m) => m.status !== Status.SCHEDULING);
      expect(dispatches.map((d) => d.manuscriptId).sort()).toEqual(dispatched.map((m) => m.id).sort());
      expect(dispatches.every((d) => d.typesetterId === typesetter!.id)).toBe(true);
      const proofFiles = await database.db
        .select()
        .from(manuscriptFiles)
        .where(eq(manuscriptFiles.role, 'proof'));
      // Every round came in before today (a proof dated ahead would make today's corrections look
      // older than the layout: 在线编辑 would not show them as waiting for the next proof).
      expect(proofFiles.filter((f) => f.createdAt.getTime() > Date.now())).toEqual([]);
      const atProof3 = dispatched.find((m) => m.status === Status.PROOF_3)!;
      expect(
        proofFiles
          .filter((f) => f.manuscriptId === atProof3.id)
          .map((f) => f.revision)
          .sort(),
      ).toEqual([0, 1, 2]);
      // The author's proof reading: one journal has its authors read the proofs, and the author of a
      // manuscript of it at proof 1 (a demo author who signs in) marked the layout beside the editor.
      const authorMarks = await database.db.select().from(proofMarks).where(isNotNull(proofMarks.authorId));
      expect(authorMarks.length).toBeGreaterThan(0);
      const [marked] = await database.db
        .select()
        .from(manuscripts)
        .where(eq(manuscripts.id, authorMarks[0]!.manuscriptId));
      expect(marked!.status).toBe(Status.PROOF_1);
      expect(authorMarks.every((mk) => mk.authorId === marked!.authorId)).toBe(true);
      const [proofJournal] = await database.db
        .select()
        .from(journals)
        .where(eq(journals.id, marked!.journalId));
      expect(proofJournal!.authorProofreads).toBe(true);

      // 校样核对: manuscripts at proof 2 have round 1's marks to check; on one, a mark found not fixed
      // is open again in round 2, linked to it.
      const [carried] = await database.db.select().from(proofMarks).where(isNotNull(proofMarks.carriedFrom));
      expect(carried).toMatchObject({ round: 2, resolvedAt: null });
      const [original] = await database.db
        .select()
        .from(proofMarks)
        .where(eq(proofMarks.id, carried!.carriedFrom!));
      expect(original).toMatchObject({
        round: 1,
        checkResult: 'notFixed',
        manuscriptId: carried!.manuscriptId,
      });
      const toCheck = await database.db
        .select({ status: manuscripts.status })
        .from(proofMarks)
        .innerJoin(manuscripts, eq(manuscripts.id, proofMarks.manuscriptId))
        .where(and(eq(proofMarks.round, 1), isNull(proofMarks.checkedAt)));
      expect(toCheck.filter((r) => r.status === Status.PROOF_2).length).toBeGreaterThanOrEqual(3);

      // 在线编辑: three manuscripts on the typesetter's desk were corrected during layout (old and new
      // in their timelines), each still in layout.
      const corrections = await database.db
        .select()
        .from(manuscriptEvents)
        .where(eq(manuscriptEvents.action, 'onlineEdit'));
      expect(corrections).toHaveLength(3);
      for (const c of corrections) {
        expect(c.changes).not.toEqual([]);
        expect(LAYOUT_OPEN_STATUSES).toContain(after.find((m) => m.id === c.manuscriptId)!.status);
      }

      // 出片 to 印刷: from film output on, each of an issue's articles is at one status (the issue
      // moves as one); every issue past film output has its film zip, every one at printing and after
      // its printing record, complete once printed.
      const byIssue = new Map<number, Set<number>>();
      for (const p of placements) {
        const status = after.find((m) => m.id === p.id)!.status;
        // The database's copy of the status on the placement (migration 0051) never lags.
        expect(p.status, `placement of ${p.id}`).toBe(status);
        byIssue.set(p.issueId, (byIssue.get(p.issueId) ?? new Set()).add(status));
      }
      const issueLevelStatuses = new Set<number>([
        Status.FILM_OUTPUT,
        Status.FILM_ALTERATION,
        Status.PROOF_CONFIRMATION,
        Status.TO_PRESS,
        Status.PRINTING,
        Status.MAILING,
      ]);
      const issueLevel = [...byIssue].filter(([, st]) => [...st].some((x) => issueLevelStatuses.has(x)));
      expect(issueLevel.length).toBeGreaterThan(0);
      for (const [, st] of issueLevel) expect(st.size).toBe(1);
      // An issue out is published or archived as a whole (the publication screen archives issues).
      const out = [...byIssue].filter(([, st]) => st.has(Status.PUBLISHED) || st.has(Status.ARCHIVED));
      expect(out.length).toBeGreaterThan(0);
      for (const [, st] of out) expect(st.size).toBe(1);
      const films = await database.db.select().from(issueFilms);
      const printings = await database.db.select().from(issuePrintings);
      const at = (status: number) => issueLevel.filter(([, st]) => st.has(status)).map(([id]) => id);
      expect(at(Status.FILM_OUTPUT).length).toBeGreaterThan(0);
      expect(films.some((f) => at(Status.FILM_OUTPUT).includes(f.issueId))).toBe(false);
      for (const issueId of [...at(Status.PROOF_CONFIRMATION), ...at(Status.PRINTING)])
        expect(films.some((f) => f.issueId === issueId)).toBe(true);
      expect(printings.filter((p) => at(Status.PRINTING).includes(p.issueId))).toHaveLength(
        at(Status.PRINTING).length,
      );
      expect(printings.some((p) => p.completedOn !== null)).toBe(true);
      // 出版: every published or archived article has its DOI, under its journal's prefix.
      const published = after.filter((m) => m.status === Status.PUBLISHED || m.status === Status.ARCHIVED);
      const dois = await database.db.select().from(articlePublications);
      expect(dois.map((d) => d.manuscriptId).sort()).toEqual(published.map((m) => m.id).sort());
      expect(dois.every((d) => /^10\.\d{5}\/[a-z0-9-]+\.\d{4}\.\d{2}\.\d{3}$/.test(d.doi))).toBe(true);
    } finally {
      await database.close();
    }
    // The whole demo (hundreds of manuscripts through the real services) on a busy CI machine.
  }, 120_000);
});
