import * as A from '@jb/contract/api/annexAudit';
import * as C from '@jb/contract/api/caibianPerf';
import type { CallDeclaration } from '@jb/contract/api/define';
import { discountApply } from '@jb/contract/api/discounts';
import { myCardSave } from '@jb/contract/api/editorCards';
import { expertFeeBatchCreate } from '@jb/contract/api/expertFees';
import * as E from '@jb/contract/api/experts';
import { authorInvoiceApply } from '@jb/contract/api/invoices';
import { journalDetail, journalUpdate } from '@jb/contract/api/journals';
import { notifyTemplateSave } from '@jb/contract/api/notifications';
import { orderDetailCall, orderReceive, orderSaveOther } from '@jb/contract/api/orders';
import { PROCESS_CALLS } from '@jb/contract/api/processes';
import { refundRequest } from '@jb/contract/api/refunds';
import { REVIEW_CALLS } from '@jb/contract/api/review';
import { authorRevisionApply } from '@jb/contract/api/revisions';
import { scheduleManuscripts } from '@jb/contract/api/scheduling';
import { auditTemplateSave } from '@jb/contract/api/templates';
import { unitLevelSave } from '@jb/contract/api/unitLevels';
import { withdrawalRecord } from '@jb/contract/api/withdrawals';
import { REVIEW_GROUPS, type ReviewGroupKey } from '@jb/contract/stageGroups';
import { REVIEW_STAGES, Status } from '@jb/contract/workflow';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  accountEntries,
  expertSettings,
  journalAnnexKinds,
  manuscripts,
  outbox,
  reviewProcesses,
} from '../src/db/schema/index.ts';
import { type AuthorSession, authorPost, uploadAsAuthor } from './authorSession.ts';
import { createUser, type TestUser, unique } from './factories.ts';
import { addExpert, manuscriptRow, reviewWorld, submittedToAllocation } from './reviewWorld.ts';
import type { PressWorld } from './scenario.ts';
import type { TestApp } from './testApp.ts';
import { callOf, login, type Session } from './wireClient.ts';

/**
 * A press with a row behind every list call (tenancyLists.test.ts): the access world (pressWorld),
 * a journal whose review path has every stage, a manuscript waiting in every stage queue, at
 * rejection review and accepted, the expert's invitation and fee, a discount, a refund and an
 * invoice application, opinion templates of every stage, unit levels, a commission rule and an
 * acquisition editor. Everything past the access world is made through the calls people use.
 */
export interface ListWorld extends PressWorld {
  /** The manuscript waiting in each review group's queue. */
  queued: Record<ReviewGroupKey, number>;
  /** A manuscript accepted (90) by the acceptance confirmation. */
  acceptedId: number;
  /** A manuscript scheduled (100) into the journal's issue. */
  scheduledId: number;
  /** A manuscript submitted with an annex, its annexes passed by the annex audit. */
  annexId: number;
  /** The journal's one annex requirement. */
  annexKindId: number;
  /** The subject of the journal's own wording of the submission notice. */
  notifySubject: string;
  /** The press's newest outbox message (its mail and SMS: codes, the expert's thanks …). */
  outboxId: number;
  /** The opinion template of each review stage. */
  templates: Record<string, number>;
  expertId: number;
  /** The expert's submitted review's invitation (its fee is in a batch) and one still unbatched. */
  invitationId: number;
  unbatchedInvitationId: number;
  feeBatchId: number;
  /** An other-fee order of the at-zero manuscript, with a discount applied for. */
  discountOrderId: number;
  discountId: number;
  /** A paid other-fee order of the at-zero manuscript, with a refund requested. */
  refundOrderId: number;
  refundId: number;
  /** A withdrawal the office recorded for the author of the accepted manuscript (pending). */
  withdrawalId: number;
  revisionId: number;
  /** A manuscript declaring a fund whose audit waits (基金审核). */
  fundedId: number;
  articleNo: string;
  invoiceId: number;
  unitLevel: string;
  /** The commission rule saved, as `feeType:rateBp`. */
  commissionRule: string;
  acquisitionEditor: TestUser;
  /** The month the world's payments were booked into, on the press's merchant, and its entries. */
  billPeriod: string;
  billEntryIds: number[];
  /** The author registered and signed in on the journal's site, and their session. */
  siteAuthorId: number;
  siteSession: AuthorSession;
  /** The journal's review process versions (every stage; all but the duplicate check). */
  reviewProcessIds: number[];
  /** The acquisition editor's business card (pending). */
  cardId: number;
}

