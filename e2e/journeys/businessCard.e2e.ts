import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, confirmOk, rowWith } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

const SETTLE = { timeout: 30_000 };
const ASSETS = path.resolve(import.meta.dirname, '../../packages/server/assets');
/** A 1×1 PNG: the editor's photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A demo author of the press (packages/server/src/db/seed/authors.ts). */
const AUTHOR_PHONE = '13700000001';
const TITLE = '扫码投稿：名片推荐的稿件';
const TITLE_ON_CARD = 'E2E 资深采编';

const count = async (page: Page, testId: string) => Number(await page.getByTestId(testId).innerText());

/**
 * The acquisition editor's business card, as people use it: 张采编 (`caibian`) edits the card on
 * 我的名片 beside its preview, the press publishes it on 采编名片, an author opens /myCard on a
 * phone without signing in and follows the card's link (the one its QR code carries) to the
 * journal's site, submits, and the manuscript names 张采编 as its referrer and shows on their 稿件查询.
 */
describe('an acquisition editor’s business card brings a submission', () => {
  const journey = useJourney();
  let cardId = 0;
  let scansBefore = 0;
  let referralsBefore = 0;
  let submitLink = '';
  let manuscriptId = 0;

  it('lets the editor edit the card beside its preview; saving sends it to the press', async () => {
    const editor = await signedInPage(journey, 'caibian');
    await openFromMenu(editor, '采编工作台', '我的名片', /\/caibian\/meansCard/);
    await editor.getByTestId('means-card-state').getByText('已发布').waitFor(SETTLE);
    const href = await editor.getByTestId('means-card-open').getAttribute('href');
    cardId = Number(/[?&]id=(\d+)/.exec(href ?? '')?.[1]);
    expect(cardId).toBeGreaterThan(0);

    await editor.getByTestId('means-card-title').fill(TITLE_ON_CARD);
    await editor.getByTestId('means-card-link').fill('javascript:alert(1)');
    await editor.getByTestId('means-card-save').click();
    await editor
      .getByTestId('means-card-form')
      .getByText('链接须为 http:// 或 https:// 开头的网址')
      .waitFor(SETTLE);
    await editor.getByTestId('means-card-link').fill('https://example.cn/zhang');
    await editor
      .getByTestId('means-card-photo')
      .locator('input[type=file]')
      .setInputFiles({ name: 'zhang.png', mimeType: 'image/png', buffer: PNG });
    await editor.getByTestId('means-card-photo').locator('.ant-upload-list-item-done').waitFor(SETTLE);
    // The preview is the public page's own drawing of the values typed.
    const preview = editor.frameLocator('[data-testid="means-card-preview"]');
    await preview.getByText(TITLE_ON_CARD).waitFor(SETTLE);
    await preview.locator('img.photo[src^="data:image/png"]').waitFor(SETTLE);

    await editor.getByTestId('means-card-save').click();
    await editor.getByTestId('means-card-state').getByText('待审核').waitFor(SETTLE);
  });

  it('shows nothing of the card while it waits for the press', async () => {
    const phone = await journey.browser.newPage({ width: 360, height: 740 });
    await phone.goto(`${journey.server.url}/myCard?id=${cardId}`);
    await phone.getByTestId('card-notice').getByText('名片暂不可用').waitFor(SETTLE);
    expect(await phone.getByText(TITLE_ON_CARD).count()).toBe(0);
    await phone.close();
  });

  it('has the press publish it on 采编名片 after a confirmation, in Chinese and in English', async () => {
    const admin = await signedInPage(journey, 'pressadmin');
    await openFromMenu(admin, '运营管理', '采编名片', /\/operation\/caibianCards/);
    await admin.getByTestId(`card-state-${cardId}`).getByText('待审核').waitFor(SETTLE);
    scansBefore = await count(admin, `card-scans-${cardId}`);
    referralsBefore = await count(admin, `card-referrals-${cardId}`);
    expect(scansBefore).toBeGreaterThan(0);

    await admin.getByTestId(`card-preview-${cardId}`).click();
    await admin.frameLocator('[data-testid="card-preview-frame"]').getByText(TITLE_ON_CARD).waitFor(SETTLE);
    await admin.keyboard.press('Escape');

    await admin.getByTestId(`row-action-publish-${cardId}`).click();
    await confirmOk(admin);
    await admin.getByTestId(`card-state-${cardId}`).getByText('已发布').waitFor(SETTLE);

    await admin.getByTestId('lang-switch').click();
    await expect.poll(() => admin.getByTestId(`card-state-${cardId}`).innerText(), SETTLE).toBe('Published');
    await admin.getByRole('columnheader', { name: 'Referred manuscripts' }).waitFor(SETTLE);
    await admin.getByTestId('lang-switch').click();
    await expect.poll(() => admin.getByTestId(`card-state-${cardId}`).innerText(), SETTLE).toBe('已发布');
  });

  it('opens /myCard on a 360 px wide phone without signing in, with the QR code and its link', async () => {
    const phone = await journey.browser.newPage({ width: 360, height: 740 });
    await phone.goto(`${journey.server.url}/myCard?id=${cardId}`);
    const card = phone.getByTestId('business-card');
    await card.getByText('张采编').first().waitFor(SETTLE);
    await card.getByText(TITLE_ON_CARD).waitFor();
    await card.locator('img.photo').waitFor();
    expect(await card.locator('section[data-journal] svg').count()).toBeGreaterThan(0);
    // No script at all, and nothing wider than the phone.
    expect(await phone.locator('script').count()).toBe(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    submitLink = (await card.getByTestId('submit-link').first().getAttribute('href')) ?? '';
    expect(submitLink).toMatch(/\/submit\/[a-z][a-z0-9-]*\?ref=[A-Za-z0-9_-]{16}$/);
    await phone.close();
  });

  it('meets its budget on a throttled 4G phone: no JavaScript, first content within a second', async () => {
    const phone = await journey.browser.newPage({ width: 360, height: 740 });
    // Lighthouse's "slow 4G": 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up.
    await (await phone.context().newCDPSession(phone)).send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6e6 / 8) * 0.9,
      uploadThroughput: (750e3 / 8) * 0.9,
    });
    await phone.goto(`${journey.server.url}/myCard?id=${cardId}`);
    await phone.getByTestId('business-card').waitFor(SETTLE);
    const measured = await phone.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script').length,
    }));
    expect(measured.scripts).toBe(0);
    expect(measured.fcp).toBeLessThanOrEqual(1_000);
    await phone.close();
  });

  it('takes an author from the card’s link to the journal’s site, where they submit', async () => {
    // The link names the configured public address; this server runs on a port of its own.
    const link = new URL(submitLink);
    const page = await journey.browser.newPage({ width: 360, height: 740 });
    await page.goto(`${journey.server.url}${link.pathname}${link.search}`);
    await page.getByTestId('tab-signin').click();
    await page.getByTestId('signin-phone').fill(AUTHOR_PHONE);
    await page.getByTestId('signin-password').fill('Demo@2026');
    await page.getByTestId('signin-password').press('Enter');
    await page.getByTestId('submit-form').waitFor(SETTLE);
    await chooseOption(page, 'submit-column', '研究论文');
    await page.getByTestId('submit-title').fill(TITLE);
    await page.getByTestId('submit-keywords').fill('名片；推荐');
    await page.getByTestId('submit-abstract').fill('作者扫描采编名片上的二维码投稿。');
    await page.getByTestId('submit-nature').getByText('自然科学').click();
    await page.getByTestId('byline-affiliation-0').fill('华东理工大学');
    await page
      .getByTestId('upload-manuscript')
      .locator('input[type=file]')
      .setInputFiles(path.join(ASSETS, 'manuscript.docx'));
    await page.getByTestId('upload-manuscript').locator('.ant-upload-list-item-done').waitFor(SETTLE);
    await page.getByTestId('submit-agree').click();
    await page.getByTestId('submit-send').click();
    await page.waitForURL(/\/manuscripts\/\d+$/, SETTLE);
    manuscriptId = Number(/\/manuscripts\/(\d+)$/.exec(page.url())?.[1]);
    expect(manuscriptId).toBeGreaterThan(0);
    await page.close();
  });

  it('shows the manuscript on 张采编’s own 稿件查询, which opens its detail', async () => {
    const editor = await signedInPage(journey, 'caibian');
    await editor.goto(
      `${journey.server.url}/caibian/manuscriptQuery?keyword=${encodeURIComponent('名片推荐')}`,
    );
    await rowWith(editor, TITLE).waitFor(SETTLE);
    await editor.getByTestId(`manuscript-open-${manuscriptId}`).click();
    await editor.waitForURL(new RegExp(`/caibian/articleDetail\\?id=${manuscriptId}`), SETTLE);
    await editor.getByTestId('detail-timeline').waitFor(SETTLE);
    await editor.close();
  });

  it('names 张采编 as the manuscript’s referrer, and 采编名片 counts the views and the referral', async () => {
    const admin = await signedInPage(journey, 'pressadmin');
    await admin.goto(`${journey.server.url}/operation/articleDetail?id=${manuscriptId}`);
    await expect.poll(() => admin.getByTestId('detail-referrer').innerText(), SETTLE).toBe('张采编');
    await admin.goto(`${journey.server.url}/operation/Modify?id=${manuscriptId}`);
    await expect.poll(() => admin.getByTestId('modify-referrer').innerText(), SETTLE).toContain('张采编');
    await openFromMenu(admin, '运营管理', '采编名片', /\/operation\/caibianCards/);
    await expect.poll(() => count(admin, `card-referrals-${cardId}`), SETTLE).toBe(referralsBefore + 1);
    // The phone's views after it was published count once (one visitor within the hour); the
    // pending page counted none.
    expect(await count(admin, `card-scans-${cardId}`)).toBe(scansBefore + 1);
  });
});
