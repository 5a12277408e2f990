import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, rowWith } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';
import { picture, SETTLE, toastSays } from '../support/screen.ts';

const SCREEN = /\/editorialReview\/onlineEdit/;
/** The demo typesetter (seed: account paiban), to whom everything past scheduling was dispatched. */
const TYPESETTER = '孙排版';

/** The ids of the table's rows, by their row action (`correct` or `view`). */
async function rowIds(page: Page, action: 'correct' | 'view'): Promise<number[]> {
  const ids = await page
    .getByTestId('resource-table')
    .locator(`[data-testid^="row-action-${action}-"]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!));
  return ids.map((t) => Number(t.split('-').pop()));
}

/**
 * Online editing as the press does it on 在线编辑: the press administrator finds the corrections
 * still waiting for the next proof (the demo's three), corrects the title of a manuscript on the
 * typesetter's desk with a reason, and finds it waiting for the proof with its old and new title;
 * the typesetter 孙排版 then sees the correction on the same screen, read only.
 */
describe('online editing during layout', () => {
  const journey = useJourney();
  let admin: Page;
  let id = 0;
  let newTitle = '';
  /** The demo's corrections waiting for the next proof. */
  let waiting: number[] = [];

  it('shows the corrections waiting for the next proof', async () => {
    admin = await signedInPage(journey, 'pressadmin');
    await openFromMenu(admin, '编辑审稿', '在线编辑', SCREEN);
    await admin.getByTestId('resource-table').waitFor(SETTLE);
    await chooseOption(admin, 'filter-pending', '待排入校样');
    await admin.getByTestId('filter-submit').click();
    await expect.poll(async () => (await rowIds(admin, 'correct')).length, SETTLE).toBe(3);
    waiting = await rowIds(admin, 'correct');
    for (const row of waiting) await admin.getByTestId(`pending-${row}`).waitFor();
    await picture(admin, 'onlineEdit-zh-CN-pending.png');
  });

  it('the administrator corrects a title on the typesetter’s desk, with the reason', async () => {
    await chooseOption(admin, 'filter-pending', '已排入校样或尚未发排');
    await admin.getByTestId('filter-submit').click();
    // The list reloads on the filter: the waiting ones leave it.
    await expect
      .poll(async () => (await rowIds(admin, 'correct')).some((r) => waiting.includes(r)), SETTLE)
      .toBe(false);
    const row = rowWith(admin, TYPESETTER).first();
    await row.waitFor(SETTLE);
    id = Number(
      (await row.locator('[data-testid^="row-action-correct-"]').getAttribute('data-testid'))!
        .split('-')
        .pop(),
    );
    await admin.getByTestId(`row-action-correct-${id}`).click();
    const title = admin.getByTestId('correction-title');
    await title.waitFor(SETTLE);
    const oldTitle = await title.inputValue();
    newTitle = `${oldTitle}（更正）`;
    await title.fill(newTitle);
    // The reason is required: saving without it says so under the field.
    await admin.getByTestId('correction-save').click();
    await admin.getByTestId('correction-form').getByText('此项不能为空').waitFor(SETTLE);
    await admin.getByTestId('correction-note').fill('作者来函更正题名');
    await admin.getByTestId('correction-save').click();
    await toastSays(admin, '已保存更正，排版员将在下一版校样中修改');
    await admin.getByTestId('correction-drawer').waitFor({ state: 'hidden', ...SETTLE });
    // It left the "taken" list and waits for the next proof, under its new title.
    await expect.poll(async () => (await rowIds(admin, 'correct')).includes(id), SETTLE).toBe(false);
    await chooseOption(admin, 'filter-pending', '待排入校样');
    await admin.getByTestId('filter-submit').click();
    await admin.getByTestId(`pending-${id}`).waitFor(SETTLE);

    await admin.getByTestId(`row-action-correct-${id}`).click();
    const history = admin.getByTestId('correction-history');
    await history.waitFor(SETTLE);
    const newest = history.getByTestId('correction').first();
    expect(await newest.innerText()).toContain(`标题：${oldTitle} → ${newTitle}`);
    expect(await newest.innerText()).toContain('作者来函更正题名');
    await picture(admin, 'onlineEdit-zh-CN-drawer.png');
  });

  it('the typesetter sees the correction, read only', async () => {
    const setter = await signedInPage(journey, 'paiban');
    await openFromMenu(setter, '编辑审稿', '在线编辑', SCREEN);
    await chooseOption(setter, 'filter-pending', '待排入校样');
    await setter.getByTestId('filter-submit').click();
    await setter.getByTestId(`row-action-view-${id}`).click();
    await setter.getByTestId('correction-history').waitFor(SETTLE);
    expect(await setter.getByTestId('correction-form').count()).toBe(0);
    expect(await setter.getByTestId('correction').first().innerText()).toContain(newTitle);
  });
});
