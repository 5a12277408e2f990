import { REVIEW_CALLS } from '@jb/contract/api/review';
import { REVIEW_GROUPS } from '@jb/contract/stageGroups';
import { PRODUCTION_STEPS, REVIEW_STAGES } from '@jb/contract/workflow';
import type { Db } from '../src/db/client.ts';
import { accepted, atAcceptanceConfirmation, uploadedDraft } from './acceptanceStep.ts';
import type { CaibianWorld } from './caibianWorld.ts';
import { unique } from './factories.ts';
import { TEST_PREPAID_FEN } from './manuscripts.ts';
import type { PressWorld } from './scenario.ts';
import type { CallOptions } from './wireClient.ts';

export type RowExample = (w: PressWorld) => CallOptions;

/**
 * For every route that names a row, a request about a row of press A. A fully permitted
 * administrator of press B must get 404 (never the row, never 403); A's own administrator succeeds.
 * Routes that name no row are listed as such. A new route must join one of the two lists.
 */
export const BY_ID: Record<string, RowExample> = {
  // Every review group's detail, and the candidates of an allocation group.
  ...Object.fromEntries(
    REVIEW_GROUPS.flatMap((g) => [
      [`GET /tsg-admin${g.prefix}/detail`, (w: PressWorld) => ({ query: { id: w.manuscriptId } })],
      ...(g.kind === 'allocation'
        ? [[`GET /tsg-admin${g.prefix}/assign`, (w: PressWorld) => ({ query: { id: w.manuscriptId } })]]
        : []),
    ]),
  ),
  // Whether a journal's process screens, and what waits for screening allocation.
  'GET /tsg-admin/sys/screeningAllocation/screeningStatus': (w) => ({ query: { journalId: w.journalId } }),
  // The duplicate check's report and a journal's settings of it.
  'GET /tsg-admin/sys/check/report': (w) => ({ query: { manuscriptId: w.manuscriptId } }),
  'GET /tsg-admin/sys/check/settings': (w) => ({ query: { journalId: w.journalId } }),
  'PUT /tsg-admin/sys/check/settings': (w) => ({
    body: {
      journalId: w.journalId,
      version: 0,
      excludeQuotes: true,
      excludeReferences: true,
      excludeAbstract: false,
      minMatchLength: 13,
    },
  }),
  // The annex audit: a manuscript's annexes, a journal's requirements.
  'GET /tsg-admin/sys/annexAudit/auditDetail': (w) => ({ query: { id: w.manuscriptId } }),
  // The author's answer to acceptance an acquisition editor recorded, on the acceptance screen.
  'GET /tsg-admin/sys/acceptanceConfirmation/detail': (w) => ({ query: { id: w.manuscriptId } }),
  'GET /tsg-admin/sys/annexAudit/kinds': (w) => ({ query: { journalId: w.journalId } }),
  'PUT /tsg-admin/sys/annexAudit/kinds': (w) => ({ body: { journalId: w.journalId, kinds: [] } }),
  'GET /tsg-admin/sys/author/detail': (w) => ({ query: { id: w.authorId } }),
  'PUT /tsg-admin/sys/author/update': (w) => ({
    body: { id: w.authorId, version: 0, name: '改名', phone: w.authorPhone },
  }),
  'POST /tsg-admin/sys/author/blacklist': (w) => ({
    body: { id: w.authorId, version: 0, reason: '一稿多投' },
  }),
  'GET /tsg-admin/sys/article/detail': (w) => ({ query: { id: w.manuscriptId } }),
  'GET /tsg-admin/sys/article/conversation/threads': (w) => ({ query: { manuscriptId: w.manuscriptId } }),
  'GET /tsg-admin/sys/article/conversation/messages': (w) => ({
    query: { manuscriptId: w.manuscriptId, thread: 'author' },
  }),
  'POST /tsg-admin/sys/article/conversation/send': (w) => ({
    body: { manuscriptId: w.manuscriptId, thread: 'author', body: '请补充材料。' },
  }),
  'POST /tsg-admin/sys/article/conversation/read': (w) => ({
    body: { manuscriptId: w.manuscriptId, thread: 'author', lastReadId: 1 },
  }),
  'PUT /tsg-admin/sys/article/update': (w) => ({
    body: {
      id: w.manuscriptId,
      version: 0,
      title: '改名',
      keywords: '',
      abstract: '',
      columnId: w.columnId,
      subjectId: null,
      natureArticleType: 1,
    },
  }),
  // 采编绩效: the orders behind a staff member's totals (another press's person: 404).
  'GET /tsg-admin/sys/caibianPerf/orders': (w) => ({
    query: { from: '2026-10-01', to: '2026-10-31', editorId: w.editor.id },
  }),
  'POST /tsg-admin/sys/article/waiveFee': (w) => ({
    body: { id: w.manuscriptId, version: 0, note: '困难作者减免' },
  }),
  'POST /tsg-admin/sys/article/withdrawEntry': (w) => ({
    body: { id: w.manuscriptId, version: 0, note: '作者要求撤稿' },
  }),
  // Bank reconciliation: a remittance of press A suggested for, set aside, matched to A's prepaid
  // order (the owner's match pays it and moves the manuscript on).
  'GET /tsg-admin/sys/remittance/suggest': (w) => ({ query: { id: w.remittanceId } }),
  'POST /tsg-admin/sys/remittance/setAside': (w) => ({
    body: { id: w.remittanceId, version: 0, reason: '外单位误汇' },
  }),
  'POST /tsg-admin/sys/remittance/match': (w) => ({
    body: { id: w.remittanceId, version: 0, matches: [{ orderId: w.orderId, amountFen: TEST_PREPAID_FEN }] },
  }),
  'POST /tsg-admin/sys/remittance/confirm': (w) => ({
    body: {
      id: w.manuscriptId,
      version: 0,
      remitter: '李四',
      amountFen: TEST_PREPAID_FEN,
      paidOn: '2026-11-20',
    },
  }),
  // An order's history (the order list of 订单查询 and 订单列表).
  'GET /tsg-admin/sys/order/detail': (w) => ({ query: { id: w.orderId } }),
  // 账单管理: a merchant's month (its entries, export, statement; closing an ended month).
  'GET /tsg-admin/sys/bill/entries': (w) => ({ query: { merchantId: w.merchantId, period: '2026-10' } }),
  'GET /tsg-admin/sys/bill/export': (w) => ({ query: { merchantId: w.merchantId, period: '2026-10' } }),
  'GET /tsg-admin/sys/bill/statement': (w) => ({ query: { merchantId: w.merchantId, period: '2026-10' } }),
  'POST /tsg-admin/sys/bill/close': (w) => ({
    body: { merchantId: w.merchantId, period: '2026-10', version: 0 },
  }),
  'GET /tsg-admin/sys/group/detail': (w) => ({ query: { id: w.groupId } }),
  'PUT /tsg-admin/sys/group/update': (w) => ({
    body: { id: w.groupId, version: 0, name: '改名', journalId: null, description: '', members: [] },
  }),
  'DELETE /tsg-admin/sys/group/delete': (w) => ({ query: { id: w.groupId, version: 0 } }),
  // 邮寄发行: a journal's issues at mailing, an issue's mailing (another press's: 404).
  'GET /tsg-admin/sys/mailing/issues': (w) => ({ query: { journalId: w.journalId } }),
  'GET /tsg-admin/sys/mailing/detail': (w) => ({ query: { issueId: w.issueId } }),
  'PUT /tsg-admin/sys/merchant/update': (w) => ({
    body: { id: w.merchantId, version: 0, name: '改名', channel: 'bank' },
  }),
  'DELETE /tsg-admin/sys/merchant/delete': (w) => ({ query: { id: w.merchantId, version: 0 } }),
  'PUT /tsg-admin/sys/user/update': (w) => ({
    body: {
      id: w.editor.id,
      version: 0,
      name: '改名',
      phone: w.editor.phone,
      adminType: 3,
      roleIds: [w.press.roleIds.get('reviewer')!],
      journalIds: [],
    },
  }),
  'POST /tsg-admin/sys/user/disable': (w) => ({ body: { id: w.editor.id, version: 0 } }),
  'POST /tsg-admin/sys/user/enable': (w) => ({ body: { id: w.editor.id, version: 0 } }),
  'POST /tsg-admin/sys/user/resetPwd': (w) => ({ body: { id: w.editor.id } }),
  'PUT /tsg-admin/sys/role/update': (w) => ({
    body: { id: w.roleId, version: 0, name: '改名', nameEn: '', permissions: [] },
  }),
  'DELETE /tsg-admin/sys/role/delete': (w) => ({ query: { id: w.roleId, version: 0 } }),
  'POST /tsg-admin/sys/role/save': (w) => ({
    body: { name: '复制', nameEn: '', permissions: [], copyFromId: w.roleId },
  }),
  'POST /tsg-admin/sys/journalUser/add': (w) => ({
    body: { journalId: w.journalId, userIds: [w.editor.id] },
  }),
  'DELETE /tsg-admin/sys/journalUser/remove': (w) => ({
    query: { journalId: w.journalId, userId: w.editor.id },
  }),
  'GET /tsg-admin/sys/message/unread': (w) => ({ query: { perId: w.editor.id } }),
  // One's own messages only: another press's administrator, like any other person, gets 404.
  'POST /tsg-admin/sys/message/read': (w) => ({ body: { id: w.messageId } }),
  'POST /tsg-admin/sys/message/markUnread': (w) => ({ body: { id: w.messageId } }),
  'GET /tsg-admin/sys/feedback/detail': (w) => ({ query: { id: w.feedbackId } }),
  'POST /tsg-admin/sys/feedback/reply': (w) => ({
    body: { id: w.feedbackId, version: 0, reply: '已优化，请刷新后再试' },
  }),
  'POST /tsg-admin/sys/feedback/close': (w) => ({ body: { id: w.feedbackId, version: 0 } }),
  'GET /tsg-admin/sys/periodical/detail': (w) => ({ query: { id: w.journalId } }),
  'PUT /tsg-admin/sys/periodical/update': (w) => ({
    body: { id: w.journalId, version: 0, code: unique('j'), name: '改名', frequency: 4 },
  }),
  'GET /tsg-admin/sys/periodical/fee': (w) => ({ query: { journalId: w.journalId } }),
  'PUT /tsg-admin/sys/periodical/fee': (w) => ({ body: { journalId: w.journalId, fees: [] } }),
  'POST /tsg-admin/sys/periodical/apply': (w) => ({ body: { id: w.journalId } }),
  'GET /tsg-admin/sys/journalReview/history': (w) => ({ query: { journalId: w.journalId } }),
  'PUT /tsg-admin/sys/periodical/proofRounds': (w) => ({
    body: { journalId: w.journalId, version: 0, proofRounds: 5 },
  }),
  'GET /tsg-admin/sys/program/list': (w) => ({ query: { journalId: w.journalId } }),
  'POST /tsg-admin/sys/program/add': (w) => ({ body: { journalId: w.journalId, name: '综述' } }),
  'PUT /tsg-admin/sys/program/update': (w) => ({
    body: { id: w.columnId, version: 0, name: '改名', enabled: false },
  }),
  'PUT /tsg-admin/sys/program/sort': (w) => ({ body: { journalId: w.journalId, ids: [w.columnId] } }),
  'GET /tsg-admin/sys/period/list': (w) => ({ query: { journalId: w.journalId } }),
  'POST /tsg-admin/sys/period/add': (w) => ({
    body: {
      journalId: w.journalId,
      year: 2026,
      volume: 12,
      number: 2,
      plannedDate: '2026-02-01',
      pageBudget: 120,
    },
  }),
  'PUT /tsg-admin/sys/period/update': (w) => ({
    body: {
      id: w.issueId,
      version: 0,
      year: 2026,
      volume: 12,
      number: 1,
      plannedDate: '2026-01-05',
      pageBudget: 100,
    },
  }),
  'POST /tsg-admin/sys/period/generate': (w) => ({
    body: { journalId: w.journalId, year: 2027, volume: 13 },
  }),
  'GET /tsg-admin/sys/period/records': (w) => ({ query: { issueId: w.issueId } }),
  // Scheduling: the accepted queue and the issues of a journal, an issue's contents.
  'GET /tsg-admin/sys/scheduling/list': (w) => ({ query: { journalId: w.journalId } }),
  'GET /tsg-admin/sys/scheduling/issues': (w) => ({ query: { journalId: w.journalId } }),
  'GET /tsg-admin/sys/scheduling/contents': (w) => ({ query: { issueId: w.issueId } }),
  // Typesetting: a manuscript's proofs, a journal's typesetters.
  'GET /tsg-admin/sys/artProof/detail': (w) => ({ query: { id: w.manuscriptId } }),
  'GET /tsg-admin/sys/artProof/marks': (w) => ({ query: { manuscriptId: w.manuscriptId, round: 1 } }),
  'GET /tsg-admin/sys/artProof/typesetters': (w) => ({ query: { journalId: w.journalId } }),
  'GET /tsg-admin/sys/artProof/periodList': (w) => ({ query: { journalId: w.journalId } }),
  'GET /tsg-admin/sys/artProof/periodNameList': (w) => ({ query: { journalId: w.journalId } }),
  'GET /tsg-admin/sys/OutFilm/periodYearList': (w) => ({ query: { journalId: w.journalId } }),
  'GET /tsg-admin/sys/OutFilm/issues': (w) => ({ query: { journalId: w.journalId } }),
  'GET /tsg-admin/sys/OutFilm/queryPrintingCompleteList': (w) => ({ query: { journalId: w.journalId } }),
  'GET /tsg-admin/sys/publication/periodYearList': (w) => ({ query: { journalId: w.journalId } }),
  'GET /tsg-admin/sys/publication/issues': (w) => ({ query: { journalId: w.journalId } }),
  'GET /tsg-admin/sys/periodical/extras': (w) => ({ query: { journalId: w.journalId } }),
  'GET /tsg-admin/sys/period/export': (w) => ({ query: { journalId: w.journalId } }),
  'PUT /tsg-admin/sys/periodical/database': (w) => ({
    body: { journalId: w.journalId, version: 0, databases: ['CSCD'] },
  }),
  'PUT /tsg-admin/sys/periodical/notice': (w) => ({
    body: { journalId: w.journalId, version: 0, notice: '<p>须知</p>' },
  }),
  'GET /tsg-admin/sys/externalAudit/detail': (w) => ({ query: { journalId: w.journalId } }),
  'PUT /tsg-admin/sys/externalAudit/save': (w) => ({
    body: {
      journalId: w.journalId,
      version: 0,
      expertCount: 2,
      dueDays: 14,
      reminderDays: 3,
      feeFen: 30000,
      anonymous: true,
    },
  }),
  'GET /tsg-admin/sys/auditProcess/detail': (w) => ({ query: { journalId: w.journalId } }),
  'PUT /tsg-admin/sys/auditProcess/save': (w) => ({ body: { journalId: w.journalId, stages: allStages(w) } }),
  'GET /tsg-admin/sys/auditProcess/versions': (w) => ({ query: { journalId: w.journalId } }),
  'GET /tsg-admin/sys/publishProcess/detail': (w) => ({ query: { journalId: w.journalId } }),
  'PUT /tsg-admin/sys/publishProcess/save': (w) => ({ body: { journalId: w.journalId, steps: allSteps() } }),
  'GET /tsg-admin/sys/publishProcess/versions': (w) => ({ query: { journalId: w.journalId } }),
  'PUT /tsg-admin/sys/auditTemplate/update': (w) => ({
    body: { id: w.templateId, version: 0, stage: 'first', name: '改', content: '改' },
  }),
  'DELETE /tsg-admin/sys/auditTemplate/delete': (w) => ({ query: { id: w.templateId, version: 0 } }),
  'PUT /tsg-admin/sys/subject/update': (w) => ({ body: { id: w.subjectId, name: '改名' } }),
  'DELETE /tsg-admin/sys/subject/delete': (w) => ({ query: { id: w.subjectId } }),
  'GET /tsg-admin/sys/journalReview/authorLogins': (w) => ({ query: { journalId: w.journalId } }),
  'GET /tsg-admin/sys/journalReview/authorLogins/export': (w) => ({ query: { journalId: w.journalId } }),
  'GET /tsg-admin/sys/notify/templates': (w) => ({ query: { journalId: w.journalId } }),
  'PUT /tsg-admin/sys/notify/template/save': (w) => ({
    body: {
      journalId: w.journalId,
      event: 'submissionReceived',
      lang: 'zh-CN',
      subject: '{{ articleNo }} 已收到',
      body: '{{ recipient }}，您好',
      version: 0,
    },
  }),
  'POST /tsg-admin/sys/notify/preview': (w) => ({
    body: {
      event: 'submissionReceived',
      lang: 'zh-CN',
      subject: '{{ articleNo }}',
      body: '{{ title }}',
      manuscript: String(w.manuscriptId),
    },
  }),
  'POST /tsg-admin/sys/notify/testSend': (w) => ({
    body: { event: 'submissionReceived', lang: 'zh-CN', manuscript: String(w.manuscriptId) },
  }),
};

