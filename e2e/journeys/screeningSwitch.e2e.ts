import { describe, expect, it } from 'vitest';
import { chooseOption } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

/** The demo journal whose review process has screening switched off (seed/configuration.ts). */
const JOURNAL = '计算机科学与应用';
const SETTLE = { timeout: 20_000 };

/**
 * 筛稿分配 says when screening is switched off: the press default runs it (no notice), the demo
 * journal whose process skips it gets the notice once the queue is filtered to it.
 */
describe('the screening switch on 筛稿分配', () => {
  const journey = useJourney();

  it('tells the editor a journal’s process skips screening', async () => {
    const page = await signedInPage(journey, 'pressadmin');
    await openFromMenu(page, '编辑审稿', '筛稿分配', /\/editorialReview\/screeningAllocation/);
    await page.locator('[data-testid="resource-table"]').waitFor(SETTLE);
    expect(await page.getByTestId('screening-off').count()).toBe(0);

    await chooseOption(page, 'filter-journalId', JOURNAL);
    await page.getByTestId('filter-submit').click();
    await page.waitForURL(/journalId=/);
    const notice = page.getByTestId('screening-off');
    await notice.waitFor(SETTLE);
    expect(await notice.innerText()).toContain('该期刊现行审稿流程未开启筛稿');
  });
});
