import type { Page } from 'playwright-core';
import { clickUntil } from './click.ts';

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
  const there = async () => path.test(page.url());
  if (!(await there())) await clickUntil(menu.getByText(screen, { exact: true }), there, screen);
}

/**
 * Opens the expert area (专家审稿, /expert) as an expert does from the sidebar: the area and its one
 * screen share the label, so the screen is the last of them; a click that misses is made again.
 */
export async function openExpertArea(page: Page): Promise<void> {
  const entry = page.getByTestId('sider-menu').getByText('专家审稿', { exact: true }).last();
  const there = async () => new URL(page.url()).pathname === '/expert';
  if (!(await there())) await clickUntil(entry, there, '/expert');
  await page.getByTestId('resource-table').waitFor(SETTLE);
}
