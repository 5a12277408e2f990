import type { Page } from 'playwright-core';

/** Opens an antd Select (by its test id) and picks the option with this exact label. */
export async function chooseOption(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  const option = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`);
  await option.click();
}

/** Ticks a permission (by code) on the role editor's permission tree. */
export async function checkPermission(page: Page, code: string) {
  const node = page.locator('.ant-tree-treenode', { has: page.getByTestId(`perm-${code}`) });
  await node.locator('.ant-tree-checkbox').click();
  await node.locator('.ant-tree-checkbox-checked').waitFor();
}

/** The table row whose text contains `text`. */
export function rowWith(page: Page, text: string) {
  return page.getByTestId('resource-table').locator('tr.ant-table-row', { hasText: text });
}
