import * as calls from '@jb/contract/api/manuscripts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJournalWithAuthor, submitAsAuthor } from '../../../test/authorSession.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login } from '../../../test/wireClient.ts';
import { authors, journalFees, journals, notificationTemplates, outbox } from '../../db/schema/index.ts';

/** What the author of a manuscript is told, as the outbox holds it, oldest first. */
describe(`notifications to a manuscript's author (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sent = (manuscriptId: number) =>
    t.db.select().from(outbox).where(eq(outbox.manuscriptId, manuscriptId)).orderBy(asc(outbox.id));

  async function submitted(opts: { feeFen?: number; email?: string; noticeLang?: 'en-US' } = {}) {
    const a = await openJournalWithAuthor(t);
    if (opts.noticeLang)
      await t.db.update(journals).set({ noticeLang: opts.noticeLang }).where(eq(journals.id, a.w.journalId));
    if (opts.feeFen)
      await t.db
        .insert(journalFees)
        .values({ journalId: a.w.journalId, feeType: 1, amountFen: opts.feeFen, validFrom: '2020-01-01' });
    await t.db
      .update(authors)
      .set({ email: opts.email ?? 'li.author@example.com' })
      .where(eq(authors.id, a.authorId));
    const res = await submitAsAuthor(t, a.session, {
      columnId: a.w.columnId,
      title: '期刊审稿中的<深度>学习',
    });
    expect(res.statusCode, res.body).toBe(200);
    return { ...a, manuscript: res.json().data as { id: number; articleNo: string } };
  }

  it('tells the author the submission arrived and the fee is due, by e-mail and SMS, with the link to the site', async () => {
    const { w, phone, manuscript } = await submitted({ feeFen: 45_000 });
    const rows = await sent(manuscript.id);
    // (Not the state: on a shared PostgreSQL test database another file's worker may deliver them.)
    expect(rows.map((r) => [r.event, r.channel])).toEqual([
      ['submissionReceived', 'email'],
      ['submissionReceived', 'sms'],
      ['paymentRequested', 'email'],
      ['paymentRequested', 'sms'],
    ]);
    const [mail, sms, payment] = rows;
    expect(mail).toMatchObject({
      recipient: 'li.author@example.com',
      recipientName: '李作者',
      pressId: w.press.id,
    });
    expect(mail!.subject).toBe(`【测试期刊】稿件 ${manuscript.articleNo} 已收到`);
    expect(mail!.body).toContain('《期刊审稿中的<深度>学习》');
    expect(mail!.body).toContain(`http://localhost:8080/submit/${w.journalCode}`);
    // The HTML part escapes what the author typed.
    expect(mail!.html).toContain('期刊审稿中的&lt;深度&gt;学习');
    expect(sms).toMatchObject({ recipient: phone, secret: false });
    expect(payment!.body).toContain('450.00 元');
  });

  it('writes in the journal’s notice language: English for an en-US journal, Chinese for a zh-CN one', async () => {
    const english = await submitted({ noticeLang: 'en-US', feeFen: 45_000 });
    const [mail, payment] = (await sent(english.manuscript.id)).filter((r) => r.channel === 'email');
    expect(mail!.subject).toBe(`[测试期刊] Manuscript ${english.manuscript.articleNo} received`);
    expect(mail!.body).toMatch(/^Dear 李作者,/);
    expect(payment!.event).toBe('paymentRequested');
    expect(payment!.body).toContain('A fee of 450.00 yuan is due');

    const chinese = await submitted();
    const [zh] = await sent(chinese.manuscript.id);
    expect(zh!.subject).toBe(`【测试期刊】稿件 ${chinese.manuscript.articleNo} 已收到`);
    expect(zh!.body).toMatch(/^李作者，您好/);
  });

  it('uses the press’s wording, and a journal’s own over the press’s; a switched-off event sends nothing', async () => {
    const first = await submitted();
    const { w } = first;
    await t.db.insert(notificationTemplates).values({
      pressId: w.press.id,
      event: 'submissionReceived',
      locale: 'zh-CN',
      subject: '出版社：{{ articleNo }}',
      body: '出版社正文 {{ title }}',
    });
    const second = await openJournalWithAuthor(t, w);
    const pressWording = await submitAsAuthor(t, second.session, { columnId: w.columnId, title: '第二篇' });
    expect((await sent(pressWording.json().data.id))[0]!.subject).toBe(
      `出版社：${pressWording.json().data.articleNo}`,
    );

    await t.db.insert(notificationTemplates).values({
      pressId: w.press.id,
      journalId: w.journalId,
      event: 'submissionReceived',
      locale: 'zh-CN',
      subject: '期刊：{{ title }}',
      body: '期刊正文',
      sms: '',
    });
    const journalWording = await submitAsAuthor(t, second.session, { columnId: w.columnId, title: '第三篇' });
    const rows = await sent(journalWording.json().data.id);
    expect(rows.map((r) => [r.channel, r.subject])).toEqual([['email', '期刊：第三篇']]);

    await t.db
      .update(notificationTemplates)
      .set({ enabled: false })
      .where(
        and(eq(notificationTemplates.pressId, w.press.id), eq(notificationTemplates.journalId, w.journalId)),
      );
    const silent = await submitAsAuthor(t, second.session, { columnId: w.columnId, title: '第四篇' });
    expect(await sent(silent.json().data.id)).toEqual([]);
  });

  it('never lets a broken wording stop the submission: the outbox keeps the error', async () => {
    const { w } = await submitted();
    await t.db.insert(notificationTemplates).values({
      pressId: w.press.id,
      event: 'submissionReceived',
      locale: 'zh-CN',
      subject: '{{ title',
      body: 'x',
    });
    const again = await openJournalWithAuthor(t, w);
    const res = await submitAsAuthor(t, again.session, { columnId: w.columnId, title: '照样投稿' });
    expect(res.statusCode).toBe(200);
    const [row] = await sent(res.json().data.id);
    expect(row).toMatchObject({ state: 'failed', event: 'submissionReceived' });
    expect(row!.lastError).toMatch(/^template: /);
  });

  it('tells the author when finance confirms the remittance, with the amount', async () => {
    const { w, manuscript } = await submitted({ feeFen: 30_000, email: 'payer@example.com' });
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const res = await callOf(t.app, calls.remittanceConfirm, admin, {
      body: {
        id: manuscript.id,
        version: 0,
        remitter: '李作者',
        amountFen: 30_000,
        paidOn: '2026-11-20',
        voucherNote: '',
      },
    });
    expect(res.json().code, res.body).toBe(200);
    const confirmed = (await sent(manuscript.id)).filter((r) => r.event === 'paymentConfirmed');
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toMatchObject({ channel: 'email', recipient: 'payer@example.com' });
    expect(confirmed[0]!.body).toContain('300.00 元');
  });
});
