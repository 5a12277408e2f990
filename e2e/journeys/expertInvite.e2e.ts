import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmOk } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

const SETTLE = { timeout: 20_000 };

/** A testid's number suffix: the id of the row or invitation it names. */
const idOf = async (page: Page, selector: string, prefix: string) =>
  Number((await page.locator(selector).first().getAttribute('data-testid'))!.replace(prefix, ''));

/**
 * Expert review as the editorial office works it on 外审分配: a manuscript waiting for experts gets
 * the pool's suggestions; one expert is invited and another ranked as an alternate; the manuscript
 * moves to the expert-review tab, where its drawer lists both; withdrawing the invited expert invites
 * the alternate in their place.
 */
describe('inviting experts', () => {
  const journey = useJourney();

  it('invites an expert with an alternate, follows them, and withdraws one for the alternate', async () => {
    const page = await signedInPage(journey, 'pressadmin');
    await openFromMenu(page, '编辑审稿', '外审分配', /\/editorialReview\/externalDistribution/);
    const invite = page.locator('[data-testid^="row-action-inviteExperts-"]').first();
    await invite.waitFor(SETTLE);
    const id = await idOf(page, '[data-testid^="row-action-inviteExperts-"]', 'row-action-inviteExperts-');
    await invite.click();

    const dialog = page.getByTestId('invite-modal');
    await dialog.locator('[data-testid^="invite-pick-"]').first().waitFor(SETTLE);
    const picks = dialog.locator('[data-testid^="invite-pick-"]');
    expect(await picks.count()).toBeGreaterThanOrEqual(2);
    const expert = Number((await picks.nth(0).getAttribute('data-testid'))!.replace('invite-pick-', ''));
    const alternate = Number((await picks.nth(1).getAttribute('data-testid'))!.replace('invite-pick-', ''));
    // The journal's number of experts (2 in the demo) is chosen from the top of the ranking.
    await expect
      .poll(() => dialog.getByTestId('invite-chosen').innerText(), SETTLE)
      .toBe('邀请 2 位，候补 0 位');
    expect(await dialog.getByTestId('invite-fewer').count()).toBe(0);
    // Sending with nobody chosen is refused on the spot.
    await dialog.getByTestId(`invite-none-${expert}`).click();
    await dialog.getByTestId(`invite-none-${alternate}`).click();
    await page.getByTestId('invite-ok').click();
    await dialog.getByTestId('invite-required').waitFor();
    await dialog.getByTestId(`invite-pick-${expert}`).click();
    await dialog.getByTestId(`invite-alternate-${alternate}`).click();
    expect(await dialog.getByTestId('invite-chosen').innerText()).toBe('邀请 1 位，候补 1 位');
    // Fewer than the journal asks for: said before sending.
    expect(await dialog.getByTestId('invite-fewer').innerText()).toContain('需 2 位外审专家');
    await page.getByTestId('invite-ok').click();
    await expect.poll(() => page.getByTestId('invite-modal').count(), SETTLE).toBe(0);
    // It leaves the queue of manuscripts waiting for experts …
    await expect.poll(() => page.getByTestId(`row-action-inviteExperts-${id}`).count(), SETTLE).toBe(0);

    // … and is under expert review, its experts listed in the drawer.
    await page.getByTestId('expert-tab-expertAudit').click();
    await page.waitForURL(/tab=expertAudit/);
    await page.getByTestId('filter-keyword').waitFor(SETTLE);
    await page.getByTestId(`queue-open-${id}`).click();
    const panel = page.getByTestId('invitations-panel');
    await panel.waitFor(SETTLE);
    const states = () =>
      panel
        .locator('[data-testid^="invitation-state-"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-state')).sort());
    await expect.poll(states, SETTLE).toEqual(['invited', 'waiting']);

    // The invited expert is withdrawn: the alternate is invited in their place.
    await panel.locator('[data-testid^="invitation-withdraw-"]').first().click();
    await confirmOk(page);
    await expect.poll(states, SETTLE).toEqual(['cancelled', 'invited']);
  });
});
