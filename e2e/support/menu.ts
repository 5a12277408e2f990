import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const SETTLE = { timeout: 20_000 };

/**
 * Opens a screen as a person does: its area of the sidebar (unless open already: a second click
 * would close it), then the screen, until the address is the screen's. A click that lands while the
 * area is still opening misses on a busy machine; it is clicked again.
 */
export async function openFromMenu(page: Page, area: string, screen: string, path: RegExp): Promise<void> {
  const menu = page.getByTestId('sider-menu');
  const group = menu.getByRole('menuitem', { name: area });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  const item = menu.getByText(screen, { exact: true });
  await expect
    .poll(async () => {
      if (!path.test(page.url())) await item.click();
      return path.test(page.url());
    }, SETTLE)
    .toBe(true);
}
