import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuLabels, signIn, signOut } from '../support/actions.ts';
import { checkPermission, chooseOption, confirmOk, rowWith } from '../support/antd.ts';
import { useJourney } from '../support/journey.ts';

const PRESS = '华夏科技期刊出版社';
const ROLE = '首页与资料';
const ACCOUNT = 'liangxiang';

/**
 * Presses, people and access: a press administrator makes a narrow role and a person holding it;
 * that person sees only the role's screens; the platform disables the press and the person is out.
 */
describe('presses, people and access', () => {
  const journey = useJourney();
  let admin: Page;
  let person: Page;
  let initialPassword = '';

  beforeAll(async () => {
    admin = await journey.browser.newPage();
  });

  it('lets the press administrator make a role with two menu entries', async () => {
    await signIn(admin, journey.server.url, 'pressadmin');
    await admin.waitForURL(/\/manage\/welcome$/);
    await admin.goto(`${journey.server.url}/organizationalManagement/roleManagement`);
    await admin.getByTestId('table-add').click();
    await admin.getByTestId('perm-tree').waitFor();
    await admin.getByTestId('role-name').fill(ROLE);
    await checkPermission(admin, 'manage.welcome');
    await checkPermission(admin, 'manage.personalData');
    await admin.getByTestId('form-submit').click();
    await rowWith(admin, ROLE).waitFor();
  });

  it('adds a person with that role and shows the initial password once', async () => {
    await admin.goto(`${journey.server.url}/organizationalManagement/userManagement`);
    await admin.getByTestId('table-add').click();
    await admin.getByTestId('person-account').fill(ACCOUNT);
    await admin.getByTestId('person-name').fill('梁湘');
    await admin.getByTestId('person-phone').fill('13700000009');
    await chooseOption(admin, 'staff-admin-type', '编辑');
    await chooseOption(admin, 'staff-roles', ROLE);
    await admin.locator('.ant-modal-title', { hasText: '新增人员' }).click();
    await admin.getByTestId('form-submit').click();
    const password = admin.getByTestId('secret-password');
    await password.waitFor();
    initialPassword = (await password.innerText()).trim();
    expect(initialPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,32}$/);
    expect(await admin.getByTestId('secret-modal').innerText()).toContain('短信');
    await admin.getByTestId('secret-close').click();
    await rowWith(admin, ACCOUNT).waitFor();
    expect(await rowWith(admin, ACCOUNT).innerText()).toContain(ROLE);
  });

  it('filters the staff list through the URL and exports what it shows', async () => {
    await admin.getByTestId('filter-name').fill('梁湘');
    await admin.getByTestId('filter-submit').click();
    await admin.waitForURL(/[?&]name=/);
    await admin.reload();
    await rowWith(admin, ACCOUNT).waitFor();
    expect(await admin.getByTestId('resource-table').locator('tr.ant-table-row').count()).toBe(1);
    expect(await admin.getByTestId('filter-name').inputValue()).toBe('梁湘');
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByTestId('table-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^staff-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('refuses to delete the role while someone holds it, naming them', async () => {
    await admin.goto(`${journey.server.url}/organizationalManagement/roleManagement`);
    await rowWith(admin, ROLE).locator('[data-testid^="row-action-delete-"]').click();
    await admin.getByTestId('confirm-ok').click();
    const details = admin.getByTestId('refusal-details');
    await details.waitFor();
    expect(await details.innerText()).toContain('梁湘（liangxiang）');
    await admin.locator('.ant-modal-confirm-error .ant-btn').click();
    await rowWith(admin, ROLE).waitFor();
    await signOut(admin);
  });

  it('shows the new person exactly the two entries, and 403 on a typed URL elsewhere', async () => {
    person = await journey.browser.newPage();
    await signIn(person, journey.server.url, ACCOUNT, initialPassword);
    await person.waitForURL(/\/manage\/welcome$/);
    expect(await menuLabels(person)).toEqual(['平台管理', '首页', '个人资料']);
    await person.goto(`${journey.server.url}/organizationalManagement/userManagement`);
    await person.getByTestId('result-403').waitFor();
    await person.getByTestId('result-home').click();
    await person.waitForURL(/\/manage\/welcome$/);
  });

  it('signs the person out on their next click once the platform disables the press', async () => {
    const platform = await journey.browser.newPage();
    await signIn(platform, journey.server.url, 'platform');
    await platform.waitForURL(/\/manage\/welcome$/);
    await platform.goto(
      `${journey.server.url}/manage/corporateManagement?keyword=${encodeURIComponent(PRESS)}`,
    );
    const row = rowWith(platform, PRESS);
    await row.waitFor();
    await row.locator('[data-testid^="row-action-disable-"]').click();
    expect(await platform.locator('.ant-modal-confirm').innerText()).toContain('退出登录');
    await confirmOk(platform);
    await row.locator('[data-testid^="row-action-enable-"]').waitFor();

    await person.getByTestId('menu-/manage/personalData').click();
    await person.locator('.ant-message').getByText('登录超时，请重新登录').waitFor();
    await person.waitForURL(/\/loginAdmin/, { timeout: 10_000 });

    // Enabled again, the press's people can sign in once more.
    await row.locator('[data-testid^="row-action-enable-"]').click();
    await confirmOk(platform);
    await row.locator('[data-testid^="row-action-disable-"]').waitFor();
    await signIn(person, journey.server.url, ACCOUNT, initialPassword);
    await person.waitForURL(/\/manage\/welcome$/);
    await platform.context().close();
  });
});
