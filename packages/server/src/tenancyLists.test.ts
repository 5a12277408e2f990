import { confirmList } from '@jb/contract/api/acceptanceConfirmation';
import { annexAuditList, annexAuditPage, annexKindsRead } from '@jb/contract/api/annexAudit';
import {
  queryArticleAfterEmploymentList,
  queryArticleAllotList,
  queryArticleAuditList,
} from '@jb/contract/api/articleHome';
import { authorList } from '@jb/contract/api/authorManagement';
import { authorManuscripts } from '@jb/contract/api/authorSite';
import { billEntries, billList, billMerchants } from '@jb/contract/api/bills';
import { acquisitionEditors, commissionRules, perfSummaryCall } from '@jb/contract/api/caibianPerf';
import {
  allManuscriptList,
  myAuthorList,
  myInvoiceList,
  myManuscriptList,
  myOrderList,
} from '@jb/contract/api/caibianPortal';
import { columnList } from '@jb/contract/api/columns';
import type { CallDeclaration } from '@jb/contract/api/define';
import { discountList, discountOrders } from '@jb/contract/api/discounts';
import { cardList } from '@jb/contract/api/editorCards';
import { expertFeeBatches, expertFeeList } from '@jb/contract/api/expertFees';
import { expertInvitations, expertList } from '@jb/contract/api/experts';
import { feedbackList } from '@jb/contract/api/feedback';
import { finalDraftList } from '@jb/contract/api/finalDraft';
import { fundAuditList } from '@jb/contract/api/fundAudit';
import { groupList } from '@jb/contract/api/groups';
import { authorInvoiceList, invoiceList } from '@jb/contract/api/invoices';
import { issueList } from '@jb/contract/api/issues';
import { authorLoginList } from '@jb/contract/api/journalReview';
import { journalDetail, journalList, journalOptions } from '@jb/contract/api/journals';
import { journalUserList } from '@jb/contract/api/journalUsers';
import { loginRecordList } from '@jb/contract/api/loginRecords';
import { manuscriptList, remittanceList, waiveFee } from '@jb/contract/api/manuscripts';
import { merchantList } from '@jb/contract/api/merchants';
import { announcementList, inboxList } from '@jb/contract/api/messages';
import { notifyTemplates, outboxList } from '@jb/contract/api/notifications';
import { onlineEditList } from '@jb/contract/api/onlineEdit';
import { orderList } from '@jb/contract/api/orders';
import { PROCESS_CALLS } from '@jb/contract/api/processes';
import { refundList, refundOrders } from '@jb/contract/api/refunds';
import { remittanceRecords } from '@jb/contract/api/remittances';
import { REVIEW_CALLS } from '@jb/contract/api/review';
import { revisionList } from '@jb/contract/api/revisions';
import { roleList } from '@jb/contract/api/roles';
import { schedulingContents, schedulingIssues, schedulingQueue } from '@jb/contract/api/scheduling';
import { staffList } from '@jb/contract/api/staff';
import { subjectList } from '@jb/contract/api/subjects';
import { auditTemplateList } from '@jb/contract/api/templates';
import { typesetters, typesettingList } from '@jb/contract/api/typesetting';
import { unitLevelList } from '@jb/contract/api/unitLevels';
import { withdrawalList } from '@jb/contract/api/withdrawals';
import { REVIEW_GROUPS } from '@jb/contract/stageGroups';
import { Status } from '@jb/contract/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepted, atAcceptanceConfirmation } from '../test/acceptanceStep.ts';
import { type AuthorSession, openJournalWithAuthor } from '../test/authorSession.ts';
import { type CaibianWorld, caibianWorld } from '../test/caibianWorld.ts';
import { callKey, declaredCalls, isListCall } from '../test/declaredCalls.ts';
import { createUser, unique } from '../test/factories.ts';
import { type ListWorld, listWorld } from '../test/listWorld.ts';
import { manuscriptAtZero } from '../test/manuscripts.ts';
import { pressWorld } from '../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../test/testApp.ts';
import { callOf, login, type Session } from '../test/wireClient.ts';
import type { Db } from './db/client.ts';
import { journalColumns, journals, userJournals } from './db/schema/index.ts';