/**
 * Calls that name no row of a press, or that only the platform may make (press staff get 403).
 * Rows a body merely refers to (roles of a new person, a subject's parent) are field errors (400).
 */
export const NO_ROW = new Set([
  // The review groups' lists, people and templates keep to the press; their acting calls name a
  // manuscript in a status of the stage: another press's manuscript is 404 for each of them
  // (modules/review/review.test.ts; a template's manuscript in review/templates.test.ts). Each
  // group's calls as it declares them (its detail and candidates are in BY_ID).
  ...Object.values(REVIEW_CALLS)
    .flatMap((calls) => Object.values(calls))
    .map((c) => `${c.method} /tsg-admin${c.path}`)
    .filter((k) => !k.endsWith('/detail') && !/^GET \S+\/assign$/.test(k)),
  'POST /tsg-admin/sys/operation/remindUser',
  // Scheduling's changes name a manuscript at accepted or scheduled, or an issue with contents (the
  // world's have neither: 400); another press's manuscript or issue is 404 for each of them
  // (modules/scheduling/scheduling.test.ts).
  'POST /tsg-admin/sys/scheduling/schedule',
  'POST /tsg-admin/sys/scheduling/move',
  'POST /tsg-admin/sys/scheduling/type',
  'POST /tsg-admin/sys/scheduling/unschedule',
  'POST /tsg-admin/sys/scheduling/reorder',
  'POST /tsg-admin/sys/scheduling/pages',
  // Online editing's list keeps to the press (tenancyLists.test.ts); its detail and correction need
  // a manuscript in layout; another press's is 404 (modules/onlineEdit/onlineEdit.test.ts).
  'PUT /tsg-admin/sys/onlineEdit/update',
  'GET /tsg-admin/sys/onlineEdit/detail',
  'GET /tsg-admin/sys/onlineEdit/list',
  // The typesetting lists keep to the press (tenancyLists.test.ts); its moves name a manuscript
  // at scheduling, in typesetting or at a proof (the world's is at 0: 400); another press's
  // manuscript is 404 for each (modules/typesetting/typesetting.test.ts).
  'GET /tsg-admin/sys/artProof/list',
  'GET /tsg-admin/sys/artProof/completePage',
  'POST /tsg-admin/sys/artProof/dispatch',
  'POST /tsg-admin/sys/artProof/typesetter',
  'POST /tsg-admin/sys/artProof/recall',
  'POST /tsg-admin/sys/artProof/accept',
  'POST /tsg-admin/sys/artProof/upload',
  'POST /tsg-admin/sys/artProof/endRound',
  'POST /tsg-admin/sys/artProof/mark',
  'DELETE /tsg-admin/sys/artProof/mark',
  'POST /tsg-admin/sys/artProof/resolve',
  'POST /tsg-admin/sys/artProof/batchFinalProof',
  // The proofreader's desk and the check: lists in the typesetting scope, and a check names a mark
  // of a round whose revision is in (the world has none); another press's is 404
  // (modules/typesetting/proofCheck.test.ts).
  'GET /tsg-admin/sys/artProof/online',
  'GET /tsg-admin/sys/artProof/check',
  'POST /tsg-admin/sys/artProof/checkMark',
  // The issue-level moves need an issue whose articles are at the step (the world's issue has
  // none: 400); another press's issue is 404 for each (modules/issueProduction/issueProduction.test.ts).
  'PUT /tsg-admin/sys/OutFilm/uploadZip',
  'PUT /tsg-admin/sys/OutFilm/alter',
  'PUT /tsg-admin/sys/OutFilm/pressting',
  'PUT /tsg-admin/sys/OutFilm/printing',
  // A film of an issue past film output (the world has none: 404 for its owner too); another
  // press's film is 404 (issueProduction.test.ts).
  'GET /tsg-admin/sys/OutFilm/download',
  // Mailing and publication move an issue whose articles are at printing or mailing, and read a
  // published issue (the world's issue is neither: 400); another press's issue is 404 for each
  // (modules/publication/publication.test.ts).
  'PUT /tsg-admin/sys/publication/mail',
  'PUT /tsg-admin/sys/publication/publish',
  'GET /tsg-admin/sys/publication/articles',
  'GET /tsg-admin/sys/publication/crossref',
  'GET /tsg-admin/sys/publication/finalFiles',
  'POST /tsg-admin/sys/archive/check',
  'GET /tsg-admin/sys/archive/checks',
  'PUT /tsg-admin/sys/archive/archive',
  // A published issue's Crossref deposits (modules/publication/crossrefDeposit.test.ts).
  'GET /tsg-admin/sys/publication/deposits',
  'POST /tsg-admin/sys/publication/deposit/resend',
  // The editors' homes count and list only the caller's press and journals
  // (modules/articleHome/articleHome.test.ts shows another press sees none of them).
  'GET /tsg-admin/sys/articleHome/queryArticleAuditList',
  'GET /tsg-admin/sys/articleHome/queryArticleAllotList',
  'GET /tsg-admin/sys/articleHome/queryArticleAfterEmploymentList',
  // Only the caller's own referrals, in their press (articleHome/businessAudit.test.ts).
  'GET /tsg-admin/sys/articleHome/queryArticleBusinessAuditList',
  // A run needs a manuscript file (the world's manuscript has none: 400); another press's
  // manuscript is 404 (modules/similarity/similarity.test.ts).
  'POST /tsg-admin/sys/check/run',
  // The report's PDF needs a finished report (the world's manuscript has none: 400); another
  // press's manuscript is 404 (modules/similarity/reportPdf.test.ts).
  'GET /tsg-admin/sys/check/reportPdf',
  // The annex audit's counts, lists and log keep to the press and journals; its verdicts need
  // annexes awaiting audit (the world's manuscript has none: 400), and another press's manuscript
  // is 404, as is another author's for the supplement (modules/annexAudit/annexAudit.test.ts).
  'GET /tsg-admin/sys/annexAudit/annexStatusList',
  'GET /tsg-admin/sys/annexAudit/annexAuditList',
  'GET /tsg-admin/sys/annexAudit/auditPage',
  'POST /tsg-admin/sys/annexAudit/pass',
  'POST /tsg-admin/sys/annexAudit/ignore',
  'POST /tsg-admin/sys/annexAudit/supplementAnnex',
  'POST /tsg-admin/author/manuscript/annexSupplement',
  // Experts: the pool keeps to the press; inviting, suggestions and the expert area refuse another
  // press's manuscript or another expert's invitation with 404 (modules/experts/experts.test.ts).
  ...[
    'GET /sys/expert/list',
    'GET /sys/expert/detail',
    'POST /sys/expert/save',
    'PUT /sys/expert/update',
    'GET /sys/expertAllot/suggest',
    'GET /sys/expertAllot/invitations',
    'POST /sys/expertAllot/invite',
    'POST /sys/expertAllot/cancelInvitation',
    'GET /sys/expertArea/invitations',
    'POST /sys/expertArea/respond',
    'GET /sys/expertArea/manuscript',
    'GET /sys/expertArea/file',
    'POST /sys/expertArea/review',
    // The expert's own thread, named by their invitation: another expert's is 404
    // (modules/conversation/expertThreads.test.ts).
    'GET /sys/expertArea/conversation',
    'POST /sys/expertArea/conversation/send',
    'POST /sys/expertArea/conversation/read',
    'POST /sys/expertArea/conversation/upload',
    'GET /sys/expertArea/conversation/file',
  ].map((k) => k.replace(' ', ' /tsg-admin')),
  // The author's own manuscript only (modules/review/revision.test.ts).
  'POST /tsg-admin/author/manuscript/startRevision',
  'POST /tsg-admin/author/manuscript/revise',
  // Lists: scoped by press and journal (tenancyLists.test.ts). Batch actions answer one result
  // per manuscript, another press's as not found (modules/workflow/workflow.test.ts).
  'GET /tsg-admin/sys/article/list',
  'GET /tsg-admin/sys/article/export',
  // Staff entry on an author's behalf: another press's journal is 404, its author or referrer 400
  // (manuscripts/staffEntry.test.ts; the owner needs their own upload and an open journal first).
  'POST /tsg-admin/sys/article/submit',
  // Authors: the list keeps to the press (tenancyLists); adding names no row.
  'GET /tsg-admin/sys/author/list',
  'POST /tsg-admin/sys/author/add',
  // Lifting needs a blacklisted author first: another press gets 404 in authors/manage.test.ts.
  'POST /tsg-admin/sys/author/unblacklist',
  'GET /tsg-admin/sys/remittance/list',
  // Bank reconciliation: the list, auto-match and the sample keep to the press (tenancyLists);
  // recording and importing write into the caller's press; restoring needs a remittance set aside
  // first and confirming a batch answers another press's remittance as not found, line by line
  // (modules/remittances/remittances.test.ts, import.test.ts).
  'GET /tsg-admin/sys/remittance/records',
  'GET /tsg-admin/sys/remittance/autoMatch',
  'GET /tsg-admin/sys/remittance/sampleStatement',
  'POST /tsg-admin/sys/remittance/save',
  'POST /tsg-admin/sys/remittance/import',
  'POST /tsg-admin/sys/remittance/restore',
  'POST /tsg-admin/sys/remittance/matchBatch',
  // The order list and its export keep to the press and journals (modules/orders/list.test.ts).
  'GET /tsg-admin/sys/order/list',
  'GET /tsg-admin/sys/order/export',
  // An other fee names a manuscript by number (another press's is refused on the field); cancelling
  // or closing another press's order is 404 (modules/orders/manage.test.ts).
  'POST /tsg-admin/sys/order/saveOther',
  // The finance home sums only the caller's press and journals (modules/finance/home.test.ts).
  'GET /tsg-admin/sys/finance/home',
  // Its charts read only the caller's press and journals (modules/finance/charts.test.ts).
  'GET /tsg-admin/sys/finance/charts',
  'POST /tsg-admin/sys/order/cancel',
  'POST /tsg-admin/sys/order/close',
  // The ledger: receiving on, applying a discount or refund for, and deciding another press's order
  // or application is 404, and its lists and order look-ups keep to the press
  // (modules/orders/discounts.test.ts, refunds.test.ts).
  'POST /tsg-admin/sys/order/receive',
  'GET /tsg-admin/sys/discount/list',
  'GET /tsg-admin/sys/discount/orders',
  'POST /tsg-admin/sys/discount/save',
  'POST /tsg-admin/sys/discount/audit',
  'GET /tsg-admin/sys/refund/list',
  'GET /tsg-admin/sys/refund/orders',
  'POST /tsg-admin/sys/refund/save',
  'POST /tsg-admin/sys/refund/adminAudit',
  'POST /tsg-admin/sys/refund/financeAudit',
  // A payment provider's notification: no session, the provider's signature; it names an order by
  // its id and number together (modules/orders/online.test.ts).
  'POST /tsg-admin/sys/pay/notify',
  // Invoices: deciding another press's invoice is 404 and the list keeps to the press; the author's
  // calls read and ask only for the author's own orders (modules/invoices/invoices.test.ts).
  'GET /tsg-admin/sys/invoice/list',
  'POST /tsg-admin/sys/invoice/issue',
  'POST /tsg-admin/sys/invoice/refuse',
  'POST /tsg-admin/sys/invoice/red',
  'GET /tsg-admin/author/invoice/orders',
  'POST /tsg-admin/author/invoice/apply',
  // Withdrawing names an invoice: another author's is 404 (modules/invoices/invoices.test.ts).
  'POST /tsg-admin/author/invoice/withdraw',
  // Expert review fees: batching another press's fee, or paying, cancelling or exporting its batch,
  // is 404; the lists keep to the press and the expert's own fees to the expert
  // (modules/expertFees/expertFees.test.ts).
  'GET /tsg-admin/sys/expertFee/list',
  'GET /tsg-admin/sys/expertFee/batches',
  'POST /tsg-admin/sys/expertFee/batch/create',
  'GET /tsg-admin/sys/expertFee/batch/export',
  'POST /tsg-admin/sys/expertFee/batch/pay',
  'POST /tsg-admin/sys/expertFee/batch/cancel',
  'GET /tsg-admin/sys/expertArea/fees',
  'GET /tsg-admin/author/invoice/list',
  // 采编绩效: the totals, export, rules and editors keep to the press; paying another press's
  // editor is 404 (modules/caibianPerf/caibianPerf.test.ts); the referral code is the caller's own.
  'GET /tsg-admin/sys/caibianPerf/list',
  'GET /tsg-admin/sys/caibianPerf/months',
  'GET /tsg-admin/sys/caibianPerf/export',
  'POST /tsg-admin/sys/caibianPerf/pay',
  'GET /tsg-admin/sys/caibianPerf/rules',
  'POST /tsg-admin/sys/caibianPerf/rules/save',
  'GET /tsg-admin/sys/caibianPerf/editors',
  'POST /tsg-admin/sys/caibian/referral',
  // The acquisition editor's portal: the lists keep to the editor's scope (tenancyLists' editor
  // block), registering names no row (the author becomes the caller's); one row's calls are BY_EDITOR.
  'GET /tsg-admin/sys/caibian/author/list',
  'POST /tsg-admin/sys/caibian/author/add',
  'GET /tsg-admin/sys/caibian/article/list',
  'GET /tsg-admin/sys/caibian/article/all',
  'GET /tsg-admin/sys/caibian/order/list',
  // 录用确认's list: the editor's own manuscripts (EDITOR_LISTS).
  'GET /tsg-admin/sys/caibian/confirm/list',
  // 上传终稿's list: the editor's own manuscripts (EDITOR_LISTS).
  'GET /tsg-admin/sys/caibian/finalDraft/list',
  'GET /tsg-admin/sys/caibian/invoice/list',
  // 账单管理: the list and the merchants keep to the press; reversing needs an entry of a closed
  // month (the world has none): another press's is 404 (modules/books/bills.test.ts).
  'GET /tsg-admin/sys/bill/list',
  'GET /tsg-admin/sys/bill/merchants',
  'POST /tsg-admin/sys/bill/reverse',
  // The author's refund request names an order: another author's is 404 (modules/orders/refunds.test.ts).
  'POST /tsg-admin/author/refund/apply',
  // Withdrawal requests: the list keeps to the press (tenancyLists); another press's request or
  // manuscript is 404 to the detail, the decision and the staff's record, another author's
  // manuscript to the author's calls (modules/withdrawals/withdrawals.test.ts).
  'GET /tsg-admin/sys/withdrawal/list',
  'GET /tsg-admin/sys/withdrawal/detail',
  'POST /tsg-admin/sys/withdrawal/audit',
  'POST /tsg-admin/sys/withdrawal/record',
  'POST /tsg-admin/author/withdrawal/sendCode',
  'POST /tsg-admin/author/withdrawal/apply',
  'GET /tsg-admin/author/withdrawal/latest',
  // Revision applications: the list keeps to the press (tenancyLists); another press's application
  // is 404 to the detail and the decision, another author's manuscript to the author's calls
  // (modules/revisions/revisions.test.ts).
  'GET /tsg-admin/sys/articleExamine/list',
  'GET /tsg-admin/sys/articleExamine/detail',
  'POST /tsg-admin/sys/articleExamine/audit',
  'POST /tsg-admin/author/revision/apply',
  'GET /tsg-admin/author/revision/list',
  // The fund audit: the list keeps to the press; another press's manuscript is 404 to the detail and
  // the decision (modules/fundAudit/fundAudit.test.ts).
  'GET /tsg-admin/sys/fundAudit/list',
  'GET /tsg-admin/sys/fundAudit/detail',
  'POST /tsg-admin/sys/fundAudit/audit',
  // The author's proof reading: their own manuscript at an open proof only; another author's or
  // another press's is 404 (modules/typesetting/authorProofs.test.ts).
  'GET /tsg-admin/author/proof/detail',
  'GET /tsg-admin/author/proof/marks',
  'POST /tsg-admin/author/proof/mark',
  'DELETE /tsg-admin/author/proof/mark',
  'POST /tsg-admin/sys/article/batchWaiveFee',
  'POST /tsg-admin/sys/article/batchWithdrawEntry',
  // Files: uploads name no row; a download of another press's or author's file is 404 (files.test.ts).
  'POST /tsg-admin/sys/file/upload',
  'GET /tsg-admin/sys/file/download',
  // The inbox is the session's own (list and mark-all name no row; modules/messages/inbox.test.ts);
  // announcements go to the sender's press, and their list keeps to it (tenancyLists).
  'GET /tsg-admin/sys/message/list',
  'POST /tsg-admin/sys/message/readAll',
  'POST /tsg-admin/sys/message/announce',
  'GET /tsg-admin/sys/message/announcements',
  'POST /tsg-admin/author/file/upload',
  'GET /tsg-admin/author/file/download',
  // Feedback: sending names no row (the sender's press is the session's); the list keeps to the
  // press (tenancyLists); another press's attachment is 404 (modules/feedback/feedback.test.ts).
  'POST /tsg-admin/sys/feedback/upload',
  'POST /tsg-admin/sys/feedback/send',
  'POST /tsg-admin/author/feedback/send',
  'GET /tsg-admin/sys/feedback/list',
  'GET /tsg-admin/sys/feedback/attachment',
  // 我的消息: the author's session names the inbox; another author's ids change nothing
  // (modules/feedback/feedback.test.ts).
  'GET /tsg-admin/author/message/list',
  'POST /tsg-admin/author/message/read',
  // Author-site calls: the author's session fixes the press and journal; a journal or column of
  // another press is refused (modules/authors/authors.test.ts).
  'POST /tsg-admin/author/sendCode',
  'POST /tsg-admin/author/register',
  'POST /tsg-admin/author/login',
  'POST /tsg-admin/author/logout',
  'POST /tsg-admin/author/manuscripts',
  'GET /tsg-admin/author/manuscripts',
  'GET /tsg-admin/author/journal',
  'GET /tsg-admin/author/manuscript/detail',
  // The conversation of the author's own manuscript: another author's is 404 (conversation.test.ts).
  'GET /tsg-admin/author/manuscript/conversation',
  'POST /tsg-admin/author/manuscript/conversation/send',
  'POST /tsg-admin/author/manuscript/conversation/read',
  'GET /tsg-admin/sys/common/publicKey',
  'POST /tsg-admin/sys/login',
  'GET /tsg-admin/sys/loginSalt',
  'POST /tsg-admin/sys/logout',
  'POST /tsg-admin/sys/updPwd',
  'POST /tsg-admin/sys/common/sendCode',
  'POST /tsg-admin/sys/resetPwd',
  'POST /tsg-admin/sys/permissionList',
  'POST /tsg-admin/sys/selPerList',
  'GET /tsg-admin/sys/home/summary',
  'GET /tsg-admin/sys/personal/info',
  'PUT /tsg-admin/sys/personal/info',
  'GET /tsg-admin/sys/press/list',
  'GET /tsg-admin/sys/press/detail',
  'POST /tsg-admin/sys/press/save',
  'PUT /tsg-admin/sys/press/update',
  'POST /tsg-admin/sys/press/disable',
  'POST /tsg-admin/sys/press/enable',
  'GET /tsg-admin/sys/merchant/list',
  'POST /tsg-admin/sys/merchant/save',
  'GET /tsg-admin/sys/user/list',
  'POST /tsg-admin/sys/user/save',
  'GET /tsg-admin/sys/user/export',
  'GET /tsg-admin/sys/operator/list',
  'POST /tsg-admin/sys/operator/save',
  'PUT /tsg-admin/sys/operator/update',
  'POST /tsg-admin/sys/operator/disable',
  'POST /tsg-admin/sys/operator/enable',
  'GET /tsg-admin/sys/role/list',
  'GET /tsg-admin/sys/role/permissionTree',
  'GET /tsg-admin/sys/group/list',
  'POST /tsg-admin/sys/group/save',
  'GET /tsg-admin/sys/journalUser/list',
  'GET /tsg-admin/sys/loginRecord/list',
  'GET /tsg-admin/sys/loginRecord/export',
  'GET /tsg-admin/sys/journal/options',
  'GET /tsg-admin/sys/periodical/list',
  'POST /tsg-admin/sys/periodical/add',
  'POST /tsg-admin/sys/journalReview/audit',
  'GET /tsg-admin/sys/unitLevel/list',
  'POST /tsg-admin/sys/unitLevel/check',
  'PUT /tsg-admin/sys/unitLevel/save',
  'GET /tsg-admin/sys/settings/detail',
  'PUT /tsg-admin/sys/settings/save',
  'PUT /tsg-admin/sys/settings/loginPage',
  'GET /tsg-admin/sys/common/loginPage',
  'GET /tsg-admin/sys/auditTemplate/list',
  'POST /tsg-admin/sys/auditTemplate/save',
  'GET /tsg-admin/sys/subject/list',
  'GET /tsg-admin/sys/periodical/export',
  'POST /tsg-admin/sys/subject/add',
  // Notifications: a reset needs an override first, and outbox rows a message; another press's
  // journal or message is 404 in modules/notifications (templates.test.ts, outbox.test.ts), where
  // the outbox list is shown to keep to the press.
  'DELETE /tsg-admin/sys/notify/template/reset',
  'GET /tsg-admin/sys/outbox/list',
  'GET /tsg-admin/sys/outbox/detail',
  'POST /tsg-admin/sys/outbox/resend',
  // Production base data: the lists keep to the press and a new row is the caller's press's; editing
  // another press's express company or printing house is 404 (modules/mailing/baseData.test.ts).
  'GET /tsg-admin/sys/expressCompany/list',
  'POST /tsg-admin/sys/expressCompany/save',
  'PUT /tsg-admin/sys/expressCompany/update',
  'GET /tsg-admin/sys/printingHouse/list',
  'POST /tsg-admin/sys/printingHouse/save',
  'PUT /tsg-admin/sys/printingHouse/update',
  // Mailing's changes need an issue at mailing, a recipient, a batch or a parcel of one (the world
  // has none: 400); another press's issue, recipient, batch or parcel is 404 for each
  // (modules/mailing/mailing.test.ts). The logistics service's express companies are the caller's
  // press's; its pay batch of another press is 404 (mailing.test.ts).
  'POST /tsg-admin/sys/mailing/recipients/generate',
  'POST /tsg-admin/sys/mailing/recipient',
  'PUT /tsg-admin/sys/mailing/recipient',
  'DELETE /tsg-admin/sys/mailing/recipient',
  'POST /tsg-admin/sys/mailing/batch',
  'DELETE /tsg-admin/sys/mailing/batch',
  'PUT /tsg-admin/sys/mailing/tracking',
  'PUT /tsg-admin/sys/mailing/trackingImport',
  'POST /tsg-admin/sys/mailing/trackingRefresh',
  'POST /api/zw-logistics/expressCompany/nf/list',
  'POST /api/zw-logistics/orderExpress/nf/detailByPayBatchId',
  // Background jobs: the platform's only (press staff get 403, modules/jobs/failedJobs.test.ts).
  'GET /tsg-admin/sys/jobs/failed',
  'POST /tsg-admin/sys/jobs/retry',
  // Business cards: the editor's calls name no card (each reaches only the caller's own); the
  // press's preview and review of another press's card are 404 and its list shows none of them
  // (modules/caibianCards/caibianCards.test.ts).
  'GET /tsg-admin/sys/caibian/card',
  'POST /tsg-admin/sys/caibian/card/save',
  'POST /tsg-admin/sys/caibian/card/photo',
  'POST /tsg-admin/sys/caibian/card/preview',
  'GET /tsg-admin/sys/caibianCards/list',
  'GET /tsg-admin/sys/caibianCards/preview',
  'POST /tsg-admin/sys/caibianCards/review',
]);