export async function listWorld(t: TestApp): Promise<ListWorld> {
  const x = await reviewWorld(t, { expert: true, stages: ['screening', 'similarity', 'reReview'] });
  const { w, admin, editor } = x;
  await t.db
    .insert(expertSettings)
    .values({ journalId: w.journalId, expertCount: 1, dueDays: 10, anonymous: true, feeFen: 30_000 });
  const expert = await addExpert(t, x, '陈教授', '清华大学', {
    bankName: '中国工商银行杭州西湖支行',
    accountName: '陈教授',
  });

  const act = async (c: CallDeclaration, who: Session, id: number, body: object = {}) => {
    const res = await callOf(t.app, c as never, who, {
      body: { id, version: (await manuscriptRow(t, id)).version, ...body },
    } as never);
    expect(res.statusCode, `${c.path}: ${res.body}`).toBe(200);
    return res.json().data;
  };
  const R = REVIEW_CALLS;
  /** The expert accepts the manuscript's invitation and submits a review; answers the invitation. */
  const expertReviews = async (id: number) => {
    const sent = (await callOf(t.app, E.expertInvitations, admin, { query: { id } })).json().data as {
      id: number;
    }[];
    const mine = (
      await callOf(t.app, E.myInvitations, expert.session, { query: { state: 'invited' } })
    ).json().data.list as { id: number; version: number }[];
    const invitation = mine.find((i) => i.id === sent[0]!.id)!;
    const accepted = await callOf(t.app, E.expertRespond, expert.session, {
      body: { id: invitation.id, version: invitation.version, accept: true },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const view = (
      await callOf(t.app, E.expertManuscriptCall, expert.session, { query: { id: invitation.id } })
    ).json().data;
    const submitted = await callOf(t.app, E.expertReview, expert.session, {
      body: {
        id: invitation.id,
        version: accepted.json().data.version,
        scores: view.scoreSheet.items.map((s: { name: string }) => ({
          name: s.name,
          score: view.scoreSheet.scale,
        })),
        recommendation: 'minor',
        toAuthor: '请补充消融实验。',
        toEditor: '建议小修后录用。',
        submit: true,
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    return invitation.id;
  };
  const invitations: number[] = [];
  /** One step along the path from where the manuscript stands. */
  const steps: Record<number, (id: number) => Promise<unknown>> = {
    [Status.FIRST_ALLOCATION]: (id) =>
      act(R.reviewAllocation.saveAssign, admin, id, { assigneeId: w.editor.id }),
    [Status.FIRST_REVIEW]: (id) => act(R.review.audit, editor, id, { action: 'pass' }),
    [Status.SCREENING_ALLOCATION]: (id) =>
      act(R.screeningAllocation.saveAssign, admin, id, { assigneeId: w.admin.id }),
    [Status.SCREENING]: (id) => act(R.screening.audit, admin, id, { action: 'pass' }),
    [Status.RE_REVIEW_ALLOCATION]: (id) =>
      act(R.reauditAllot.saveAssign, admin, id, { assigneeId: w.admin.id }),
    [Status.RE_REVIEW]: (id) => act(R.reaudit.audit, admin, id, { action: 'pass' }),
    [Status.EXPERT_ALLOCATION]: (id) => act(E.expertInvite, admin, id, { experts: [expert.id] }),
    [Status.EXPERT_REVIEW]: async (id) => {
      invitations.push(await expertReviews(id));
      return act(R.expertAudit.audit, admin, id, { action: 'pass', opinion: '外审意见积极' });
    },
    [Status.FINAL_ALLOCATION]: (id) => act(R.finalAllot.saveAssign, admin, id, { assigneeId: w.admin.id }),
    [Status.FINAL_REVIEW]: (id) => act(R.finalAudit.audit, admin, id, { action: 'pass' }),
    [Status.ACCEPTANCE_CONFIRMATION]: (id) =>
      act(R.employment.audit, admin, id, { action: 'confirmAcceptance' }),
  };
  /** A new submission moved along the path until it waits at `status`. */
  const at = async (status: number) => {
    const id = await submittedToAllocation(t, x);
    for (let now = Status.FIRST_ALLOCATION as number; now !== status; ) {
      await steps[now]!(id);
      now = (await manuscriptRow(t, id)).status;
    }
    return id;
  };
  const queued = {} as Record<ReviewGroupKey, number>;
  // Passing the duplicate check needs a finished report: one manuscript waits there under the
  // process with the check; the journal's next process version, without it, takes the others.
  queued.check = await at(Status.SIMILARITY_CHECK);
  const saved = await callOf(t.app, PROCESS_CALLS.auditProcess.save, admin, {
    body: {
      journalId: w.journalId,
      stages: REVIEW_STAGES.map((s) => ({
        key: s.key,
        enabled: !s.optional || ['screening', 'reReview', 'expert'].includes(s.key),
        groupId: s.key === 'first' ? x.groupId : null,
        templateId: null,
      })),
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  for (const g of REVIEW_GROUPS) {
    if (g.key === 'check') continue;
    if (g.key === 'rejection') {
      const id = await at(Status.FIRST_REVIEW);
      await act(R.review.audit, editor, id, { action: 'reject', opinion: '选题不符' });
      queued.rejection = id;
    } else queued[g.key] = await at(g.statuses[0]!);
  }
  const acceptedId = await at(Status.ACCEPTED);
  const scheduledId = await at(Status.ACCEPTED);
  const scheduled = await callOf(t.app, scheduleManuscripts, admin, {
    body: {
      items: [{ id: scheduledId, version: (await manuscriptRow(t, scheduledId)).version }],
      issueId: w.issueId,
      schedulingType: 1,
      pages: 8,
    },
  });
  expect(scheduled.json().data, scheduled.body).toMatchObject([{ ok: true, status: Status.SCHEDULING }]);

  // The expert's fees: one put in a payment batch, one left to batch.
  const batch = await callOf(t.app, expertFeeBatchCreate, admin, {
    body: { invitationIds: [invitations[0]!], note: '十一月审稿费' },
  });
  expect(batch.statusCode, batch.body).toBe(200);

  // A submission with an annex, its annexes passed; the journal's annex requirement.
  const manuscriptFileId = await uploadAsAuthor(t, x.session);
  const annex = await uploadAsAuthor(t, x.session, 'annex', Buffer.from('%PDF-1.4\n'), '版权协议.pdf');
  const annexed = await authorPost(
    t,
    '/author/manuscripts',
    { columnId: w.columnId, title: '附件待审的稿件', manuscriptFileId, annexFileIds: [annex] },
    x.session,
  );
  expect(annexed.statusCode, annexed.body).toBe(200);
  const annexId = annexed.json().data.id as number;
  const passed = await callOf(t.app, A.annexPass, admin, { body: { id: annexId, note: '附件齐全' } });
  expect(passed.statusCode, passed.body).toBe(200);
  const kinds = await callOf(t.app, A.annexKindsSave, admin, {
    body: { journalId: w.journalId, kinds: [{ name: '版权转让协议', required: true }] },
  });
  expect(kinds.statusCode, kinds.body).toBe(200);
  const [kind] = await t.db
    .select({ id: journalAnnexKinds.id })
    .from(journalAnnexKinds)
    .where(eq(journalAnnexKinds.journalId, w.journalId));

  // The journal's own wording of a notice (the rest are the platform's defaults).
  const notifySubject = `${unique('S')} 已收到`;
  const wording = await callOf(t.app, notifyTemplateSave, admin, {
    body: {
      journalId: w.journalId,
      event: 'submissionReceived',
      lang: 'zh-CN',
      subject: notifySubject,
      body: '{{ recipient }}，您好',
      version: 0,
    },
  });
  expect(wording.statusCode, wording.body).toBe(200);

  // The journal's money goes to the press's merchant: payments are booked into its month.
  const journal = (await callOf(t.app, journalDetail, admin, { query: { id: w.journalId } })).json().data;
  const payee = await callOf(t.app, journalUpdate, admin, {
    body: {
      id: w.journalId,
      version: journal.version,
      code: journal.code,
      name: journal.name,
      frequency: journal.frequency,
      payeeMerchantId: w.merchantId,
    },
  });
  expect(payee.statusCode, payee.body).toBe(200);

  // Orders of the at-zero manuscript: one with a discount applied for, one paid with a refund asked.
  const [{ articleNo }] = (await t.db
    .select({ articleNo: manuscripts.articleNo })
    .from(manuscripts)
    .where(eq(manuscripts.id, w.manuscriptId))) as [{ articleNo: string }];
  const otherOrder = async (amountFen: number, reason: string) => {
    const res = await callOf(t.app, orderSaveOther, admin, { body: { articleNo, amountFen, reason } });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    return (await callOf(t.app, orderDetailCall, admin, { query: { id } })).json().data as {
      id: number;
      version: number;
    };
  };
  const toDiscount = await otherOrder(10_000, '彩图印刷费');
  const discount = await callOf(t.app, discountApply, editor, {
    body: { orderId: toDiscount.id, version: toDiscount.version, type: 2, percent: 30, reason: '困难作者' },
  });
  expect(discount.statusCode, discount.body).toBe(200);
  const toRefund = await otherOrder(7_000, '版面费');
  const received = await callOf(t.app, orderReceive, admin, {
    body: {
      id: toRefund.id,
      version: toRefund.version,
      method: 'offline',
      amountFen: 7_000,
      payer: '李四',
      paidOn: '2026-11-20',
    },
  });
  expect(received.statusCode, received.body).toBe(200);
  const paid = (await callOf(t.app, orderDetailCall, admin, { query: { id: toRefund.id } })).json().data;
  const refund = await callOf(t.app, refundRequest, admin, {
    body: { orderId: paid.id, version: paid.version, amountFen: 5_000, reason: '作者撤稿' },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  const withdrawal = await callOf(t.app, withdrawalRecord, admin, {
    body: { manuscriptId: acceptedId, reason: '作者来电要求撤稿', channel: 'phone' },
  });
  expect(withdrawal.statusCode, withdrawal.body).toBe(200);
  // A revision application of the accepted manuscript, by its author on the site.
  const accepted = await manuscriptRow(t, acceptedId);
  const revision = await callOf(t.app, authorRevisionApply, x.session, {
    body: {
      manuscriptId: acceptedId,
      submit: true,
      reason: '标题有误',
      title: `${accepted.title}（修订）`,
      keywords: accepted.keywords,
      abstract: accepted.abstract,
      authors: [{ name: '作者', affiliation: '', email: '', corresponding: true }],
      foundationFlag: false,
      fundName: '',
      fundNumber: '',
      fundLevel: null,
      fileIds: [],
    },
  });
  expect(revision.statusCode, revision.body).toBe(200);

  // A fund declared on the manuscript at the first review allocation, waiting for the fund audit.
  const fundedId = await at(Status.FIRST_ALLOCATION);
  await t.db
    .update(manuscripts)
    .set({
      foundationFlag: 1,
      foundationStatus: 1,
      fundName: '国家自然科学基金',
      fundNumber: '62176001',
      fundLevel: 2,
    })
    .where(eq(manuscripts.id, fundedId));

  // An invoice asked on the author site for a paid order of the site's author.
  const [{ articleNo: acceptedNo }] = (await t.db
    .select({ articleNo: manuscripts.articleNo })
    .from(manuscripts)
    .where(eq(manuscripts.id, acceptedId))) as [{ articleNo: string }];
  const fee = await callOf(t.app, orderSaveOther, admin, {
    body: { articleNo: acceptedNo, amountFen: 20_000, reason: '版面费' },
  });
  expect(fee.statusCode, fee.body).toBe(200);
  const feeOrder = (await callOf(t.app, orderDetailCall, admin, { query: { id: fee.json().data.id } })).json()
    .data;
  expect(
    (
      await callOf(t.app, orderReceive, admin, {
        body: {
          id: feeOrder.id,
          version: feeOrder.version,
          method: 'offline',
          amountFen: 20_000,
          payer: '李作者',
          paidOn: '2026-11-20',
        },
      })
    ).statusCode,
  ).toBe(200);
  const invoice = await callOf(t.app, authorInvoiceApply, x.session, {
    body: {
      orderIds: [feeOrder.id],
      kind: 'normal',
      buyerName: '北京某某科技有限公司',
      taxpayerId: '91110108MA01ABCD3X',
      email: `caiwu-${unique('m')}@example.com`,
    },
  } as never);
  expect(invoice.statusCode, invoice.body).toBe(200);

  // An opinion template of every stage, unit levels, a commission rule and an acquisition editor.
  const templates: Record<string, number> = {};
  for (const s of REVIEW_STAGES) {
    const res = await callOf(t.app, auditTemplateSave, admin, {
      body: { stage: s.key, name: `${s.title.zh}意见`, content: '同意进入下一环节。' },
    });
    expect(res.statusCode, res.body).toBe(200);
    templates[s.key] = res.json().data.id;
  }
  const unitLevel = unique('级');
  expect(
    (
      await callOf(t.app, unitLevelSave, admin, {
        body: { levels: [{ name: unitLevel.slice(0, 30), start: 1, end: 0 }] },
      })
    ).statusCode,
  ).toBe(200);
  const rateBp = 1 + Math.floor(Math.random() * 9_000);
  const rule = await callOf(t.app, C.commissionRuleSave, admin, {
    body: { feeType: 1, kind: 1, rateBp, version: null },
  });
  expect(rule.statusCode, rule.body).toBe(200);
  const acquisitionEditor = await createUser(t.db, w.press, { role: 'acquisitionEditor' });
  const editorSession = await login(t.app, acquisitionEditor.account, acquisitionEditor.password);
  const card = await callOf(t.app, myCardSave, editorSession, {
    body: {
      version: null,
      photoFileId: null,
      name: '列表采编',
      phone: '13900000001',
      journalIds: [w.journalId],
    },
  });
  expect(card.statusCode, card.body).toBe(200);

  return {
    ...w,
    queued,
    acceptedId,
    scheduledId,
    annexId,
    annexKindId: kind!.id,
    notifySubject,
    outboxId: (
      await t.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(eq(outbox.pressId, w.press.id))
        .orderBy(desc(outbox.id))
        .limit(1)
    )[0]!.id,
    templates,
    expertId: expert.id,
    invitationId: invitations[0]!,
    unbatchedInvitationId: invitations[1]!,
    feeBatchId: batch.json().data.id,
    discountOrderId: toDiscount.id,
    discountId: discount.json().data.id,
    refundOrderId: paid.id,
    refundId: refund.json().data.id,
    withdrawalId: withdrawal.json().data.id,
    revisionId: revision.json().data.id,
    fundedId,
    articleNo,
    invoiceId: invoice.json().data.id,
    unitLevel: unitLevel.slice(0, 30),
    commissionRule: `1:${rateBp}`,
    acquisitionEditor,
    cardId: card.json().data.id,
    siteAuthorId: x.authorId,
    siteSession: x.session,
    billPeriod: '2026-11',
    billEntryIds: (
      await t.db
        .select({ id: accountEntries.id })
        .from(accountEntries)
        .where(eq(accountEntries.merchantId, w.merchantId))
    ).map((r) => r.id),
    reviewProcessIds: (
      await t.db
        .select({ id: reviewProcesses.id })
        .from(reviewProcesses)
        .where(eq(reviewProcesses.journalId, w.journalId))
    ).map((r) => r.id),
  };
}
