import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pressInDialog } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

const SETTLE = { timeout: 30_000 };
const DOCX = path.resolve(import.meta.dirname, '../../packages/server/assets/manuscript.docx');
const LIST = '[data-testid="resource-table"][data-path="/sys/caibian/finalDraft/list"]';

/**
 * 上传终稿 as people do it: the demo acquisition editor 张采编 (caibian) opens 上传终稿, where an
 * accepted manuscript already has a final draft and another waits for one; uploads the author's final
 * draft (a Word file) for the waiting one, and the row names it. The press administrator opens the
 * manuscript's detail: its files list the new version marked final (定稿).
 */
describe('the acquisition editor uploads an author’s final draft', () => {
  const journey = useJourney();
  let page: Page;
  let id = 0;
  beforeAll(async () => {
    page = await signedInPage(journey, 'caibian');
  });

  it('uploads the final draft of an accepted manuscript; the row names it', async () => {
    await openFromMenu(page, '采编工作台', '上传终稿', /\/caibian\/UploadTerminal/);
    await page.locator(LIST).waitFor(SETTLE);
    await page.locator('[data-testid^="final-draft-"]', { hasText: '终稿-' }).first().waitFor(SETTLE);
    const waiting = page
      .getByTestId('resource-table')
      .locator('tr.ant-table-row', { hasText: '未上传' })
      .first();
    await waiting.waitFor(SETTLE);
    const button = waiting.locator('[data-testid^="row-action-upload-"]');
    id = Number((await button.getAttribute('data-testid'))!.replace('row-action-upload-', ''));

    await button.click();
    await page.getByTestId('final-draft-form').waitFor();
    await page.getByTestId('final-draft-file').locator('input[type=file]').setInputFiles(DOCX);
    await page.getByTestId('final-draft-file').locator('.ant-upload-list-item-done').waitFor(SETTLE);
    await pressInDialog(page, 'form-submit');
    await page.locator('.ant-message').getByText('终稿已上传').waitFor(SETTLE);
    await expect
      .poll(() => page.getByTestId(`final-draft-${id}`).innerText(), SETTLE)
      .toContain('manuscript.docx');
  });

  it('shows the new version marked final among the manuscript’s files', async () => {
    const admin = await signedInPage(journey, 'pressadmin');
    await admin.goto(`${journey.server.url}/operation/articleDetail?id=${id}`);
    const files = admin.getByTestId('detail-files');
    await files.waitFor(SETTLE);
    const row = files.locator('tr', { hasText: '定稿' });
    await row.first().waitFor(SETTLE);
    expect(await row.first().innerText()).toContain('manuscript.docx');
  });
});
