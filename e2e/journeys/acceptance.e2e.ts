import { describe, expect, it } from 'vitest';
import { confirmOk } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

/** How long a change may take to show on this shared, busy machine (the letter is made by a job). */
const SETTLE = { timeout: 30_000 };

/**
 * Acceptance as the editorial office confirms it: the press administrator opens 录用确认, confirms a
 * manuscript of the demo data after the confirmation dialog, and it leaves the queue; its detail then
 * lists the acceptance letter (a PDF made in the background), which downloads as a PDF.
 */
describe('acceptance confirmation and the acceptance letter', () => {
  const journey = useJourney();

  it('confirms an acceptance, and the manuscript’s files gain the acceptance letter', async () => {
    const admin = await signedInPage(journey, 'pressadmin');
    await openFromMenu(admin, '编辑审稿', '录用确认', /\/editorialReview\/employedToConfirm/);
    const first = admin.locator('[data-testid^="queue-open-"]').first();
    await first.waitFor(SETTLE);
    const id = Number((await first.getAttribute('data-testid'))!.replace('queue-open-', ''));
    expect(await admin.getByTestId(`manuscript-status-${id}`).innerText()).toBe('录用确认');

    await admin.getByTestId(`row-action-confirmAcceptance-${id}`).click();
    const dialog = admin.locator('.ant-modal-confirm');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('录用费订单');
    await confirmOk(admin);
    await admin.locator('.ant-message').getByText('已处理').waitFor(SETTLE);
    await expect.poll(() => admin.getByTestId(`queue-open-${id}`).count(), SETTLE).toBe(0);

    // The letter is made after the confirmation: the detail lists it once it is there.
    await admin.goto(`${journey.server.url}/operation/articleDetail?id=${id}`);
    await expect
      .poll(async () => {
        await admin.reload();
        await admin.getByTestId('detail-files').waitFor();
        return admin.getByTestId('detail-files').innerText();
      }, SETTLE)
      .toContain('录用通知');
    // The timeline has the confirmation.
    await admin.getByTestId('event-confirmAcceptance').waitFor();
    const row = admin.getByTestId('detail-files').locator('tr', { hasText: '录用通知' });
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      row.locator('[data-testid^="file-download-"]').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^录用通知-.+\.pdf$/);
  });
});
