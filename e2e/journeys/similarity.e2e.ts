import { describe, expect, it } from 'vitest';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

const SETTLE = { timeout: 30_000 };

/**
 * The duplicate check as an editor uses it on 查重: a manuscript's report beside its row, a check
 * started and followed to its result (the shares, the similar manuscripts), and the journal's check
 * settings saved and read back.
 */
describe('the duplicate check on screen', () => {
  const journey = useJourney();

  it('runs a check from the queue and shows its report; saves a journal’s check settings', async () => {
    const page = await signedInPage(journey, 'pressadmin');
    await openFromMenu(page, '平台管理', '查重', /\/manage\/doubleCheck/);

    const open = page.locator('[data-testid^="queue-open-"]').first();
    await open.waitFor(SETTLE);
    await open.click();
    const panel = page.getByTestId('similarity-panel');
    await panel.waitFor(SETTLE);
    // The report shown now (an earlier one, or none): the new run's must replace it.
    const shown = () =>
      panel
        .getByTestId('similarity-state')
        .evaluateAll((els) =>
          els[0] ? `${els[0].getAttribute('data-report')}:${els[0].getAttribute('data-state')}` : null,
        );
    const earlier = (await shown())?.split(':')[0] ?? null;
    await panel.getByTestId('similarity-run').click();
    // Followed while it runs, then the result: the shares and either similar manuscripts or none.
    await expect
      .poll(async () => {
        const now = await shown();
        return now !== null && now.split(':')[0] !== earlier ? now.split(':')[1] : null;
      }, SETTLE)
      .toBe('done');
    await expect.poll(() => panel.getByTestId('similarity-overall').count(), SETTLE).toBe(1);
    expect(await panel.getByTestId('similarity-overall').innerText()).toMatch(/\d+\.\d%/);
    // (The queues and details are read again as the check ends: the panel settles after that.)
    await expect
      .poll(
        async () =>
          (await panel.getByTestId('similarity-matches').count()) +
          (await panel.getByTestId('similarity-no-matches').count()),
        SETTLE,
      )
      .toBe(1);
    // The report as a PDF: a download named 查重报告-<number>.pdf.
    const [pdf] = await Promise.all([
      page.waitForEvent('download', SETTLE),
      panel.getByTestId('similarity-pdf').click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^查重报告-.+\.pdf$/);
    await page.keyboard.press('Escape');

    // The journal's settings: leave quotations out and lengthen the shortest match, then read back.
    await page.getByTestId('similarity-settings-open').click();
    const form = page.getByTestId('similarity-settings');
    await form.waitFor(SETTLE);
    const quotes = form.getByTestId('similarity-excludeQuotes');
    const before = await quotes.isChecked();
    await quotes.click();
    await form.getByTestId('similarity-minMatchLength').fill('20');
    await page.getByTestId('form-submit').click();
    await expect.poll(() => page.getByTestId('similarity-settings').count(), SETTLE).toBe(0);
    await page.getByTestId('similarity-settings-open').click();
    await form.waitFor(SETTLE);
    expect(await form.getByTestId('similarity-excludeQuotes').isChecked()).toBe(!before);
    expect(await form.getByTestId('similarity-minMatchLength').inputValue()).toBe('20');
  });
});
