import type { CallDeclaration } from '@jb/contract/api/define';
import { staffDownload } from '@jb/contract/api/files';
import { manuscriptDetailCall } from '@jb/contract/api/manuscripts';
import * as notify from '@jb/contract/api/notifications';
import { REVIEW_CALLS } from '@jb/contract/api/review';
import { FeeType } from '@jb/contract/enums/order';
import { NOTIFICATION_EVENTS } from '@jb/contract/notificationEvents';
import { Status } from '@jb/contract/workflow';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  manuscriptRow,
  type ReviewWorld,
  reviewWorld,
  submittedToAllocation,
} from '../../../test/reviewWorld.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { JOB_DEADLINE_MS, JOB_TEST_TIMEOUT_MS } from '../../../test/until.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { journalFees, journals, manuscriptFiles, outbox, presses } from '../../db/schema/index.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';
import { extractText } from '../similarity/engine/extract.ts';
import { type LetterFacts, letterBlocks } from './letterText.ts';

const C = REVIEW_CALLS;

describe(`the acceptance letter (${engineName})`, { timeout: JOB_TEST_TIMEOUT_MS }, () => {
  let t: TestApp;
  beforeAll(async () => {
    // The letter is made by its job: this app runs the handlers, polling often.
    t = await createTestApp({ config: { JOB_POLL_SECONDS: 0.5 }, runJobs: [QUEUES.acceptanceLetter.name] });
  });
  afterAll(() => t.close());

  const facts: LetterFacts = {
    press: '科学出版社',
    journal: '计算机科学与应用',
    articleNo: 'JS2026-0007',
    title: '面向期刊审稿的深度学习方法',
    authors: ['张伟', '李娜'],
    day: '2026-11-25',
    feeFen: 180_000,
  };
  const builtIn = NOTIFICATION_EVENTS.acceptanceLetter.defaults;

  it('says who, what, when and the fee, in the journal’s name, with the facts table where {{ facts }} stands', () => {
    const { title, blocks } = letterBlocks(facts, builtIn['zh-CN'], 'zh-CN');
    expect(title).toBe('《计算机科学与应用》录用通知');
    expect(blocks.map((b) => b.kind)).toEqual([
      'title',
      'paragraph',
      'paragraph',
      'fields',
      'paragraph',
      'signature',
    ]);
    const text = JSON.stringify(blocks);
    for (const part of ['尊敬的张伟、李娜', 'JS2026-0007', '2026年11月25日', '1800.00 元'])
      expect(text).toContain(part);
    const free = JSON.stringify(letterBlocks({ ...facts, feeFen: null }, builtIn['zh-CN'], 'zh-CN').blocks);
    expect(free).toContain('本刊不收取录用费');
    // A wording without {{ facts }}: the table follows its paragraphs.
    const own = letterBlocks(
      facts,
      { subject: '录用', body: '第一段\n\n第二段 {{ fee }}', sms: '' },
      'zh-CN',
    );
    expect(own.blocks.map((b) => b.kind)).toEqual(['title', 'paragraph', 'paragraph', 'fields', 'signature']);
    expect(own.blocks[2]).toEqual({ kind: 'paragraph', text: '第二段 1800.00' });
  });

  it('writes the English letter in English: labels, date and signature', () => {
    const { title, blocks } = letterBlocks(facts, builtIn['en-US'], 'en-US');
    expect(title).toBe('计算机科学与应用: letter of acceptance');
    const text = JSON.stringify(blocks);
    for (const part of [
      'Dear 张伟, 李娜',
      'Acceptance fee',
      '1800.00 yuan',
      'November 25, 2026',
      'Editorial Office',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('录用日期');
  });

  /** Takes a new submission of the world through to confirmed acceptance and waits for its letter. */
  async function acceptedWithLetter(x: ReviewWorld, title: string) {
    const id = await submittedToAllocation(t, x, title);
    const step = async (c: CallDeclaration, who: Session, body: Record<string, unknown>) => {
      const res = await callOf(t.app, c as never, who, {
        body: { id, version: (await manuscriptRow(t, id)).version, opinion: '', ...body },
      } as never);
      expect(res.statusCode, res.body).toBe(200);
    };
    await step(C.reviewAllocation.saveAssign, x.admin, { assigneeId: x.w.editor.id });
    await step(C.review.audit, x.editor, { action: 'pass' });
    await step(C.finalAllot.saveAssign, x.admin, { assigneeId: x.w.editor.id });
    await step(C.finalAudit.audit, x.editor, { action: 'pass' });
    await step(C.employment.audit, x.admin, { action: 'confirmAcceptance' });
    expect((await manuscriptRow(t, id)).status).toBe(Status.ACCEPTED);

    const letter = async () =>
      (
        await t.db
          .select()
          .from(manuscriptFiles)
          .where(and(eq(manuscriptFiles.manuscriptId, id), eq(manuscriptFiles.role, 'acceptanceLetter')))
      )[0];
    await expect.poll(letter, { timeout: JOB_DEADLINE_MS, interval: 250 }).toBeDefined();
    const { fileId } = (await letter())!;
    const detail = await callOf(t.app, manuscriptDetailCall, x.admin, { query: { id } });
    const listed = detail.json().data.files.find((f: { role: string }) => f.role === 'acceptanceLetter');
    expect(listed).toMatchObject({ fileId, type: 'pdf' });
    const download = await callOf(t.app, staffDownload, x.admin, { query: { id: fileId } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    const text = await extractText(new Uint8Array(download.rawPayload), 'letter.pdf');
    return { id, fileId, name: listed.name as string, text };
  }

  const withFee = async (x: ReviewWorld) =>
    t.db.insert(journalFees).values({
      journalId: x.w.journalId,
      feeType: FeeType.ACCEPTANCE,
      amountFen: 180_000,
      validFrom: '2020-01-01',
    });

  const saveLetter = (who: Session, body: Record<string, unknown>) =>
    callOf(t.app, notify.notifyTemplateSave, who, {
      body: { event: 'acceptanceLetter', lang: 'zh-CN', version: 0, sms: '', ...body } as never,
    });

  it('confirming acceptance makes the PDF letter, lists it with the files and mails it to the author', async () => {
    const x = await reviewWorld(t);
    await withFee(x);
    const title = '录用通知的端到端验证稿件';
    const { id, fileId, name, text } = await acceptedWithLetter(x, title);
    expect(name).toMatch(/^录用通知-.+\.pdf$/);
    expect(text).toContain(title);
    expect(text).toContain('录用通知');
    expect(text).toContain('1800.00');

    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.manuscriptId, id), eq(outbox.event, 'accepted'), eq(outbox.channel, 'email')));
    expect(mails.length).toBe(1);
    expect(mails[0]!.attachments).toEqual([{ fileId, name }]);
  });

  it('the press’s edited wording is what the next letter says', async () => {
    const x = await reviewWorld(t);
    await withFee(x);
    const saved = await saveLetter(x.admin, {
      subject: '{{ press }} 录用证明',
      body: '{{ authors }} 老师：\n\n大作《{{ title }}》已于 {{ day }} 录用{% if fee %}，录用费 {{ fee }} 元{% endif %}。\n\n{{ facts }}',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const title = '模板措辞验证稿件';
    const { text } = await acceptedWithLetter(x, title);
    const [press] = await t.db.select().from(presses).where(eq(presses.id, x.w.press.id));
    expect(text).toContain(`${press!.name} 录用证明`);
    expect(text).toContain(`大作《${title}》已于`);
    expect(text).toContain('录用费 1800.00 元');
    // The old built-in sentences are gone; the built-in facts table stays.
    expect(text).not.toContain('经审稿专家评审');
    expect(text).toContain('稿件编号');
  });

  it('a journal whose notices are in English gets the English letter', async () => {
    const x = await reviewWorld(t);
    await t.db.update(journals).set({ noticeLang: 'en-US' }).where(eq(journals.id, x.w.journalId));
    const title = 'Deep learning for peer review';
    const { name, text } = await acceptedWithLetter(x, title);
    expect(name).toMatch(/^Acceptance-letter-.+\.pdf$/);
    expect(text).toContain('letter of acceptance');
    expect(text).toContain('has been accepted for publication');
    expect(text).toContain('No acceptance fee is charged');
    expect(text).not.toContain('录用');
  });

  it('refuses an unknown placeholder, an SMS, switching it off and a test send; others cannot touch it', async () => {
    const x = await reviewWorld(t);
    const unknown = await saveLetter(x.admin, { subject: '录用 {{ recipient }}', body: '{{ amount }}' });
    expect(unknown.statusCode).toBe(400);
    const fields = unknown.json().data.fields as { path: string; zh: string; en: string }[];
    expect(fields.map((f) => f.path)).toEqual(['subject', 'body']);
    expect(fields[0]!.zh).toContain('recipient');
    expect(fields[1]!.en).toContain('amount');
    const sms = await saveLetter(x.admin, { subject: '录用', body: '正文', sms: '短信', enabled: false });
    expect(sms.statusCode).toBe(400);
    expect(sms.json().data.fields.map((f: { path: string }) => f.path)).toEqual(['sms', 'enabled']);
    const send = await callOf(t.app, notify.notifyTestSend, x.admin, {
      body: { event: 'acceptanceLetter', lang: 'zh-CN', manuscript: '' },
    });
    expect(send.statusCode).toBe(400);
    expect(send.json().data.fields[0].zh).toContain('不单独发送');

    const mine = await saveLetter(x.admin, {
      journalId: x.w.journalId,
      subject: '本刊录用',
      body: '{{ title }}',
    });
    expect(mine.statusCode, mine.body).toBe(200);
    // Without the permission to edit templates: refused.
    expect((await saveLetter(x.editor, { subject: '编辑改', body: '{{ title }}' })).statusCode).toBe(403);
    // Another press can neither write this press's journal's letter nor see it.
    const other = await pressWorld(t.db);
    const adminB = await login(t.app, other.admin.account, other.admin.password);
    expect(
      (await saveLetter(adminB, { journalId: x.w.journalId, subject: '他社', body: '{{ title }}' }))
        .statusCode,
    ).toBe(404);
    const theirs = await callOf(t.app, notify.notifyTemplates, adminB, {
      query: { journalId: x.w.journalId },
    });
    expect(theirs.statusCode).toBe(404);
    const own = await callOf(t.app, notify.notifyTemplates, adminB, { query: {} });
    const letter = (
      own.json().data as { event: string; wordings: Record<string, { source: string }> }[]
    ).find((r) => r.event === 'acceptanceLetter')!;
    expect(letter.wordings['zh-CN']!.source).toBe('default');
    const mineNow = await callOf(t.app, notify.notifyTemplates, x.admin, {
      query: { journalId: x.w.journalId },
    });
    const kept = (
      mineNow.json().data as { event: string; wordings: Record<string, { subject: string }> }[]
    ).find((r) => r.event === 'acceptanceLetter')!;
    expect(kept.wordings['zh-CN']!.subject).toBe('本刊录用');
  });
});
