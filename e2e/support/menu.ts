import type { Page } from 'playwright-core';

const SETTLE = { timeout: 20_000 };

/**
 * Opens a screen as a person does: its area of the sidebar (unless open already: a second press
 * would close it), then the screen, and waits for the screen's address. The screen's entry does not
 * move while its area unfolds, so one press is enough.
 */
export async function openFromMenu(page: Page, area: string, screen: string, path: RegExp): Promise<void> {
  if (path.test(page.url())) return;
  const menu = page.getByTestId('sider-menu');
  const group = menu.locator('.ant-menu-submenu-title', { hasText: area });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await menu.locator('li.ant-menu-item').getByText(screen, { exact: true }).click();
  await page.waitForURL(path, SETTLE);
}

/**
 * Opens the expert area (专家审稿, /expert) as an expert does from the sidebar: the area and its one
 * screen share the label, so the area is unfolded first and then its screen pressed (the screen's
 * entry is not there until the area is open: a press on the label alone only unfolds the area).
 */
export async function openExpertArea(page: Page): Promise<void> {
  if (new URL(page.url()).pathname !== '/expert')
    await openFromMenu(page, '专家审稿', '专家审稿', /\/expert(\?|$)/);
  await page.getByTestId('resource-table').waitFor(SETTLE);
}
