import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirmOk, rowWith } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

/** The demo's refused e-mail: its delivery job failed with the receiving server's answer. */
const REFUSED = '550 5.1.1';

/**
 * 后台任务 (/manage/jobs): the platform operator finds the delivery job that failed, reads its
 * error, retries it, and it leaves the list of failed jobs.
 */
describe('a failed background job, retried by the platform', () => {
  const journey = useJourney();
  let platform: Page;

  beforeAll(async () => {
    platform = await signedInPage(journey, 'platform');
  });

  it('lists the failed delivery with its queue and the server’s answer', async () => {
    await openFromMenu(platform, '平台管理', '后台任务', /\/manage\/jobs/);
    const row = rowWith(platform, REFUSED);
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('outbox-deliver');
    expect(text).toContain('Recipient address rejected: User unknown');
  });

  it('retries it: the job leaves the failed list', async () => {
    const row = rowWith(platform, REFUSED);
    const id = (await row.getAttribute('data-testid'))!.replace('row-', '');
    await platform.getByTestId(`row-action-retry-${id}`).click();
    await confirmOk(platform);
    await platform.locator('.ant-message').getByText('已重新排队').waitFor();
    await expect.poll(() => rowWith(platform, REFUSED).count(), { timeout: 15_000 }).toBe(0);
  });
});
