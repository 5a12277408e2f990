import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

const SETTLE = { timeout: 30_000 };
const LIST = '[data-testid="resource-table"][data-path="/sys/articleHome/queryArticleBusinessAuditList"]';

const figure = async (page: Page, testId: string) =>
  Number(
    (await page.getByTestId(testId).locator('.ant-statistic-content-value').innerText()).replace(/\D/g, ''),
  );
const total = async (page: Page) =>
  Number((await page.locator(LIST).getByTestId('table-total').innerText()).replace(/\D/g, ''));
const statuses = (page: Page) =>
  page.locator(LIST).locator('[data-testid^="business-status-"]').allInnerTexts();

/**
 * 业务审核 as the demo's acquisition editor 张采编 uses it: their referrals waiting at each business
 * step are counted on 采编首页, and each count lists exactly those manuscripts.
 */
describe('the acquisition editor’s business audit', () => {
  const journey = useJourney();

  it('counts the referrals per business step and lists the ones behind a count', async () => {
    const page = await signedInPage(journey, 'caibian');
    await openFromMenu(page, '采编工作台', '采编首页', /\/caibian\/cbIndex/);
    await page.getByTestId('business-audit-card').waitFor(SETTLE);
    await page.locator(LIST).waitFor(SETTLE);
    await expect.poll(() => figure(page, 'business-count-all'), SETTLE).toBeGreaterThanOrEqual(6);
    const all = await figure(page, 'business-count-all');
    await expect.poll(() => total(page), SETTLE).toBe(all);

    const confirming = await figure(page, 'business-count-80');
    expect(confirming).toBeGreaterThanOrEqual(2);
    await page.getByTestId('business-count-80').click();
    await page.waitForURL(/status=80/);
    await expect.poll(() => total(page), SETTLE).toBe(confirming);
    expect(new Set(await statuses(page))).toEqual(new Set(['录用确认']));
    expect(await page.getByTestId('business-showing').innerText()).toContain('录用确认');

    const revising = await figure(page, 'business-count-300');
    await page.getByTestId('business-count-300').click();
    await page.waitForURL(/status=300/);
    await expect.poll(() => total(page), SETTLE).toBe(revising);
    await expect.poll(async () => new Set(await statuses(page)), SETTLE).toEqual(new Set(['退修']));

    await page.getByTestId('business-count-all').click();
    await page.waitForURL((url) => !url.search.includes('status='));
    await expect.poll(() => total(page), SETTLE).toBe(all);
  });
});
