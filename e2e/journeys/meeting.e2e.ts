import { describe, expect, it } from 'vitest';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

const SETTLE = { timeout: 20_000 };

/**
 * Final review's editorial-meeting mark as the final reviewer uses it: on 终审, a manuscript of theirs
 * is put on the meeting's agenda (the list shows the agenda icon, its words on hover), then the
 * meeting's word is recorded (the approved icon), then the mark is cleared. The status stays.
 */
describe('the editorial-meeting mark of final review', () => {
  const journey = useJourney();

  it('marks, records the meeting’s word and clears, with the list’s icon following', async () => {
    const reviewer = await signedInPage(journey, 'reviewer');
    await openFromMenu(reviewer, '平台管理', '终审', /\/manage\/finalJudgment/);
    const button = reviewer.locator('[data-testid^="row-action-markMeeting-"]').first();
    await button.waitFor(SETTLE);
    const id = Number((await button.getAttribute('data-testid'))!.replace('row-action-markMeeting-', ''));
    const mark = async (testId: string) => {
      await reviewer.getByTestId(`row-action-markMeeting-${id}`).click();
      const form = reviewer.getByTestId('meeting-form');
      await form.waitFor();
      const choice = form.getByTestId(testId);
      await choice.click();
      await expect.poll(() => choice.isChecked()).toBe(true);
      await reviewer.getByTestId('form-submit').click();
      await expect.poll(() => reviewer.getByTestId('meeting-form').count(), SETTLE).toBe(0);
    };
    // Read without waiting: the flag is gone once the mark is cleared.
    const icon = () =>
      reviewer
        .getByTestId(`flag-meeting-${id}`)
        .evaluateAll((els) => els[0]?.getAttribute('data-icon') ?? null);

    await mark('meeting-sign-1');
    await expect.poll(icon, SETTLE).toBe('meetingPending');
    expect(await reviewer.getByTestId(`flag-meeting-${id}`).getAttribute('aria-label')).toBe('待上会');
    await mark('meeting-sign-3');
    await expect.poll(icon, SETTLE).toBe('meetingApproved');
    await mark('meeting-sign-none');
    await expect.poll(icon, SETTLE).toBeNull();
    expect(await reviewer.getByTestId(`manuscript-status-${id}`).innerText()).toBe('终审');
  });
});
