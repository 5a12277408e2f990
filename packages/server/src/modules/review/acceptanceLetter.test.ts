import type { CallDeclaration } from '@jb/contract/api/define';
import { staffDownload } from '@jb/contract/api/files';
import { manuscriptDetailCall } from '@jb/contract/api/manuscripts';
import { REVIEW_CALLS } from '@jb/contract/api/review';
import { FeeType } from '@jb/contract/enums/order';
import { Status } from '@jb/contract/workflow';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manuscriptRow, reviewWorld, submittedToAllocation } from '../../../test/reviewWorld.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, type Session } from '../../../test/wireClient.ts';
import { journalFees, manuscriptFiles, outbox } from '../../db/schema/index.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';
import { extractText } from '../similarity/engine/extract.ts';
import { letterBlocks } from './acceptanceLetter.ts';

const C = REVIEW_CALLS;

describe(`the acceptance letter (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // The letter is made by its job: this app runs the handlers, polling often.
    t = await createTestApp({ config: { JOB_POLL_SECONDS: 0.5 }, runJobs: [QUEUES.acceptanceLetter.name] });
  });
  afterAll(() => t.close());

  it('says who, what, when and the fee, in the journal’s name', () => {
    const blocks = letterBlocks({
      press: '科学出版社',
      journal: '计算机科学与应用',
      articleNo: 'JS2026-0007',
      title: '面向期刊审稿的深度学习方法',
      authors: ['张伟', '李娜'],
      day: '2026-11-25',
      feeFen: 180_000,
    });
    const text = JSON.stringify(blocks);
    for (const part of [
      '《计算机科学与应用》录用通知',
      '尊敬的张伟、李娜',
      'JS2026-0007',
      '2026年11月25日',
      '1800.00 元',
    ])
      expect(text).toContain(part);
    const free = JSON.stringify(
      letterBlocks({ ...JSON.parse('{}'), authors: ['王'], day: '2026-01-02', feeFen: null }),
    );
    expect(free).toContain('本刊不收取录用费');
  });

  it('confirming acceptance makes the PDF letter, lists it with the files and mails it to the author', async () => {
    const x = await reviewWorld(t);
    await t.db.insert(journalFees).values({
      journalId: x.w.journalId,
      feeType: FeeType.ACCEPTANCE,
      amountFen: 180_000,
      validFrom: '2020-01-01',
    });
    const title = '录用通知的端到端验证稿件';
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
    await expect.poll(letter, { timeout: 20_000, interval: 250 }).toBeDefined();
    const { fileId } = (await letter())!;

    const detail = await callOf(t.app, manuscriptDetailCall, x.admin, { query: { id } });
    const listed = detail.json().data.files.find((f: { role: string }) => f.role === 'acceptanceLetter');
    expect(listed).toMatchObject({ fileId, type: 'pdf' });
    expect(listed.name).toMatch(/^录用通知-.+\.pdf$/);

    const download = await callOf(t.app, staffDownload, x.admin, { query: { id: fileId } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    const text = await extractText(new Uint8Array(download.rawPayload), 'letter.pdf');
    expect(text).toContain(title);
    expect(text).toContain('录用通知');
    expect(text).toContain('1800.00');

    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.manuscriptId, id), eq(outbox.event, 'accepted'), eq(outbox.channel, 'email')));
    expect(mails.length).toBe(1);
    expect(mails[0]!.attachments).toEqual([{ fileId, name: listed.name }]);
  });
});
