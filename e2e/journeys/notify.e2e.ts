import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, confirmOk, rowWith } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

const SUBJECT = '【{{ journal }}】已收到您的稿件 {{ articleNo }}';
const ARTICLE_NO = /\d{3}-\d{4}-\d{5}/;

/** Replaces a text field's content (select all, then type, as a person would). */
async function retype(page: Page, testId: string, text: string) {
  const field = page.getByTestId(testId);
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.fill(text);
}

/**
 * A press administrator edits the "submission received" notice: a variable the notice does not
 * offer shows in the live preview and is refused on save with its name; a variable chip inserts
 * `{{ title }}` at the cursor; the preview renders on the newest manuscript and then on one chosen
 * by its number (an unknown number is said so); the wording is saved. The acceptance letter's
 * wording (录用通知书, a PDF document) is edited and saved the same way. The outbox tab shows the
 * press's messages; a message refused by the recipient's server is opened as sent and resent.
 */
describe('notification templates and the outbox', () => {
  const journey = useJourney();
  let admin: Page;

  beforeAll(async () => {
    admin = await signedInPage(journey, 'pressadmin');
  });

  it('opens the submission-received notice from the menu, with the press’s own wording', async () => {
    await openFromMenu(admin, '编辑审稿', '通知', /\/editorialReview\/notify/);
    // The old screen stays while the new one's code loads (a transition): wait for the title.
    await expect.poll(() => admin.getByTestId('screen-title').innerText(), { timeout: 15_000 }).toBe('通知');
    const row = admin.getByTestId('template-event-submissionReceived');
    await row.click();
    expect(await row.innerText()).toContain('出版社自定义');
    await expect
      .poll(() => admin.getByTestId('template-subject').inputValue())
      .toBe('【{{ journal }}】来稿回执：{{ articleNo }}');
  });

  it('shows an unknown variable in the preview and refuses it on save, naming it', async () => {
    await retype(admin, 'template-body', '{{ recipient }}，您好：\n应缴 {{ amount }} 元。');
    const error = admin.getByTestId('preview-error');
    await error.getByText(/amount/).waitFor();
    await admin.getByTestId('template-save').click();
    await admin
      .locator('.ant-form-item', { has: admin.getByTestId('template-body') })
      .locator('.ant-form-item-explain-error', { hasText: 'amount' })
      .waitFor();
  });

  it('inserts a variable at the cursor and previews on a chosen manuscript', async () => {
    await retype(admin, 'template-subject', SUBJECT);
    await retype(admin, 'template-body', '{{ recipient }}，您好：\n您的稿件已收到。\n{{ link }}');
    // The cursor after "您的稿件": the chip goes there.
    const body = admin.getByTestId('template-body');
    await body.click();
    await body.press('ControlOrMeta+Home');
    for (let i = 0; i < '{{ recipient }}，您好：\n您的稿件'.length; i++) await body.press('ArrowRight');
    await admin.getByTestId('variable-title').click();
    await expect
      .poll(() => body.inputValue())
      .toBe('{{ recipient }}，您好：\n您的稿件{{ title }}已收到。\n{{ link }}');

    await expect.poll(() => admin.getByTestId('preview-error').count()).toBe(0);
    const subject = admin.getByTestId('preview-subject');
    await expect
      .poll(() => subject.innerText(), { timeout: 10_000 })
      .toMatch(/^【.+】已收到您的稿件 \d{3}-\d{4}-\d{5}$/);
    const newest = ARTICLE_NO.exec(await subject.innerText())![0];
    // The preview follows the typing once it pauses.
    await expect
      .poll(() => admin.getByTestId('preview-body').innerText(), { timeout: 10_000 })
      .toMatch(/^.+，您好：\n您的稿件.+已收到。\nhttp:\/\/localhost:8080\/submit\/[a-z][a-z0-9-]+$/);
    expect(await admin.getByTestId('preview-manuscript-used').innerText()).toContain(newest);

    // An unknown number is said so; a real one of the press is used.
    const ref = admin.getByTestId('preview-manuscript').locator('input');
    await ref.fill('000-0000-00000');
    await ref.press('Enter');
    await admin.getByTestId('preview-error').waitFor();
    // The first journal's first submission of the demo data (seed/manuscripts.ts).
    const other = newest === '001-2026-00001' ? '001-2026-00002' : '001-2026-00001';
    await ref.fill(other);
    await ref.press('Enter');
    await expect.poll(() => subject.innerText(), { timeout: 10_000 }).toContain(other);
    expect(await admin.getByTestId('preview-manuscript-used').innerText()).toContain(other);
  });

  it('saves the wording', async () => {
    await admin.getByTestId('template-save').click();
    await admin.locator('.ant-message').getByText('已保存').waitFor();
    await expect.poll(() => admin.getByTestId('template-subject').inputValue()).toBe(SUBJECT);
    expect(await admin.getByTestId('template-event-submissionReceived').innerText()).toContain(
      '出版社自定义',
    );
  });

  it('edits the acceptance letter’s wording, shown as the PDF letter’s (no SMS, no test send)', async () => {
    const row = admin.getByTestId('template-event-acceptanceLetter');
    await row.click();
    expect(await row.innerText()).toContain('录用通知书');
    expect(await row.innerText()).toContain('PDF 文书');
    await admin.getByText(/这是录用通知书（PDF）的文字/).waitFor();
    expect(await admin.getByTestId('template-sms').isVisible()).toBe(false);
    expect(await admin.getByTestId('template-test-send').count()).toBe(0);
    await expect
      .poll(() => admin.getByTestId('template-subject').inputValue())
      .toBe('《{{ journal }}》录用通知');

    await retype(
      admin,
      'template-body',
      '{{ authors }} 老师：\n\n大作《{{ title }}》已录用。\n\n{{ facts }}',
    );
    await expect
      .poll(() => admin.getByTestId('preview-body').innerText(), { timeout: 10_000 })
      .toMatch(/^\[作者（按署名顺序）\] 老师：\n\n大作《.+》已录用。\n\n\[录用信息表/);
    // The earlier save's message may still be up (it stays 3 s): this save's is the one awaited.
    await expect
      .poll(() => admin.locator('.ant-message').getByText('已保存').count(), { timeout: 10_000 })
      .toBe(0);
    await admin.getByTestId('template-save').click();
    await admin.locator('.ant-message').getByText('已保存').waitFor();
    await expect.poll(() => row.innerText()).toContain('出版社自定义');
  });

  it('shows the outbox; a refused message is opened as sent and resent', async () => {
    await admin.getByTestId('tab-outbox').click();
    await admin.waitForURL(/tab=outbox/);
    await admin.getByTestId('resource-table').locator('tr.ant-table-row').first().waitFor();
    await chooseOption(admin, 'filter-state', '发送失败');
    await admin.getByTestId('filter-submit').click();
    await admin.waitForURL(/state=failed/);
    const row = rowWith(admin, '550 5.1.1');
    await row.waitFor();
    await expect.poll(() => admin.getByTestId('resource-table').locator('tr.ant-table-row').count()).toBe(1);
    // Refused on every try: it took retries before it failed.
    expect(await row.getByTestId('outbox-retried').innerText()).toBe('已重试');
    await row.locator('[data-testid^="outbox-open-"]').click();
    const drawer = admin.getByTestId('outbox-drawer');
    await drawer
      .getByTestId('outbox-error')
      .getByText(/Recipient address rejected/)
      .waitFor();
    expect(await drawer.innerText()).toContain('发送失败');
    await drawer.locator('.ant-drawer-close').click();

    await row.getByRole('button', { name: '重发' }).click();
    await confirmOk(admin);
    await admin.locator('.ant-message').getByText('已重新排队发送').waitFor();
    await chooseOption(admin, 'filter-state', '待发送');
    await admin.getByTestId('filter-submit').click();
    await admin.waitForURL(/state=queued/);
    await rowWith(admin, '@mail.').first().waitFor();
  });
});
