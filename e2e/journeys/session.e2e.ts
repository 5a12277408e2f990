import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/actions.ts';
import { type BrowserSession, openBrowser } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/** Sessions end as SPEC §2 and §8 say: after inactivity, and when the person signs in elsewhere. */
describe('session endings', () => {
  let server: RunningServer;
  let browser: BrowserSession;
  beforeAll(async () => {
    server = await startServer({ IDLE_TIMEOUT_SECONDS: '5' });
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('returns an inactive person to the login page after the idle limit', async () => {
    const page = await browser.newPage();
    await signIn(page, server.url, 'reviewer');
    await page.waitForURL(/\/manage\/welcome$/);
    await page.getByTestId('welcome-who').waitFor();
    const start = Date.now();
    await page.waitForURL(/\/loginAdmin/, { timeout: 20_000 });
    expect(Date.now() - start).toBeGreaterThan(3_000);
    await page.context().close();
  });

  it('sends the first browser to the login page with the timeout message after a sign-in elsewhere', async () => {
    const first = await browser.newPage();
    await signIn(first, server.url, 'caibian');
    await first.waitForURL(/\/manage\/welcome$/);
    const second = await browser.newPage();
    await signIn(second, server.url, 'caibian');
    await second.waitForURL(/\/manage\/welcome$/);
    await first.getByTestId('user-menu').click();
    await first.getByTestId('user-profile').click();
    await first.locator('.ant-message').getByText('登录超时，请重新登录').waitFor();
    await first.waitForURL(/\/loginAdmin/, { timeout: 10_000 });
    await first.context().close();
    await second.context().close();
  });
});
