import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage, useJourney } from '../support/journey.ts';

/** How long a change may take to show on this shared, busy machine. */
const SETTLE = { timeout: 20_000 };

const figure = async (page: Page, testId: string) =>
  Number(
    (await page.getByTestId(testId).locator('.ant-statistic-content-value').innerText()).replace(/\D/g, ''),
  );
const total = async (page: Page) =>
  Number((await page.getByTestId('table-total').innerText()).replace(/\D/g, ''));

/**
 * The editors' homes as the demo's people use them: the reviewer's welcome screen counts the review
 * work waiting for them and what of it is past due; each figure opens the editor home on the list
 * behind it, where a stage's card narrows the list and opens the stage's queue. The press
 * administrator sees what waits to be allocated.
 */
describe('the editor home', () => {
  const journey = useJourney();

  it('counts the reviewer’s waiting work on the welcome screen and lists it behind the figure', async () => {
    const reviewer = await signedInPage(journey, 'reviewer');
    const card = reviewer.getByTestId('work-card');
    await card.waitFor(SETTLE);
    await expect.poll(() => figure(reviewer, 'work-audit'), SETTLE).toBeGreaterThan(3);
    const waiting = await figure(reviewer, 'work-audit');
    const overdue = await figure(reviewer, 'work-overdue');

    await reviewer.getByTestId('work-audit').click();
    await reviewer.waitForURL(/\/editorialReview\/shouye\?tab=audit/);
    await expect.poll(() => total(reviewer), SETTLE).toBe(waiting);
    // The first review's card counts its part, and narrows the list to it.
    const first = reviewer.getByTestId('home-waiting-review');
    const firstCount = await figure(reviewer, 'home-waiting-review');
    await first.click();
    await reviewer.waitForURL(/group=review/);
    await expect.poll(() => total(reviewer), SETTLE).toBe(firstCount);
    await expect
      .poll(() => reviewer.getByTestId('home-focus').innerText(), SETTLE)
      .toContain('环节：初审稿件');
    // Past due only, from the welcome figure.
    await reviewer.goto(`${journey.server.url}/manage/welcome`);
    await reviewer.getByTestId('work-overdue').click();
    await reviewer.waitForURL(/overdue=true/);
    await expect.poll(() => reviewer.getByTestId('home-focus').innerText(), SETTLE).toContain('仅逾期');
    if (overdue === 0) await reviewer.getByTestId('table-empty').waitFor(SETTLE);
    else await expect.poll(() => total(reviewer), SETTLE).toBe(overdue);
    // Showing all again, then into the stage's own queue.
    await reviewer.getByTestId('home-focus-clear').click();
    await expect.poll(() => total(reviewer), SETTLE).toBe(waiting);
    await reviewer.getByTestId('home-stage-review').getByRole('link', { name: '进入队列' }).click();
    await reviewer.waitForURL(/\/editorialReview\/initialManuscript/);
    await expect.poll(() => reviewer.getByTestId('screen-title').innerText(), SETTLE).toBe('初审稿件');
  });

  it('shows the press administrator what waits to be allocated, stage by stage', async () => {
    const admin = await signedInPage(journey, 'pressadmin');
    await admin.getByTestId('work-card').waitFor(SETTLE);
    await expect.poll(() => figure(admin, 'work-allot'), SETTLE).toBeGreaterThan(0);
    const toAllocate = await figure(admin, 'work-allot');
    await admin.getByTestId('work-allot').click();
    await admin.waitForURL(/tab=allot/);
    await expect.poll(() => total(admin), SETTLE).toBe(toAllocate);
    const firstAllocation = await figure(admin, 'home-waiting-reviewAllocation');
    await admin.getByTestId('home-waiting-reviewAllocation').click();
    await admin.waitForURL(/group=reviewAllocation/);
    await expect.poll(() => total(admin), SETTLE).toBe(firstAllocation);
    // Every row listed is at first-review allocation.
    const statuses = await admin.locator('[data-testid^="manuscript-status-"]').allInnerTexts();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['初审分配']));
    // After acceptance: a card per production group (contract stageGroups.ts); scheduling's narrows
    // the list to what it acts on (accepted and scheduled), and opens its screen.
    await admin.getByTestId('home-tab-accepted').click();
    await admin.waitForURL(/tab=accepted/);
    await admin.getByTestId('home-stage-scheduling').waitFor(SETTLE);
    await admin.getByTestId('home-stage-archiving').waitFor(SETTLE);
    const scheduling = await figure(admin, 'home-waiting-scheduling');
    expect(scheduling).toBeGreaterThan(0);
    await admin.getByTestId('home-waiting-scheduling').click();
    await admin.waitForURL(/group=scheduling/);
    await expect.poll(() => total(admin), SETTLE).toBe(scheduling);
    const shown = await admin.locator('[data-testid^="manuscript-status-"]').allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((s) => s !== '已录用' && s !== '排期')).toEqual([]);
    await admin.getByTestId('home-stage-scheduling').getByRole('link', { name: '进入队列' }).click();
    await admin.waitForURL(/\/editorialReview\/manuscriptScheduling/);
  });
});