/** A row's key in a list: its id unless told (a person's `userId`, a month of a merchant …). */
type Key = number | string;

/** A list call, and the rows of press A it must show A's administrator and hide from press B's. */
interface ListExample {
  call: CallDeclaration;
  /** The query both send, beyond the largest page (a list of one journal names A's journal). */
  query?: (w: ListWorld) => Record<string, unknown>;
  ownRows: (w: ListWorld) => Key[];
  keyOf?: (row: Record<string, unknown>) => Key;
}

const byUser = (row: Record<string, unknown>) => row.userId as number;
const byManuscript = (row: Record<string, unknown>) => row.manuscriptId as number;
const ofJournal = (w: ListWorld) => ({ journalId: w.journalId });

const LISTS: ListExample[] = [
  { call: journalList, ownRows: (w) => [w.journalId] },
  { call: journalOptions, ownRows: (w) => [w.journalId] },
  { call: merchantList, ownRows: (w) => [w.merchantId] },
  { call: roleList, ownRows: (w) => [w.roleId] },
  { call: groupList, ownRows: (w) => [w.groupId] },
  { call: staffList, ownRows: (w) => [w.admin.id, w.editor.id] },
  { call: auditTemplateList, ownRows: (w) => [w.templateId, ...Object.values(w.templates)] },
  { call: cardList, ownRows: (w) => [w.cardId] },
  { call: subjectList, ownRows: (w) => [w.subjectId] },
  { call: journalUserList, ownRows: (w) => [w.editor.id], keyOf: byUser },
  { call: manuscriptList, ownRows: (w) => [w.manuscriptId, w.acceptedId] },
  { call: authorList, ownRows: (w) => [w.authorId] },
  { call: announcementList, ownRows: (w) => [w.announcementId] },
  { call: inboxList, ownRows: (w) => [w.messageId] },
  { call: feedbackList, ownRows: (w) => [w.feedbackId] },
  { call: remittanceList, ownRows: (w) => [w.manuscriptId], keyOf: byManuscript },
  { call: orderList, ownRows: (w) => [w.orderId, w.discountOrderId, w.refundOrderId] },
  { call: remittanceRecords, ownRows: (w) => [w.remittanceId] },
  { call: billMerchants, ownRows: (w) => [w.merchantId] },
  {
    call: billList,
    ownRows: (w) => [`${w.merchantId}:${w.billPeriod}`],
    keyOf: (row) => `${row.merchantId}:${row.period}`,
  },
  {
    call: billEntries,
    query: (w) => ({ merchantId: w.merchantId, period: w.billPeriod }),
    ownRows: (w) => w.billEntryIds,
  },
  // Every stage queue, its opinion templates, and who works an allocation stage (all of them, and
  // the candidates for one manuscript).
  ...REVIEW_GROUPS.flatMap((g): ListExample[] => {
    const calls = REVIEW_CALLS[g.key] as Record<string, CallDeclaration>;
    const worker = (w: ListWorld) => [g.stage === 'first' ? w.editor.id : w.admin.id];
    return [
      { call: calls.list!, ownRows: (w) => [w.queued[g.key]] },
      ...(calls.template
        ? [{ call: calls.template, ownRows: (w: ListWorld) => [w.templates[g.stage]!] }]
        : []),
      ...(calls.countList ? [{ call: calls.countList, ownRows: worker, keyOf: byUser }] : []),
      ...(calls.candidates
        ? [
            {
              call: calls.candidates,
              query: (w: ListWorld) => ({ id: w.queued[g.key] }),
              ownRows: worker,
              keyOf: byUser,
            },
          ]
        : []),
    ];
  }),
  { call: schedulingQueue, query: ofJournal, ownRows: (w) => [w.acceptedId] },
  { call: schedulingIssues, query: ofJournal, ownRows: (w) => [w.issueId] },
  { call: schedulingContents, query: (w) => ({ issueId: w.issueId }), ownRows: (w) => [w.scheduledId] },
  { call: typesettingList, query: () => ({ view: 'toDispatch' }), ownRows: (w) => [w.scheduledId] },
  { call: typesetters, query: ofJournal, ownRows: (w) => [w.admin.id] },
  { call: onlineEditList, ownRows: (w) => [w.scheduledId] },
  { call: expertList, ownRows: (w) => [w.expertId] },
  { call: expertInvitations, query: (w) => ({ id: w.queued.finalAllot }), ownRows: (w) => [w.invitationId] },
  { call: expertFeeList, ownRows: (w) => [w.unbatchedInvitationId] },
  { call: expertFeeBatches, ownRows: (w) => [w.feeBatchId] },
  { call: annexAuditList, query: () => ({ state: 'audited' }), ownRows: (w) => [w.annexId] },
  { call: annexAuditPage, ownRows: (w) => [w.annexId], keyOf: byManuscript },
  { call: annexKindsRead, query: ofJournal, ownRows: (w) => [w.annexKindId] },
  { call: queryArticleAuditList, ownRows: (w) => [w.queued.check] },
  { call: queryArticleAllotList, ownRows: (w) => [w.queued.reviewAllocation] },
  { call: queryArticleAfterEmploymentList, ownRows: (w) => [w.acceptedId] },
  { call: discountList, ownRows: (w) => [w.discountId] },
  { call: discountOrders, query: (w) => ({ articleNo: w.articleNo }), ownRows: (w) => [w.discountOrderId] },
  { call: refundList, ownRows: (w) => [w.refundId] },
  { call: withdrawalList, ownRows: (w) => [w.withdrawalId] },
  { call: revisionList, ownRows: (w) => [w.revisionId] },
  { call: fundAuditList, ownRows: (w) => [w.fundedId] },
  { call: refundOrders, query: (w) => ({ articleNo: w.articleNo }), ownRows: (w) => [w.refundOrderId] },
  { call: invoiceList, ownRows: (w) => [w.invoiceId] },
  { call: acquisitionEditors, ownRows: (w) => [w.acquisitionEditor.id] },
  {
    call: commissionRules,
    ownRows: (w) => [w.commissionRule],
    keyOf: (row) => `${row.feeType}:${row.rateBp}`,
  },
  {
    call: perfSummaryCall,
    query: () => ({ from: '2026-01-01', to: '2026-12-31' }),
    ownRows: (w) => [w.acquisitionEditor.id],
    keyOf: (row) => row.editorId as number,
  },
  { call: unitLevelList, ownRows: (w) => [w.unitLevel], keyOf: (row) => row.name as string },
  {
    call: notifyTemplates,
    query: ofJournal,
    ownRows: (w) => [w.notifySubject],
    keyOf: (row) => (row.wordings as Record<string, { subject: string }>)['zh-CN']!.subject,
  },
  { call: outboxList, ownRows: (w) => [w.outboxId] },
  { call: columnList, query: ofJournal, ownRows: (w) => [w.columnId] },
  { call: issueList, query: ofJournal, ownRows: (w) => [w.issueId] },
  { call: PROCESS_CALLS.auditProcess.versions, query: ofJournal, ownRows: (w) => w.reviewProcessIds },
  {
    call: authorLoginList,
    query: ofJournal,
    ownRows: (w) => [w.siteAuthorId],
    keyOf: (row) => row.authorId as number,
  },
  { call: loginRecordList, ownRows: (w) => [w.admin.account], keyOf: (row) => row.account as string },
];

