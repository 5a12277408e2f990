import * as A from '@jb/contract/api/annexAudit';
import {
  authorAnnexSupplement,
  authorManuscriptDetailCall,
  authorManuscripts,
  authorStartRevision,
} from '@jb/contract/api/authorSite';
import { withdrawEntry } from '@jb/contract/api/manuscripts';
import { authorRefundRequest } from '@jb/contract/api/refunds';
import { REVIEW_CALLS } from '@jb/contract/api/review';
import { ErrorCode } from '@jb/contract/errors';
import { Status } from '@jb/contract/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthorSession,
  authorPost,
  openJournalWithAuthor,
  uploadAsAuthor,
} from '../../../test/authorSession.ts';
import { manuscriptAtZero, paidOtherFee } from '../../../test/manuscripts.ts';
import { manuscriptRow, reviewWorld, submittedToAllocation } from '../../../test/reviewWorld.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login } from '../../../test/wireClient.ts';

/** The author's `actions` on each manuscript row and detail, and the calls refusing what is not offered. */
describe(`the author's actions on the site (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The actions of one manuscript as the author's list and its detail carry them (both the same). */
  async function actionsOf(session: AuthorSession, id: number) {
    const rows = (await callOf(t.app, authorManuscripts, session, { query: {} })).json().data;
    const row = rows.find((r: { id: number }) => r.id === id);
    const detail = (await callOf(t.app, authorManuscriptDetailCall, session, { query: { id } })).json().data;
    expect(row.actions).toEqual(detail.actions);
    return row.actions as string[];
  }

  it('offers revising only while returned for revision; a start refused where it is not offered', async () => {
    const x = await reviewWorld(t);
    const id = await submittedToAllocation(t, x);
    const version = async () => (await manuscriptRow(t, id)).version;
    expect(await actionsOf(x.session, id)).toEqual(['withdraw']);
    const early = await callOf(t.app, authorStartRevision, x.session, {
      body: { id, version: await version() },
    });
    expect(early.json().code).toBe(ErrorCode.WORKFLOW_REFUSED);
    expect((await manuscriptRow(t, id)).status).toBe(Status.FIRST_ALLOCATION);

    await callOf(t.app, REVIEW_CALLS.reviewAllocation.saveAssign, x.admin, {
      body: { id, version: await version(), assigneeId: x.w.editor.id },
    });
    await callOf(t.app, REVIEW_CALLS.review.audit, x.editor, {
      body: { id, version: await version(), action: 'returnForRevision', opinion: '请补充实验' },
    });
    expect(await actionsOf(x.session, id)).toEqual(['startRevision', 'submitRevision', 'withdraw']);
    const started = await callOf(t.app, authorStartRevision, x.session, {
      body: { id, version: await version() },
    });
    expect(started.json().data.status).toBe(Status.REVISION_IN_PROGRESS);
    expect(await actionsOf(x.session, id)).toEqual(['submitRevision', 'withdraw']);
    const again = await callOf(t.app, authorStartRevision, x.session, {
      body: { id, version: await version() },
    });
    expect(again.json().code).toBe(ErrorCode.WORKFLOW_REFUSED);

    // Another author of the press sees nothing of it.
    const stranger = await openJournalWithAuthor(t, x.w);
    expect(
      (await callOf(t.app, authorManuscriptDetailCall, stranger.session, { query: { id } })).statusCode,
    ).toBe(404);
    const fileId = await uploadAsAuthor(t, x.session);
    const revised = await authorPost(
      t,
      '/author/manuscript/revise',
      { id, version: await version(), fileId, note: '已补充实验' },
      x.session,
    );
    expect(revised.json().data.status).toBe(Status.FIRST_REVIEW);
    expect(await actionsOf(x.session, id)).toEqual(['withdraw']);
  });

  it('offers a refund on a rejected manuscript with a paid order, until a request holds the money', async () => {
    const site = await openJournalWithAuthor(t);
    const w = site.w;
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const m = await manuscriptAtZero(t.db, w, site.authorId);
    // Waiting for the prepaid fee: the author may only withdraw it (docs/author-requests.md).
    expect(await actionsOf(site.session, m.id)).toEqual(['withdraw']);
    const orderId = await paidOtherFee(t, w, admin, { id: m.id, authorId: site.authorId }, 8_000);
    /** A refund request under the order's version as the author's detail shows it. */
    const ask = async (amountFen: number) => {
      const detail = (
        await callOf(t.app, authorManuscriptDetailCall, site.session, { query: { id: m.id } })
      ).json().data;
      const { version } = detail.orders.find((o: { id: number }) => o.id === orderId);
      return callOf(t.app, authorRefundRequest, site.session, {
        body: { orderId, version, amountFen, reason: '稿件被退，申请退还版面费' },
      });
    };
    // Paid but not rejected: no refund offered, and the request is refused on the order.
    expect(await actionsOf(site.session, m.id)).toEqual(['withdraw']);
    const early = await ask(8_000);
    expect(early.statusCode).toBe(400);
    expect(early.json().data.fields[0].path).toBe('orderId');

    const withdrawn = await callOf(t.app, withdrawEntry, admin, {
      body: { id: m.id, version: (await manuscriptRow(t, m.id)).version, note: '作者要求撤稿' },
    });
    expect(withdrawn.json().data.status).toBe(Status.REJECTED);
    expect(await actionsOf(site.session, m.id)).toEqual(['requestRefund']);
    // Another author of the press cannot ask on this order.
    const stranger = await openJournalWithAuthor(t, w);
    const foreign = await callOf(t.app, authorRefundRequest, stranger.session, {
      body: { orderId, version: 1, amountFen: 8_000, reason: '冒领' },
    });
    expect(foreign.statusCode).toBe(404);
    const asked = await ask(8_000);
    expect(asked.statusCode, asked.body).toBe(200);
    // The open request holds all that was paid: nothing more to ask for, and a second ask is refused.
    expect(await actionsOf(site.session, m.id)).toEqual([]);
    const more = await ask(1_000);
    expect(more.statusCode).toBe(400);
    expect(more.json().data.fields[0].path).toBe('amountFen');
  });

  it('offers the annex supplement while the editors ask for one; a supplement not asked for is refused', async () => {
    const site = await openJournalWithAuthor(t);
    const admin = await login(t.app, site.w.admin.account, site.w.admin.password);
    const pdf = () => uploadAsAuthor(t, site.session, 'annex', Buffer.from('%PDF-1.4\n'), '版权协议.pdf');
    const res = await authorPost(
      t,
      '/author/manuscripts',
      {
        columnId: site.w.columnId,
        title: '附件补充的待办',
        manuscriptFileId: await uploadAsAuthor(t, site.session),
        annexFileIds: [await pdf()],
      },
      site.session,
    );
    const id = res.json().data.id as number;
    const supplement = async () =>
      callOf(t.app, authorAnnexSupplement, site.session, {
        body: { manuscriptId: id, fileIds: [await pdf()], note: '补充' },
      });
    expect(await actionsOf(site.session, id)).not.toContain('supplementAnnexes');
    expect((await supplement()).statusCode).toBe(400);

    const asked = await callOf(t.app, A.supplementAnnex, admin, {
      body: { id, kindIds: [], note: '请上传签字版版权协议' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await actionsOf(site.session, id)).toContain('supplementAnnexes');
    expect((await supplement()).statusCode).toBe(200);
    expect(await actionsOf(site.session, id)).not.toContain('supplementAnnexes');
  });
});
