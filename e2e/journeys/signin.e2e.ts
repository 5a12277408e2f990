import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuLabels, signIn, signOut } from '../support/actions.ts';
import { useJourney } from '../support/journey.ts';

/** A newcomer's first minutes: the login page, a wrong password, every demo role's home and menu. */
describe('signing in as each demo role', () => {
  const journey = useJourney();
  let page: Page;
  beforeAll(async () => {
    page = await journey.browser.newPage();
  });

  it('sends / to the login page, which has a title', async () => {
    await page.goto(`${journey.server.url}/`);
    await page.waitForURL(/\/loginAdmin$/);
    await page.getByTestId('login-form').waitFor();
    expect(await page.title()).toContain('登录');
  });

  it('names a missing account and password under their inputs without asking the server', async () => {
    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="login-account"]')?.hasAttribute('readonly'),
    );
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('login-account-error').innerText()).toBe('请输入账号');
    expect(await page.getByTestId('login-password-error').innerText()).toBe('请输入密码');
    // Said to assistive technology too, and the cursor goes to the first missing field.
    expect(await page.getByTestId('login-account').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('login-account').getAttribute('aria-describedby')).toBe(
      'login-account-error',
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-account');
    expect(asked.filter((u) => u.includes('/sys/login'))).toEqual([]);
    await page.getByTestId('login-account').fill('pressadmin');
    expect(await page.getByTestId('login-account-error').count()).toBe(0); // typing clears it
    page.removeAllListeners('request');
  });

  it('shows the error of a wrong password and stays on the login page', async () => {
    await signIn(page, journey.server.url, 'pressadmin', 'Wrong-pass1');
    await expect.poll(() => page.getByTestId('login-error').innerText()).toContain('账号或密码错误');
    expect(page.url()).toContain('/loginAdmin');
  });

  it('sends a screen typed without a session to the login page', async () => {
    await page.goto(`${journey.server.url}/manage/personalData`);
    await page.waitForURL(/\/loginAdmin/);
  });

  const roles = [
    { account: 'platform', home: '/manage/welcome', has: ['首页', '个人资料', '财务首页'], lacks: [] },
    // A press administrator can also do finance's work (contract roles.ts), so finance's screens show.
    {
      account: 'pressadmin',
      home: '/manage/welcome',
      has: ['首页', '个人资料', '稿件查询', '汇款确认'],
      lacks: [],
    },
    {
      account: 'reviewer',
      home: '/manage/welcome',
      has: ['首页', '个人资料', '稿件查询'],
      lacks: ['财务首页'],
    },
    { account: 'caibian', home: '/manage/welcome', has: ['首页', '个人资料'], lacks: ['财务首页'] },
    {
      account: 'finance',
      home: '/finance/index',
      has: ['财务首页', '个人资料', '汇款确认'],
      lacks: ['首页', '稿件查询'],
    },
    { account: 'expert', home: '/manage/welcome', has: ['首页', '个人资料'], lacks: ['财务首页'] },
  ];

  for (const role of roles) {
    it(`lands ${role.account} on ${role.home} with only that role's menu`, async () => {
      await signIn(page, journey.server.url, role.account);
      await page.waitForURL(new RegExp(`${role.home}$`));
      await page.getByTestId('welcome-who').waitFor();
      expect(await page.getByTestId('welcome-who').innerText()).toContain(role.account);
      const labels = await menuLabels(page);
      for (const label of role.has) expect(labels, role.account).toContain(label);
      for (const label of role.lacks) expect(labels, role.account).not.toContain(label);
      expect(await page.title()).toMatch(/首页/);
      await signOut(page);
    });
  }

  it('refuses a typed address of a screen outside the role, and shows unknown pages as not found', async () => {
    await signIn(page, journey.server.url, 'reviewer');
    await page.waitForURL(/\/manage\/welcome$/);
    await page.goto(`${journey.server.url}/finance/index`);
    await page.getByTestId('result-403').waitFor();
    await page.goto(`${journey.server.url}/manage/nothing-here`);
    await page.getByTestId('result-404').waitFor();
    await signOut(page);
  });

  it('switches the interface to English and remembers it', async () => {
    await page.goto(`${journey.server.url}/loginAdmin`);
    await page.getByTestId('login-submit').waitFor();
    expect(await page.getByTestId('login-submit').innerText()).toMatch(/登\s*录/);
    await page.getByTestId('lang-switch').click();
    await expect.poll(() => page.getByTestId('login-submit').innerText()).toMatch(/Sign in/i);
    await signIn(page, journey.server.url, 'pressadmin');
    await page.waitForURL(/\/manage\/welcome$/);
    const labels = await menuLabels(page);
    expect(labels).toContain('Home');
    expect(labels).toContain('My profile');
    await page.reload();
    await page.getByTestId('welcome-who').waitFor();
    expect(await menuLabels(page)).toContain('Home');
    await page.getByTestId('lang-switch').click();
    await expect.poll(() => menuLabels(page)).toContain('首页');
    await signOut(page);
  });
});