/** The author site's lists: the site's author sees their rows, another press's author none of them. */
const AUTHOR_LISTS: ListExample[] = [
  { call: authorManuscripts, ownRows: (w) => [w.acceptedId, w.annexId] },
  { call: authorInvoiceList, ownRows: (w) => [w.invoiceId] },
];

/**
 * The acquisition editor's lists (/caibian): the editor sees their rows; an acquisition editor of
 * another press none of them, nor (unless the list is press-wide by design) another of the press.
 */
const EDITOR_LISTS: {
  call: CallDeclaration;
  ownRows: (w: CaibianWorld) => number[];
  /** Rows the editor must not see: another editor's and the press's unclaimed ones. */
  othersRows: (w: CaibianWorld) => number[];
  /** 全部稿件 shows the served journals' manuscripts to every editor of the press. */
  pressWide?: boolean;
  /** What the list needs of the world first (录用确认 lists manuscripts at 80). */
  prepare?: (db: Db, w: CaibianWorld) => Promise<void>;
}[] = [
  { call: myAuthorList, ownRows: (w) => [w.authorId], othersRows: (w) => [w.otherAuthorId] },
  {
    call: myManuscriptList,
    ownRows: (w) => [w.manuscriptId],
    othersRows: (w) => [w.otherManuscriptId, w.strangerManuscriptId],
  },
  {
    call: myOrderList,
    ownRows: (w) => [w.orderId],
    othersRows: (w) => [w.otherOrderId, w.strangerOrderId],
  },
  {
    call: myInvoiceList,
    ownRows: (w) => [w.invoiceId],
    othersRows: (w) => [w.otherInvoiceId],
  },
  {
    call: allManuscriptList,
    ownRows: (w) => [w.manuscriptId, w.otherManuscriptId, w.strangerManuscriptId],
    othersRows: () => [],
    pressWide: true,
  },
  {
    call: confirmList,
    ownRows: (w) => [w.manuscriptId],
    othersRows: (w) => [w.otherManuscriptId, w.strangerManuscriptId],
    prepare: async (db, w) => {
      for (const id of [w.manuscriptId, w.otherManuscriptId, w.strangerManuscriptId])
        await atAcceptanceConfirmation(db, id);
    },
  },
  {
    call: finalDraftList,
    ownRows: (w) => [w.manuscriptId],
    othersRows: (w) => [w.otherManuscriptId, w.strangerManuscriptId],
    prepare: async (db, w) => {
      for (const id of [w.manuscriptId, w.otherManuscriptId, w.strangerManuscriptId]) await accepted(db, id);
    },
  },
];

