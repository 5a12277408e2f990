import type { Page } from 'playwright-core';

const SETTLE = { timeout: 20_000 };

/**
 * Opens a screen as a person does: its area of the sidebar (unless open already: a second press
 * would close it), then the screen once the area has unfolded, and waits for the screen's address.
 *
 * While an area unfolds, antd grows its list's height with the overflow hidden. A press then made
 * Playwright scroll the entry into view inside that list (a list no person can scroll: the wheel
 * scrolls the sidebar), and as the list grew the browser took that scroll back, moving the entry
 * away between press and release: the release landed on the entry above and the screen never
 * opened (recorded 2026-11-28 at two workers beside two CPU burners: 附件审核 pressed at y 776 when
 * its list had grown to 143 of 840 px, 筛稿分配 under the pointer on release 138 ms later, 附件审核 at
 * y 1453 once the list was whole; the sidebar's own scroll unchanged throughout).
 */
export async function openFromMenu(page: Page, area: string, screen: string, path: RegExp): Promise<void> {
  if (path.test(page.url())) return;
  const menu = page.getByTestId('sider-menu');
  const group = menu.locator('.ant-menu-submenu-title', { hasText: area });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  // Unfolded: the motion's classes leave the list when it reaches its height.
  const list = group.locator('xpath=..').locator(':scope > ul.ant-menu-sub');
  await list.and(page.locator(':not([class*="ant-motion-collapse"])')).waitFor(SETTLE);
  await list.locator('li.ant-menu-item').getByText(screen, { exact: true }).click();
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
