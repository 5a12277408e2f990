import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, useJourney } from '../support/journey.ts';

const NAME = '端到端专栏';

/**
 * Column management (栏目管理), an ordered resource of a journal (docs/architecture.md): on the
 * journal picked above the list, a press administrator adds a column (it goes last), moves it up
 * (the order survives a reload), disables it in place and renames it in the form, which keeps it
 * disabled.
 */
describe('journal columns: an ordered resource of the journal picked on the screen', () => {
  const journey = useJourney();
  let admin: Page;
  let id = 0;
  const rows = () => admin.getByTestId('ordered-table').locator('tr.ant-table-row');
  const names = async () => (await rows().locator('td:nth-child(2)').allInnerTexts()).map((n) => n.trim());
  const row = (text: string) => rows().filter({ hasText: text });

  beforeAll(async () => {
    admin = await signedInPage(journey, 'pressadmin');
    await admin.goto(`${journey.server.url}/operation/programManage`);
    // The picker takes the first journal and puts it in the URL.
    await admin.waitForURL(/[?&]journalId=\d+/);
    await rows().first().waitFor();
  });

  it('adds a column at the end of the journal’s list', async () => {
    await admin.getByTestId('table-add').click();
    await admin.locator('.ant-modal-title', { hasText: '新增栏目' }).waitFor();
    await admin.getByTestId('form-submit').click();
    await admin.locator('.ant-form-item-explain-error', { hasText: '此项不能为空' }).waitFor();
    await admin.getByTestId('field-name').fill(NAME);
    await admin.getByTestId('form-submit').click();
    await admin.locator('.ant-message').getByText('已保存').waitFor();
    await expect.poll(async () => (await names()).at(-1)).toBe(NAME);
    id = Number((await row(NAME).getAttribute('data-testid'))?.replace('row-', ''));
    expect(id).toBeGreaterThan(0);
  });

  it('moves it up one place; the order stays after a reload', async () => {
    const before = await names();
    expect(before.length).toBeGreaterThan(1);
    await admin.getByTestId(`row-up-${id}`).click();
    await admin.locator('.ant-message').getByText('顺序已保存').waitFor();
    const expected = [...before.slice(0, -2), NAME, before.at(-2)];
    await admin.reload();
    await rows().first().waitFor();
    await expect.poll(names).toEqual(expected);
  });

  it('disables it in place, and renames it in the form, which keeps it disabled', async () => {
    await admin.getByTestId(`field-enabled-${id}`).click();
    await admin.locator('.ant-message').getByText('已停用').waitFor();
    await expect
      .poll(() => admin.getByTestId(`field-enabled-${id}`).getAttribute('aria-checked'))
      .toBe('false');
    await row(NAME).locator(`[data-testid="row-action-edit-${id}"]`).click();
    await admin.locator('.ant-modal-title', { hasText: '编辑栏目' }).waitFor();
    await admin.getByTestId('field-name').fill(`${NAME}（改）`);
    await admin.getByTestId('form-submit').click();
    await row(`${NAME}（改）`).waitFor();
    expect(await admin.getByTestId(`field-enabled-${id}`).getAttribute('aria-checked')).toBe('false');
  });
});