/**
 * List calls not in LISTS or AUTHOR_LISTS, each with why. A new list call must join LISTS (with a row of the world
 * that proves hiding) or this set with its reason.
 */
const PLATFORM_ONLY = 'platform only';
const EXEMPT: Record<string, string> = {
  // The platform's own: a press can never be given their permission (below: its administrator gets 403).
  'GET /sys/press/list': PLATFORM_ONLY,
  'GET /sys/operator/list': PLATFORM_ONLY,
  'GET /sys/jobs/failed': PLATFORM_ONLY,
  // Constants of the contract, the same for every press.
  'GET /sys/role/permissionTree': 'the contract’s permission tree, no rows of a press',
  // The signed-in author's own, the session naming author, press and journal (AUTHOR_LISTS for two;
  // invoices/invoices.test.ts, feedback/feedback.test.ts, conversation/conversation.test.ts: another
  // author sees none of them or gets 404).
  'GET /author/invoice/orders': 'the signed-in author’s own',
  'GET /author/message/list': 'the signed-in author’s own',
  'GET /author/manuscript/conversation': 'the signed-in author’s own manuscript',
  'GET /author/proof/marks': 'the signed-in author’s own manuscript; typesetting/authorProofs.test.ts',
  // The signed-in expert's own (modules/experts/experts.test.ts, expertFees/expertFees.test.ts,
  // conversation/expertThreads.test.ts: another expert's invitation is 404).
  'GET /sys/expertArea/invitations': 'the signed-in expert’s own',
  // One journal's issues at film output to printing, its years, its printed issues: the journal
  // names the press (another press's journal is 404: the tenancy matrix's BY_ID and
  // modules/issueProduction/issueProduction.test.ts).
  'GET /sys/OutFilm/periodYearList': 'one journal’s, and another press’s journal is 404',
  'GET /sys/OutFilm/issues': 'one journal’s, and another press’s journal is 404',
  'GET /sys/OutFilm/queryPrintingCompleteList': 'one journal’s, and another press’s journal is 404',
  // Production base data and the mailing screen's issues: modules/mailing/baseData.test.ts and
  // mailing.test.ts show another press sees none of the rows, and another press's journal is 404.
  'GET /sys/expressCompany/list': 'the press’s base data; baseData.test.ts',
  'GET /sys/printingHouse/list': 'the press’s base data; baseData.test.ts',
  'GET /sys/mailing/issues': 'one journal’s, and another press’s journal is 404',
  // A published issue's contents: another press's issue is 404 (modules/publication/publication.test.ts).
  'GET /sys/publication/articles': 'one issue’s, and another press’s issue is 404',
  'GET /sys/archive/checks': 'one issue’s, and another press’s issue is 404',
  // The publication screen's issues and years: one journal's (modules/publication/issues.test.ts).
  'GET /sys/publication/periodYearList': 'one journal’s, and another press’s journal is 404',
  'GET /sys/publication/issues': 'one journal’s, and another press’s journal is 404',
  // Finished proofs and the typesetting issue pickers: typesetting.test.ts shows another press (and
  // another typesetter) sees none of a finished manuscript, and another press's journal is 404.
  'GET /sys/artProof/completePage': 'the typesetting scope; typesetting.test.ts',
  'GET /sys/artProof/periodList': 'one journal’s, and another press’s journal is 404',
  'GET /sys/artProof/periodNameList': 'one journal’s, and another press’s journal is 404',
  // One manuscript's proof marks: the tenancy matrix's BY_ID (another press's manuscript is 404),
  // and typesetting.test.ts (another typesetter's and another press's manuscript: 404).
  'GET /sys/artProof/marks': 'one manuscript’s, in the tenancy matrix',
  // The proofreader's desk and the check list: the typesetting scope (the world has no manuscript at
  // a proof); typesetting/proofCheck.test.ts shows another press sees none of them.
  'GET /sys/artProof/online': 'the typesetting scope; typesetting/proofCheck.test.ts',
  'GET /sys/artProof/check': 'the typesetting scope; typesetting/proofCheck.test.ts',
  'GET /sys/expertArea/fees': 'the signed-in expert’s own',
  'GET /sys/expertArea/conversation': 'the signed-in expert’s own invitation',
  // The signed-in acquisition editor's own referrals (articleHome/businessAudit.test.ts).
  'GET /sys/articleHome/queryArticleBusinessAuditList': 'the signed-in acquisition editor’s own referrals',
  // Named by a row of press A that has no list rows in the world; another press gets 404
  // (tenancyMatrix.test.ts BY_ID).
  'GET /sys/article/conversation/threads': 'names a manuscript: tenancy matrix',
  'GET /sys/article/conversation/messages': 'names a manuscript: tenancy matrix',
  'GET /sys/caibianPerf/orders': 'names a person: tenancy matrix',
  // Month rows, not people: caibianPerf.test.ts shows another press reads none of press A's months.
  'GET /sys/caibianPerf/months': 'month rows; caibianPerf.test.ts',
  'GET /sys/period/records': 'names an issue: tenancy matrix',
  'GET /sys/periodical/fee': 'names a journal: tenancy matrix',
  'GET /sys/journalReview/history': 'names a journal: tenancy matrix',
  'GET /sys/remittance/suggest': 'names a remittance: tenancy matrix',
  'GET /sys/publishProcess/versions': 'names a journal: tenancy matrix',
};

