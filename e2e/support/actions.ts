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
    const title = await closed.first().elementHandle();
    await title!.click();
    // Wait until it has opened: clicking a title whose opening is still pending would close it again.
    await expect.poll(() => closed.count(), { timeout: 15_000 }).toBeLessThan(left);
    // And until its list has unfolded (antd's motion classes leave it at its full height): the next
    // title moves down while the list above it grows, and a press on it then landed on an entry of
    // the growing list instead (CI 2026-11-29, two workers: the area never opened; menu.ts's
    // openFromMenu waits alike).
    await page.waitForFunction(
      (t) => {
        const list = t.parentElement?.querySelector(':scope > ul.ant-menu-sub');
        return !!list && !/ant-motion-collapse/.test(list.className);
      },
      title!,
      { timeout: 15_000 },
    );
  }
  return (await menu.locator('.ant-menu-item, .ant-menu-submenu-title').allInnerTexts())
    .map((t) => t.trim())
    .filter(Boolean);
}
