import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** An open Select dropdown that has finished sliding in and is not closing. */
const SETTLED_DROPDOWN = `.ant-select-dropdown:visible${['slide-up', 'slide-down']
  .flatMap((motion) => ['appear', 'enter', 'leave'].map((phase) => `:not(.ant-${motion}-${phase})`))
  .join('')}`;

/**
 * Opens an antd Select (by its test id), picks the option with this exact label once the dropdown
 * has finished opening, and waits until the choice shows and the dropdown has gone (a multiple
 * select stays open, so Escape closes it), so the next field is free.
 *
 * Pressed once. It used to be pressed again until the choice showed, for a cause not measured then.
 * The one measured since (issue 22): an option pressed while its dropdown still slides in is moving,
 * and Playwright's further tries first scroll it into view; the dropdown hangs from the page's body,
 * so under a dialog that scroll moves it away from its select for a frame, and on a busy machine the
 * release can land beside it (see pressInPopconfirm). Pressed once the dropdown stands still, no
 * choice was lost in 15 runs of the annex, expert pool and press scope journeys at two workers
 * beside two CPU burners.
 */
export async function chooseOption(page: Page, testId: string, label: string) {
  const select = page.getByTestId(testId);
  await select.click();
  await page.locator(`${SETTLED_DROPDOWN} .ant-select-item-option[title="${label}"]`).click();
  if (await select.evaluate((e) => e.classList.contains('ant-select-multiple')))
    await page.keyboard.press('Escape');
  await expect.poll(() => select.innerText()).toContain(label); // the chosen value or tag shows its label
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'detached' });
}

/**
 * Types into a searchable antd Select (by its test id) and picks the first enabled option showing
 * `shown` (its exact title where `byTitle`, as journal names may hold one another) once the dropdown
 * has finished opening, then waits until the select shows it. The manuscript entry journey lost its
 * author on CI (2026-11-29) pressing an option of a dropdown still sliding in: see chooseOption.
 */
export async function searchAndChoose(
  page: Page,
  testId: string,
  typed: string,
  shown: string,
  { byTitle = false }: { byTitle?: boolean } = {},
) {
  const select = page.getByTestId(testId);
  await select.click();
  await page.keyboard.type(typed);
  const options = `${SETTLED_DROPDOWN} .ant-select-item-option:not(.ant-select-item-option-disabled)`;
  const option = byTitle
    ? page.locator(`${options}[title="${shown}"]`)
    : page.locator(options, { hasText: shown }).first();
  await option.click();
  await expect.poll(() => select.innerText()).toContain(shown);
}

/** Picks a node of an antd TreeSelect (by its test id) by the node's exact title, then closes it. */
export async function chooseTreeNode(page: Page, testId: string, title: string) {
  const select = page.getByTestId(testId);
  await select.click();
  await page.keyboard.type(title);
  await page.locator(`${SETTLED_DROPDOWN} .ant-select-tree-node-content-wrapper[title="${title}"]`).click();
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

/** An open confirmation bubble (antd Popconfirm) that has finished growing and is not closing. */
const SETTLED_POPCONFIRM =
  '.ant-popconfirm:visible:not(.ant-zoom-big-appear):not(.ant-zoom-big-enter):not(.ant-zoom-big-leave)';

/**
 * Presses a button (`testId`) of the open confirmation bubble once it has finished growing, so
 * Playwright's first try takes.
 *
 * Pressed while it still grows, the bubble is moving (and takes no press, global.css), and Playwright
 * tries again, each further try first scrolling the button into view with `scrollIntoView` (block
 * end, center, start: the 4th try puts it at the top of the window). The bubble hangs from the
 * page's body: under a dialog, that scroll moves the page behind, and the bubble with it, away from
 * its button in the dialog, which does not move; antd puts the bubble back at the next frame. On a
 * busy machine that frame falls between Playwright's press and release, the release lands beside the
 * bubble, and no click happens (the annex requirements journey lost a removal so, issue 22).
 */
export async function pressInPopconfirm(page: Page, testId: string) {
  await page.locator(SETTLED_POPCONFIRM).getByTestId(testId).click();
}

/** The open confirmation's OK (`confirm-ok`). */
export const confirmOk = (page: Page) => pressInDialog(page, 'confirm-ok');

/** A form dialog's submit (`form-submit`). */
export const submitDialog = (page: Page) => pressInDialog(page, 'form-submit');