/** The rows of a list answer: a page's `list`, per-person `rows`, or the array itself. */
function rowsOf(data: unknown): Record<string, unknown>[] {
  if (Array.isArray(data)) return data;
  const d = data as { list?: Record<string, unknown>[]; rows?: Record<string, unknown>[] };
  return d.list ?? d.rows ?? [];
}

/** The largest page, where the call takes one. */
const pageOf = (call: CallDeclaration) =>
  'pageSize' in ((call.query as unknown as { shape?: object })?.shape ?? {}) ? { pageSize: 100 } : {};

async function answer(t: TestApp, example: ListExample, w: ListWorld, session: Session) {
  const query = { ...pageOf(example.call), ...example.query?.(w) };
  return callOf(t.app, example.call, session, { query } as never);
}

const keysOf = (example: ListExample, data: unknown) =>
  rowsOf(data).map((row) => (example.keyOf ?? ((r) => r.id as number))(row));

async function listed(t: TestApp, example: ListExample, w: ListWorld, session: Session): Promise<Key[]> {
  const res = await answer(t, example, w, session);
  expect(res.statusCode, res.body).toBe(200);
  return keysOf(example, res.json().data);
}

describe(`list calls keep to the caller's press and journals (${engineName})`, () => {
  let t: TestApp;
  let a: ListWorld;
  let adminA: Session;
  let adminB: Session;
  beforeAll(async () => {
    t = await createTestApp();
    a = await listWorld(t);
    const b = await pressWorld(t.db);
    adminA = await login(t.app, a.admin.account, a.admin.password);
    adminB = await login(t.app, b.admin.account, b.admin.password);
  }, 240_000);
  afterAll(() => t.close());

  it('knows every list call the contract declares: each is in LISTS or exempt with its reason', async () => {
    const lists = (await declaredCalls()).filter(isListCall).map(callKey);
    const tested = new Set([...LISTS, ...AUTHOR_LISTS, ...EDITOR_LISTS].map((e) => callKey(e.call)));
    expect(lists.filter((k) => !tested.has(k) && !(k in EXEMPT))).toEqual([]);
    // No stale entries: every exemption and every example is a declared list call.
    expect(Object.keys(EXEMPT).filter((k) => !lists.includes(k))).toEqual([]);
    expect([...tested].filter((k) => !lists.includes(k))).toEqual([]);
    expect(Object.keys(EXEMPT).filter((k) => tested.has(k))).toEqual([]);
  });

  it('refuses a press administrator the platform’s own lists', async () => {
    const platformOnly = (await declaredCalls()).filter((c) => EXEMPT[callKey(c)] === PLATFORM_ONLY);
    expect(platformOnly).toHaveLength(3);
    for (const c of platformOnly) {
      const res = await callOf(t.app, c, adminA, { query: {} } as never);
      expect(res.statusCode, callKey(c)).toBe(403);
    }
  });

  for (const example of LISTS) {
    it(`${callKey(example.call)}: shows press A's rows to A and none of them to B`, async () => {
      const own = example.ownRows(a);
      expect(own.length).toBeGreaterThan(0);
      expect(await listed(t, example, a, adminA)).toEqual(expect.arrayContaining(own));
      // B reads its own list, or is told A's row it named is not found (or not its manuscript number).
      const res = await answer(t, example, a, adminB);
      if (res.statusCode === 200)
        expect(keysOf(example, res.json().data).filter((k) => own.includes(k))).toEqual([]);
      else expect([400, 404], res.body).toContain(res.statusCode);
    });
  }

  for (const example of AUTHOR_LISTS) {
    it(`${callKey(example.call)}: shows the author their rows and another press's author none of them`, async () => {
      const asAuthor = async (session: AuthorSession) => {
        const res = await callOf(t.app, example.call, session, { query: {} } as never);
        expect(res.statusCode, res.body).toBe(200);
        return keysOf(example, res.json().data);
      };
      const own = example.ownRows(a);
      expect(await asAuthor(a.siteSession)).toEqual(expect.arrayContaining(own));
      const other = await openJournalWithAuthor(t);
      expect((await asAuthor(other.session)).filter((k) => own.includes(k))).toEqual([]);
    });
  }

  for (const example of EDITOR_LISTS) {
    it(`${callKey(example.call)}: shows the acquisition editor their rows, not another editor's, and none to another press`, async () => {
      const w = await caibianWorld(t.db);
      const b = await caibianWorld(t.db);
      await example.prepare?.(t.db, w);
      const keys = async (who: { account: string; password: string }) => {
        const session = await login(t.app, who.account, who.password);
        const res = await callOf(t.app, example.call, session, { query: { pageSize: 100 } } as never);
        expect(res.statusCode, res.body).toBe(200);
        return rowsOf(res.json().data).map((r) => r.id as number);
      };
      const own = example.ownRows(w);
      const seen = await keys(w.caibian);
      expect(seen).toEqual(expect.arrayContaining(own));
      expect(seen.filter((k) => example.othersRows(w).includes(k))).toEqual([]);
      const colleague = await keys(w.otherCaibian);
      if (!example.pressWide) expect(colleague.filter((k) => own.includes(k))).toEqual([]);
      expect((await keys(b.caibian)).filter((k) => own.includes(k))).toEqual([]);
    });
  }

  it('shows journal-scoped staff only the journals assigned to them, and refuses the others as not found', async () => {
    const [second] = await t.db
      .insert(journals)
      .values({ pressId: a.press.id, code: unique('j'), name: '第二种期刊', frequency: 4, status: 0 })
      .returning({ id: journals.id });
    const scoped = await createUser(t.db, a.press, {
      permissions: ['manage.welcome', 'manage.periodicalManagement'],
    });
    await t.db.insert(userJournals).values({ userId: scoped.id, journalId: a.journalId });
    const session = await login(t.app, scoped.account, scoped.password);

    const example = { call: journalList, ownRows: () => [] };
    expect(await listed(t, example, a, session)).toEqual([a.journalId]);
    expect(await listed(t, { call: journalOptions, ownRows: () => [] }, a, session)).toEqual([a.journalId]);
    const other = await callOf(t.app, journalDetail, session, { query: { id: second!.id } });
    expect(other.statusCode).toBe(404);
    const mine = await callOf(t.app, journalDetail, session, { query: { id: a.journalId } });
    expect(mine.statusCode).toBe(200);
    // Without assignments a person works on every journal of the press; so does a press
    // administrator with assignments (who manages the journals and who works on them).
    expect(await listed(t, example, a, adminA)).toEqual(expect.arrayContaining([a.journalId, second!.id]));
    await t.db.insert(userJournals).values({ userId: a.admin.id, journalId: a.journalId });
    expect(await listed(t, example, a, adminA)).toEqual(expect.arrayContaining([a.journalId, second!.id]));
    const managed = await callOf(t.app, journalDetail, adminA, { query: { id: second!.id } });
    expect(managed.statusCode).toBe(200);
  });

  it('shows journal-scoped staff only the manuscripts of their journals, in the list and a stage queue, and acting on another is not found', async () => {
    const [second] = await t.db
      .insert(journals)
      .values({ pressId: a.press.id, code: unique('j'), name: '第三种期刊', frequency: 4, status: 0 })
      .returning({ id: journals.id });
    const [column] = await t.db
      .insert(journalColumns)
      .values({ journalId: second!.id, name: '综述', sort: 1 })
      .returning();
    const elsewhere = await manuscriptAtZero(t.db, {
      press: a.press,
      journalId: second!.id,
      columnId: column!.id,
    });
    const scoped = await createUser(t.db, a.press, {
      permissions: [
        'operation.manuscriptManage',
        'operation.manuscriptManage.waive',
        'editorialReview.initialAllocation',
      ],
    });
    await t.db.insert(userJournals).values({ userId: scoped.id, journalId: a.journalId });
    const session = await login(t.app, scoped.account, scoped.password);
    const seen = await listed(t, { call: manuscriptList, ownRows: () => [] }, a, session);
    expect(seen).toContain(a.manuscriptId);
    expect(seen).not.toContain(elsewhere.id);
    const refused = await callOf(t.app, waiveFee, session, {
      body: { id: elsewhere.id, version: 0, note: '减免' },
    });
    expect(refused.statusCode).toBe(404);
    // The press administrator lets the other journal's manuscript into first-review allocation:
    // the queue shows it to the administrator, not to the person working the first journal only.
    const waived = await callOf(t.app, waiveFee, adminA, {
      body: { id: elsewhere.id, version: 0, note: '减免' },
    });
    expect(waived.json().data.status).toBe(Status.FIRST_ALLOCATION);
    const queue = { call: REVIEW_CALLS.reviewAllocation.list, ownRows: () => [] };
    expect(await listed(t, queue, a, adminA)).toEqual(
      expect.arrayContaining([a.queued.reviewAllocation, elsewhere.id]),
    );
    const queued = await listed(t, queue, a, session);
    expect(queued).toContain(a.queued.reviewAllocation);
    expect(queued).not.toContain(elsewhere.id);
  });
});