const allStages = (w: PressWorld) =>
  REVIEW_STAGES.map((s) => ({
    key: s.key,
    enabled: true,
    groupId: s.key === 'first' ? w.groupId : null,
    templateId: null,
  }));
const allSteps = () => PRODUCTION_STEPS.map((s) => ({ key: s.key, enabled: true }));

export type EditorExample = (w: CaibianWorld) => CallOptions;

/**
 * The "another acquisition editor" column: routes of the acquisition editor's portal that name a
 * row. The editor whose author or manuscript it is succeeds; another acquisition editor of the same
 * press and an acquisition editor of another press both get 404 (modules/caibian/scope.ts).
 */
export const BY_EDITOR: Record<string, EditorExample> = {
  'GET /tsg-admin/sys/caibian/author/detail': (w) => ({ query: { id: w.authorId } }),
  'GET /tsg-admin/sys/caibian/article/detail': (w) => ({ query: { id: w.manuscriptId } }),
  'POST /tsg-admin/sys/caibian/finalDraft/upload': (w) => ({
    body: { manuscriptId: w.manuscriptId, fileId: 1 },
  }),
  'POST /tsg-admin/sys/caibian/confirm/record': (w) => ({
    body: {
      manuscriptId: w.manuscriptId,
      outcome: 'confirmed',
      byAuthor: true,
      method: 'phone',
      answeredAt: '2026-11-28T09:30:00+08:00',
      note: '',
    },
  }),
};

/**
 * What a BY_EDITOR route needs of the world first (录用确认 takes a manuscript at 80; 上传终稿 an
 * accepted one and a file the editor uploaded); an answer replaces the example's request.
 */
export const EDITOR_PREPARE: Record<string, (db: Db, w: CaibianWorld) => Promise<CallOptions | undefined>> = {
  'POST /tsg-admin/sys/caibian/confirm/record': async (db, w) => {
    await atAcceptanceConfirmation(db, w.manuscriptId);
    return undefined;
  },
  'POST /tsg-admin/sys/caibian/finalDraft/upload': async (db, w) => {
    await accepted(db, w.manuscriptId);
    const fileId = await uploadedDraft(db, w.press.id, w.caibian.id);
    return { body: { manuscriptId: w.manuscriptId, fileId } };
  },
};
