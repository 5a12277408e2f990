import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEMO_PASSWORD = 'Demo@2026';

/** Types into the login form as a person does (after the one-second readonly window) and submits. */
export async function signIn(page: Page, baseUrl: string, account: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/loginAdmin')) await page.goto(`${baseUrl}/loginAdmin`);
  const accountInput = page.getByTestId('login-account');
  await accountInput.waitFor();
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="login-account"]')?.hasAttribute('readonly'),
  );
  await accountInput.fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page.waitForURL(/\/loginAdmin/);
}

/** The visible labels of the sidebar menu (areas and their screens, opened). */
export async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.getByTestId('sider-menu');
  await menu.waitFor();
  // Open the closed areas one at a time (each click changes which are closed).
  const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  for (let left = await closed.count(); left > 0; left = await closed.count()) {
    await closed.first().click();
    // Wait until it has opened: clicking a title whose opening is still pending would close it again.
    await expect.poll(() => closed.count(), { timeout: 15_000 }).toBeLessThan(left);
  }
  return (await menu.locator('.ant-menu-item, .ant-menu-submenu-title').allInnerTexts())
    .map((t) => t.trim())
    .filter(Boolean);
}
