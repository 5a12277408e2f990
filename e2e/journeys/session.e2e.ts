import { describe, expect, it } from 'vitest';
import { signIn } from '../support/actions.ts';
import { useJourney } from '../support/journey.ts';

/**
 * The idle limit of the first journey, short enough to wait for and long enough that signing in and
 * drawing the home screen fit in it on a busy two-core machine (with 5 seconds they did not always,
 * and the page went back to the login page before the test saw it signed in).
 */
const IDLE_SECONDS = 20;

/** Sessions end as SPEC §2 and §8 say: after inactivity, and when the person signs in elsewhere. */
describe('session endings', () => {
  describe('after inactivity', () => {
    const journey = useJourney({ IDLE_TIMEOUT_SECONDS: String(IDLE_SECONDS) });

    it('returns an inactive person to the login page after the idle limit', {
      timeout: 120_000,
    }, async () => {
      const page = await journey.browser.newPage();
      await signIn(page, journey.server.url, 'reviewer');
      await page.waitForURL(/\/manage\/welcome$/);
      await page.getByTestId('welcome-who').waitFor();
      const start = Date.now();
      await page.waitForURL(/\/loginAdmin/, { timeout: (IDLE_SECONDS + 40) * 1000 });
      expect(Date.now() - start).toBeGreaterThan(3_000);
      await page.context().close();
    });
  });

  // Its own server with the usual idle limit: the first browser stays untouched while the second
  // signs in, which on a busy machine can take longer than a short limit.
  describe('when the person signs in elsewhere', () => {
    const journey = useJourney();

    it('sends the first browser to the login page with the timeout message after a sign-in elsewhere', async () => {
      const first = await journey.browser.newPage();
      await signIn(first, journey.server.url, 'caibian');
      await first.waitForURL(/\/manage\/welcome$/);
      const second = await journey.browser.newPage();
      await signIn(second, journey.server.url, 'caibian');
      await second.waitForURL(/\/manage\/welcome$/);
      await first.getByTestId('user-menu').click();
      await first.getByTestId('user-profile').click();
      await first.locator('.ant-message').getByText('登录超时，请重新登录').waitFor();
      await first.waitForURL(/\/loginAdmin/, { timeout: 10_000 });
      await first.context().close();
      await second.context().close();
    });
  });
});
