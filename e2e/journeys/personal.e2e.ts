import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, signOut } from '../support/actions.ts';
import { useJourney } from '../support/journey.ts';

/** A person keeps their own profile: name, phone (SPEC §5 messages), e-mail and password. */
describe('personal data', () => {
  const journey = useJourney();
  let page: Page;
  beforeAll(async () => {
    page = await journey.browser.newPage();
  });

  it('edits name, phone (with the phone rules of SPEC §5) and e-mail', async () => {
    await signIn(page, journey.server.url, 'pressadmin');
    await page.waitForURL(/\/manage\/welcome$/);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-profile').click();
    await page.waitForURL(/\/manage\/personalData$/);
    const phone = page.getByTestId('profile-phone');
    await phone.waitFor();
    await phone.fill('');
    await page.getByTestId('profile-save').click();
    await page.getByText('手机号码不能为空').waitFor();
    await phone.fill('12345');
    await page.getByTestId('profile-save').click();
    await page.getByText('手机号码格式错误').waitFor();
    await page.getByTestId('profile-name').fill('王社长（新）');
    await phone.fill('13911112222');
    const email = page.getByTestId('profile-email');
    expect(await email.inputValue()).toBe('wang.director@hxkj-press.cn');
    await email.fill('wang.director@');
    await page.getByTestId('profile-save').click();
    await page.getByText('格式不正确').waitFor();
    await email.fill('wang.shezhang@hxkj-press.cn');
    await page.getByTestId('profile-save').click();
    await page.locator('.ant-message').waitFor();
    await page.reload();
    await expect.poll(() => page.getByTestId('profile-phone').inputValue()).toBe('13911112222');
    expect(await page.getByTestId('profile-name').inputValue()).toBe('王社长（新）');
    expect(await page.getByTestId('profile-email').inputValue()).toBe('wang.shezhang@hxkj-press.cn');
  });

  it('changes the password; the new one signs in, the old one no longer does', async () => {
    await page.getByTestId('password-old').fill('Demo@2026');
    await page.getByTestId('password-new').fill('Newpass2026');
    await page.getByTestId('password-confirm').fill('Newpass2026');
    await page.getByTestId('password-save').click();
    await page.locator('.ant-message').waitFor();
    await signOut(page);
    await signIn(page, journey.server.url, 'pressadmin', 'Demo@2026');
    await expect.poll(() => page.getByTestId('login-error').innerText()).toContain('账号或密码错误');
    await signIn(page, journey.server.url, 'pressadmin', 'Newpass2026');
    await page.waitForURL(/\/manage\/welcome$/);
  });

  it('turns the sidebar into a drawer on a narrow screen', async () => {
    const phone = await journey.browser.newPage({ width: 390, height: 800 });
    await signIn(phone, journey.server.url, 'reviewer');
    await phone.waitForURL(/\/manage\/welcome$/);
    await phone.getByTestId('mobile-menu-button').click();
    await phone.getByTestId('mobile-drawer').getByText('个人资料').click();
    await phone.waitForURL(/\/manage\/personalData$/);
    await phone.context().close();
  });
});
