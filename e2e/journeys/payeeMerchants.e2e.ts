import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, confirmOk, rowWith, submitDialog } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';

const NAME = '华夏科技支付宝收款';

/**
 * Payee merchants, the worked example of a declared resource (docs/architecture.md): a press
 * administrator adds one through the form built from its fields, finds it, sorts and edits it,
 * is refused deleting the account the journals pay into, and deletes the new one.
 */
describe('payee merchants: a declared list-and-form resource', () => {
  const journey = useJourney();
  let admin: Page;
  const rows = () => admin.getByTestId('resource-table').locator('tr.ant-table-row');

  beforeAll(async () => {
    admin = await signedInPage(journey, 'pressadmin');
    await admin.goto(`${journey.server.url}/manage/payeeMerchant`);
    await rowWith(admin, '华夏科技期刊出版社对公账户').waitFor();
  });

  it('lists the press’s merchants with their channel, status and the journals using them', async () => {
    expect(await rows().count()).toBe(3);
    const bank = await rowWith(admin, '华夏科技期刊出版社对公账户').innerText();
    expect(bank).toContain('银行转账');
    expect(bank).toMatch(/\b[1-9]\d*\b/);
    expect(await rowWith(admin, '旧支付宝账户').innerText()).toContain('停用');
  });

  it('adds a merchant, checking the fields as the server does', async () => {
    await admin.getByTestId('table-add').click();
    await admin.locator('.ant-modal-title', { hasText: '新增收款商户' }).waitFor();
    await submitDialog(admin);
    await admin.locator('.ant-form-item-explain-error', { hasText: '此项不能为空' }).first().waitFor();
    await admin.getByTestId('field-name').fill(NAME);
    await chooseOption(admin, 'field-channel', '支付宝');
    await admin.getByTestId('field-merchantNo').fill('2088999900001111');
    await admin.getByTestId('field-accountNo').fill('abc');
    await admin.getByTestId('form-submit').click();
    await admin.locator('.ant-form-item-explain-error', { hasText: '格式不正确' }).waitFor();
    await admin.getByTestId('field-accountNo').fill('');
    await admin.getByTestId('form-submit').click();
    await admin.locator('.ant-message').getByText('已保存').waitFor();
    await rowWith(admin, NAME).waitFor();
    expect(await rowWith(admin, NAME).innerText()).toContain('启用');
  });

  it('finds it by merchant number and sorts by name, both kept in the URL', async () => {
    await admin.getByTestId('filter-keyword').fill('2088999900');
    await admin.getByTestId('filter-submit').click();
    await admin.waitForURL(/[?&]keyword=2088999900/);
    await expect.poll(() => rows().count()).toBe(1);
    await admin.getByTestId('filter-reset').click();
    await expect.poll(() => rows().count()).toBe(4);
    await admin.locator('th', { hasText: '商户名称' }).click();
    await admin.waitForURL(/[?&]sort=name/);
  });

  it('edits it in the same form', async () => {
    await rowWith(admin, NAME).locator('[data-testid^="row-action-edit-"]').click();
    await admin.locator('.ant-modal-title', { hasText: '编辑收款商户' }).waitFor();
    expect(await admin.getByTestId('field-merchantNo').inputValue()).toBe('2088999900001111');
    await admin.getByTestId('field-name').fill(`${NAME}（新）`);
    await admin.getByTestId('form-submit').click();
    await rowWith(admin, `${NAME}（新）`).waitFor();
  });

  it('refuses to delete the account the journals pay into, naming them; deletes the new one', async () => {
    await rowWith(admin, '华夏科技期刊出版社对公账户').locator('[data-testid^="row-action-delete-"]').click();
    await admin.getByTestId('confirm-ok').click();
    await admin.getByTestId('refusal-details').waitFor();
    expect(await admin.locator('.ant-modal-confirm-error').innerText()).toContain('不能删除');
    await admin.locator('.ant-modal-confirm-error .ant-btn').click();

    await rowWith(admin, `${NAME}（新）`).locator('[data-testid^="row-action-delete-"]').click();
    expect(await admin.locator('.ant-modal-confirm-title').innerText()).toContain(
      `删除收款商户「${NAME}（新）」`,
    );
    await confirmOk(admin);
    await admin.locator('.ant-message').getByText('已删除').waitFor();
    await expect.poll(() => rowWith(admin, NAME).count()).toBe(0);
  });
});
