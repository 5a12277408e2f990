import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, confirmOk, submitDialog } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openExpertArea } from '../support/menu.ts';

const SETTLE = { timeout: 20_000 };

/** A testid's number suffix: the id of the invitation it names. */
const idOf = async (page: Page, prefix: string) =>
  Number(
    (await page.locator(`[data-testid^="${prefix}"]`).first().getAttribute('data-testid'))!.replace(
      prefix,
      '',
    ),
  );

/** An invitation's state as its tag says, read without waiting (the row may be reloading). */
const stateOf = (page: Page, id: number) => () =>
  page.getByTestId(`invitation-state-${id}`).evaluateAll((els) => els[0]?.getAttribute('data-state') ?? null);

const TO_AUTHOR = '一、创新性：方法新颖。\n二、科学性：实验充分。\n三、修改建议：补充消融实验。';
const TO_EDITOR = '建议小修后录用。';

/**
 * The expert area as the demo expert (陈教授) works it: from the menu to their invitations; one is
 * accepted and opened, its manuscript downloaded under an anonymous name, the review drafted, saved,
 * read back after a reload, submitted and then shown read-only, the list following; another invitation
 * is declined with the reason the dialog insists on.
 */
describe('the expert area', () => {
  const journey = useJourney();

  it('accepts, reviews and submits an invitation, and declines another with a reason', async () => {
    // Signing in lands on the welcome page (SPEC: everyone but finance); the menu leads to the area.
    const page = await signedInPage(journey, 'expert');
    await openExpertArea(page);
    await page.locator('[data-testid^="row-action-accept-"]').first().waitFor(SETTLE);
    // The seeded work shows in every state: waiting, being reviewed, submitted with its fee.
    await page.locator('[data-testid^="row-action-open-"]').first().waitFor(SETTLE);
    expect(await page.locator('[data-state="submitted"]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid^="invitation-fee-"]').count()).toBeGreaterThan(0);

    // Accept: asked first, then the row is being reviewed.
    const id = await idOf(page, 'row-action-accept-');
    await page.getByTestId(`row-action-accept-${id}`).click();
    await confirmOk(page);
    await expect.poll(stateOf(page, id), SETTLE).toBe('accepted');

    // Open it: the manuscript without its authors, and its file under the manuscript's number.
    await page.getByTestId(`invitation-open-${id}`).click();
    await page.waitForURL(/[?&]invitation=\d+/);
    await page.getByTestId('expert-manuscript').waitFor(SETTLE);
    expect(await page.getByTestId('expert-manuscript-title').innerText()).not.toBe('');
    const file = page.locator('[data-testid^="expert-file-"]').first();
    await file.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
    expect(download.suggestedFilename()).toMatch(/^稿件-.+\.docx$/);

    // Submitting an empty review is refused on the spot.
    await page.getByTestId('review-submit').click();
    await page.locator('.ant-form-item-explain-error', { hasText: '提交前请填写此项' }).first().waitFor();
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);

    // A draft: the scores of the press's sheet, the recommendation and the comments, kept on reload.
    await page.getByTestId('review-score-0').fill('8');
    await page.getByTestId('review-score-1').fill('7');
    await page.getByTestId('review-score-2').fill('9');
    await page.getByTestId('recommendation-minor').click();
    await page.getByTestId('review-to-author').fill(TO_AUTHOR);
    await page.getByTestId('review-to-editor').fill(TO_EDITOR);
    await expect.poll(() => page.getByTestId('review-total').innerText()).toContain('78');
    await page.getByTestId('review-save-draft').click();
    await page.getByText('草稿已保存').first().waitFor(SETTLE);
    await page.reload();
    await page.getByTestId('review-form').waitFor(SETTLE);
    expect(await page.getByTestId('review-to-author').inputValue()).toBe(TO_AUTHOR);
    expect(await page.getByTestId('review-score-1').inputValue()).toBe('7');
    expect(await page.getByTestId('recommendation-minor').isChecked()).toBe(true);

    // Submit, after confirming: the review is final and shown read-only.
    await page.getByTestId('review-submit').click();
    await confirmOk(page);
    await page.getByTestId('review-readonly').waitFor(SETTLE);
    expect(await page.getByTestId('review-form').count()).toBe(0);
    expect(await page.getByTestId('review-readonly-recommendation').innerText()).toBe('小修后录用');
    expect(await page.getByTestId('review-readonly-total').innerText()).toBe('78');
    expect(await page.getByTestId('review-readonly-to-author').innerText()).toContain('补充消融实验');

    // Back on the list, the invitation is submitted, with its fee.
    await page.getByTestId('expert-back').click();
    await page.getByTestId('resource-table').waitFor(SETTLE);
    await expect.poll(stateOf(page, id), SETTLE).toBe('submitted');
    expect(await page.getByTestId(`row-action-accept-${id}`).count()).toBe(0);

    // Decline another: the reason is required.
    const other = await idOf(page, 'row-action-decline-');
    await page.getByTestId(`row-action-decline-${other}`).click();
    const dialog = page.getByTestId('decline-form');
    await dialog.waitFor();
    await submitDialog(page);
    await dialog.locator('.ant-form-item-explain-error').first().waitFor(SETTLE);
    await page.getByTestId('decline-reason').fill('研究方向与本文差异较大，难以给出专业意见。');
    await page.getByTestId('form-submit').click();
    await expect.poll(() => page.getByTestId('decline-form').count(), SETTLE).toBe(0);
    await expect.poll(stateOf(page, other), SETTLE).toBe('declined');

    // Filtered by state: only the submitted reviews, the new one among them.
    await chooseOption(page, 'filter-state', '已提交');
    await page.getByTestId('filter-submit').click();
    await page.waitForURL(/[?&]state=submitted/);
    await expect
      .poll(() =>
        page
          .getByTestId('resource-table')
          .locator('[data-testid^="invitation-state-"]')
          .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-state')))]),
      )
      .toEqual(['submitted']);
    await page.getByTestId(`invitation-state-${id}`).waitFor(SETTLE);
  });
});
