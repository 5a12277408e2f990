import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Opens an antd Select (by its test id), picks the option with this exact label, and waits until the
 * dropdown has gone (a multiple select stays open, so Escape closes it), so the next field is free.
 * On a busy machine a click can land while the dropdown is still opening or closing; the choice is
 * therefore read back from the select and made again until it shows.
 */
export async function chooseOption(page: Page, testId: string, label: string) {
  const select = page.getByTestId(testId);
  for (let attempt = 1; ; attempt++) {
    await select.click();
    const option = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`);
    await option.click();
    await page
      .locator('.ant-select-dropdown:visible')
      .waitFor({ state: 'detached', timeout: 1_000 })
      .catch(async () => {
        if (await page.locator('.ant-select-dropdown:visible').count()) await page.keyboard.press('Escape');
      });
    await page
      .locator('.ant-select-dropdown:visible')
      .waitFor({ state: 'detached', timeout: 5_000 })
      .catch(() => undefined);
    if ((await select.innerText()).includes(label)) return; // the chosen value or tag shows its label
    if (attempt === 3) throw new Error(`${testId}: "${label}" was not chosen after ${attempt} tries`);
  }
}

/** Picks a node of an antd TreeSelect (by its test id) by the node's exact title, then closes it. */
export async function chooseTreeNode(page: Page, testId: string, title: string) {
  const select = page.getByTestId(testId);
  await select.click();
  await page.keyboard.type(title);
  await page
    .locator(`.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper[title="${title}"]`)
    .click();
  await page.keyboard.press('Escape');
  await expect.poll(() => select.innerText()).toContain(title);
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

/**
 * Presses a dialog's button (`testId`) once, as a person does. The dialog takes no press while it
 * zooms in (the web app's global.css), so the press waits, as every Playwright press does, until the
 * button is visible, enabled, standing still and the one to receive it; a dialog still closing
 * (one sent a moment ago) is not the one meant.
 */
export async function pressInDialog(page: Page, testId: string) {
  await page.locator('.ant-modal:not(.ant-zoom-leave)').getByTestId(testId).filter({ visible: true }).click();
}

/** The open confirmation's OK (`confirm-ok`). */
export const confirmOk = (page: Page) => pressInDialog(page, 'confirm-ok');

/** A form dialog's submit (`form-submit`). */
export const submitDialog = (page: Page) => pressInDialog(page, 'form-submit');
