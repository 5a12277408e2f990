import path from 'node:path';
import { authorLogin, authorManuscripts } from '@jb/contract/api/authorSite';
import { Status } from '@jb/contract/workflow';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/actions.ts';
import { authorSite, journalIdByName, signInOnSite } from '../support/authorSite.ts';
import { useJourney } from '../support/journey.ts';

/** A demo author with a manuscript returned for revision at this journal (seed/history.ts). */
const AUTHOR_PHONE = '13700000002';
const JOURNAL = '计算机科学与应用';
const ASSETS = path.resolve(import.meta.dirname, '../../packages/server/assets');
const SETTLE = { timeout: 20_000 };

/**
 * A revision as the author makes it on the journal's site: the manuscript returned for revision
 * shows the editors' comments; the author starts revising, uploads the revised manuscript with a
 * response, and sends it; the manuscript goes back to the editors' stage and the revised file is
 * listed beside the original.
 */
describe('the author revises a manuscript returned for revision', () => {
  const journey = useJourney();
  let page: Page;
  let journalId = 0;
  let journalCode = '';
  let manuscriptId = 0;

  beforeAll(async () => {
    ({ journalId, code: journalCode } = await journalIdByName(journey.server.url, JOURNAL));
    const site = authorSite(journey.server.url);
    const session = await site(authorLogin, {
      body: { journalId, phone: AUTHOR_PHONE, password: DEMO_PASSWORD },
    });
    const mine = await site(authorManuscripts, { query: {} }, session);
    manuscriptId = mine.find((m) => m.status === Status.RETURNED_FOR_REVISION)!.id;
    page = await journey.browser.newPage();
  });

  it('signs in at the site and sees the editors’ comments on the returned manuscript', async () => {
    await signInOnSite(page, journey.server.url, journalCode, AUTHOR_PHONE);
    // 我的稿件 says what is asked of the author on it, and leads to the manuscript.
    await page.goto(`${journey.server.url}/submit/${journalCode}/manuscripts`);
    const todo = page.getByTestId(`manuscript-action-${manuscriptId}-startRevision`);
    await todo.waitFor(SETTLE);
    expect(await todo.innerText()).toBe('开始修改');
    await todo.click();
    const card = page.getByTestId('revision-card');
    await card.waitFor(SETTLE);
    expect(await page.getByTestId('detail-status').innerText()).toBe('退修');
    expect((await page.getByTestId('revision-reason').innerText()).trim().length).toBeGreaterThan(0);
  });

  it('starts revising, and the revised manuscript is required', async () => {
    await page.getByTestId('revision-start').click();
    await page.getByTestId('revision-form').waitFor(SETTLE);
    await expect.poll(() => page.getByTestId('detail-status').innerText(), SETTLE).toBe('修改中');
    await page.getByTestId('revision-submit').click();
    await page.getByTestId('revision-form').locator('.ant-form-item-explain-error').first().waitFor();
  });

  it('sends the revision: the manuscript returns to the editors with the revised file beside the original', async () => {
    await page
      .getByTestId('upload-revision')
      .locator('input[type=file]')
      .setInputFiles(path.join(ASSETS, 'manuscript.docx'));
    await page.getByTestId('upload-revision').locator('.ant-upload-list-item-done').waitFor(SETTLE);
    await page.getByTestId('revision-note').fill('已按审稿意见补充实验并修改第三节。');
    await page.getByTestId('revision-submit').click();
    await page.locator('.ant-message').getByText('修改稿已提交').waitFor(SETTLE);
    await expect.poll(() => page.getByTestId('revision-card').count(), SETTLE).toBe(0);
    const status = await page.getByTestId('detail-status').innerText();
    expect(['退修', '修改中']).not.toContain(status);
    expect(await page.getByTestId('detail-files').innerText()).toMatch(/修改稿 \d+/);
  });
});
