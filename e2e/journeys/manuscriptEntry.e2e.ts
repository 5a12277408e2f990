import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, rowWith, searchAndChoose } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';

const ASSETS = path.resolve(import.meta.dirname, '../../packages/server/assets');
const JOURNAL = '计算机科学与应用';
/** A demo author of the press (seed/authors.ts). */
const AUTHOR = '陈静';
const TITLE = '农田土壤墒情遥感反演方法（代录入）';

/**
 * 录入稿件: a press administrator enters, from 稿件查询, a manuscript an author sent by e-mail: finds
 * the demo author by name, chooses the journal and the referring acquisition editor, fills the
 * author site's own form with a real .docx upload, and saves. The detail opens with the author's
 * name and a timeline that says the office entered it; the list shows it under the author.
 */
describe('staff enter a manuscript on an author’s behalf', () => {
  const journey = useJourney();
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(journey, 'pressadmin');
  });

  it('enters the manuscript for the demo author, with the manuscript file uploaded as staff', async () => {
    await page.goto(`${journey.server.url}/operation/manuscriptManage`);
    await page.locator('[data-testid="resource-table"][data-path="/sys/article/list"]').waitFor();
    await page.getByTestId('entry-open').click();
    const drawer = page.getByTestId('entry-drawer');
    await drawer.waitFor();

    // The author by name, as typed.
    await searchAndChoose(page, 'entry-author', AUTHOR, AUTHOR);
    await chooseOption(page, 'entry-journal', JOURNAL);
    await chooseOption(page, 'entry-referrer', '张采编（caibian）');

    // The author site's form: the chosen author starts the byline.
    await page.getByTestId('submit-title').waitFor();
    await expect.poll(() => page.getByTestId('byline-name-0').inputValue()).toBe(AUTHOR);
    expect(await page.getByTestId('byline-corresponding-0').isChecked()).toBe(true);
    await chooseOption(page, 'submit-column', '研究论文');
    await page.getByTestId('submit-title').fill(TITLE);
    await page.getByTestId('submit-keywords').fill('土壤墒情；遥感反演');
    await page
      .getByTestId('upload-manuscript')
      .locator('input[type=file]')
      .setInputFiles(path.join(ASSETS, 'manuscript.docx'));
    await page.getByTestId('upload-manuscript').locator('.ant-upload-list-item-done').waitFor();
    await page.getByTestId('entry-save').click();

    await page.waitForURL(/\/operation\/articleDetail\?id=\d+/);
    const detail = page.getByTestId('article-detail');
    await detail.getByText(TITLE).first().waitFor();
    expect(await page.getByTestId('detail-meta').innerText()).toContain(AUTHOR);
    const entered = page.getByTestId('event-staffEntry');
    await entered.waitFor();
    expect(await entered.innerText()).toContain('编辑部代作者录入');
    expect(await page.getByTestId('detail-files').innerText()).toContain('manuscript.docx');
  });

  it('shows the entered manuscript in the list under the author’s name', async () => {
    await page.goto(`${journey.server.url}/operation/manuscriptManage`);
    await page.locator('[data-testid="resource-table"][data-path="/sys/article/list"]').waitFor();
    await page.getByTestId('filter-keyword').fill('墒情遥感');
    await page.getByTestId('filter-submit').click();
    await page.waitForURL(/keyword=/);
    const row = rowWith(page, '墒情遥感');
    await row.waitFor();
    expect(await row.innerText()).toContain(AUTHOR);
    expect(await row.innerText()).toContain('作者未支付');
  });
});
