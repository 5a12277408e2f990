import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalSmtp, startSmtp } from '../../packages/server/test/smtp.ts';
import { signIn } from '../support/actions.ts';
import { chooseOption, rowWith } from '../support/antd.ts';
import { journalIdByName } from '../support/authorSite.ts';
import { useJourney } from '../support/journey.ts';
import { smsCode } from '../support/sms.ts';

const JOURNAL = '计算机科学与应用';
const PRESS = '华夏科技期刊出版社';
/** A journal of the same press still waiting for the platform's review: it takes no submissions. */
const WAITING = '智能制造技术';
const NOTICE = '来稿须为作者原创、未在其他刊物发表的论文。';
const AUTHOR = '林投稿';
const CO_AUTHOR = '郑通讯';
const PHONE = '13755550123';
const PASSWORD = 'Submit2026x';
const TITLE = '基于图神经网络的期刊稿件自动分类方法';
const ASSETS = path.resolve(import.meta.dirname, '../../packages/server/assets');

/**
 * An author at a journal's submission site, as a person: the press has written its notice; the
 * author reads it, registers with an SMS code (after a malformed phone), signs in, has a text file
 * dressed as a PDF refused by the server, submits with two authors (the second corresponding), a
 * grant and its certificate and a real .docx, receives the press's receipt and fee notice at a real
 * SMTP server started by the journey, then finds the manuscript waiting for its 500.00元
 * prepaid fee, opens its files and history, is sent back to sign in when the session is gone, and
 * signs out.
 */
describe('a journal’s submission site', () => {
  let admin: Page;
  let page: Page;
  let journalId = 0;
  let journalCode = '';
  let waitingId = 0;
  let manuscriptId = 0;
  const site = () => `${journey.server.url}/submit/${journalCode}`;

  let smtp: LocalSmtp;
  /** What arrived at the SMTP server for one address. */
  const mailTo = (address: string) =>
    smtp.received.filter((m) =>
      (Array.isArray(m.to) ? m.to : [m.to]).some((to) => to?.value[0]?.address === address),
    );

  // The press's mail goes to a real SMTP server on 127.0.0.1, started here before the server.
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const journey = useJourney(() => ({ LOG_LEVEL: 'info', SMTP_URL: smtp.url, JOB_POLL_SECONDS: '0.5' }));
  beforeAll(async () => {
    admin = await journey.browser.newPage();
    page = await journey.browser.newPage();
  });

  it('lets the press write the journal’s submission notice', async () => {
    await signIn(admin, journey.server.url, 'pressadmin');
    await admin.waitForURL(/\/manage\/welcome$/);
    await admin.goto(`${journey.server.url}/manage/periodicalManagement`);
    await rowWith(admin, JOURNAL).waitFor();
    const testId = await rowWith(admin, JOURNAL).getAttribute('data-testid');
    journalId = Number(testId?.replace('row-', ''));
    expect(journalId).toBeGreaterThan(0);
    journalCode = (await journalIdByName(journey.server.url, JOURNAL)).code;
    expect(journalCode).toBe('jsjkxyyy');
    const waiting = await rowWith(admin, WAITING).getAttribute('data-testid');
    waitingId = Number(waiting?.replace('row-', ''));
    await admin.getByTestId(`journal-open-${journalId}`).click();
    // The journal's detail gives its site's address, by the journal's code.
    expect(await admin.getByTestId('journal-site-link').innerText()).toBe(
      `${journey.server.url}/submit/${journalCode}`,
    );
    await admin.getByTestId('tab-notice').click();
    await admin.getByTestId('notice-editor').click();
    await admin.keyboard.type(NOTICE);
    await admin.getByTestId('notice-save').click();
    await admin.locator('.ant-message').getByText('已保存').waitFor();
  });

  it('shows a visitor the journal, its press, fee and notice, in Chinese and in English', async () => {
    await page.goto(site());
    await page.getByTestId('site-journal').getByText(JOURNAL).waitFor();
    expect(await page.getByTestId('site-press').innerText()).toContain(PRESS);
    expect(await page.getByTestId('site-notice').innerText()).toContain(NOTICE);
    expect(await page.getByTestId('site-prepaid').innerText()).toContain('500.00元');
    expect(await page.title()).toBe(`${JOURNAL} - 在线投稿`);
    await page.getByTestId('lang-switch').click();
    await page.getByTestId('tab-signin').getByText('Sign in').waitFor();
    await page.getByTestId('site-notice').getByText('Submission notice').waitFor();
    await page.getByTestId('lang-switch').click();
    await page.getByTestId('tab-signin').getByText('登录').waitFor();
  });

  it('says when a journal takes no submissions, and when there is no such site', async () => {
    // An older link names the journal by id: it still opens, addressed by the journal's code.
    await page.goto(`${journey.server.url}/submit/${waitingId}`);
    await page.getByTestId('site-closed').getByText('本刊目前暂停投稿').waitFor();
    await page.waitForURL(/\/submit\/znzzjs$/);
    expect(await page.getByTestId('site-journal').innerText()).toBe(WAITING);
    await page.goto(`${journey.server.url}/submit/999999`);
    await page.getByTestId('site-not-found').waitFor();
    await page.goto(`${journey.server.url}/submit/no-such-journal`);
    await page.getByTestId('site-not-found').waitFor();
    await page.goto(site());
    await page.getByTestId('signin-form').waitFor();
  });

  it('refuses a malformed phone, then registers with the code sent by SMS', async () => {
    await page.getByTestId('tab-register').click();
    await page.getByTestId('register-phone').fill('12345');
    await page.getByTestId('register-send-code').click();
    await page.getByTestId('register-form').getByText('手机号码格式错误').waitFor();
    await page.getByTestId('register-phone').fill('');
    await page.getByTestId('register-send-code').click();
    await page.getByTestId('register-form').getByText('手机号码不能为空').waitFor();

    await page.getByTestId('register-phone').fill(PHONE);
    await page.getByTestId('register-send-code').click();
    await expect.poll(() => page.getByTestId('register-send-code').innerText()).toMatch(/\d+ 秒后重新获取/);
    expect(await page.getByTestId('register-send-code').isDisabled()).toBe(true);
    const code = await smsCode(journey.server, PHONE);

    await page.getByTestId('register-name').fill(AUTHOR);
    await page.getByTestId('register-code').fill(code);
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-confirm').fill(PASSWORD);
    await page.getByTestId('register-email').fill('lin@example.com');
    await page.getByTestId('register-unit').fill('华东理工大学');
    await page.getByTestId('register-submit').click();
    await page.locator('.ant-message').getByText('注册成功，请登录').waitFor();
    // Back on the sign-in tab with the phone filled in.
    await expect.poll(() => page.getByTestId('signin-phone').inputValue()).toBe(PHONE);
  });

  it('makes a second browser wait for a new code, and sends a registered phone to sign in', async () => {
    const other = await journey.browser.newPage();
    await other.goto(site());
    await other.getByTestId('tab-register').click();
    await other.getByTestId('register-phone').fill(PHONE);
    await other.getByTestId('register-send-code').click();
    // One code a minute per phone: the server says how long to wait and the button counts down.
    await other.getByTestId('register-form').getByText('验证码发送过于频繁，请稍后再试').waitFor();
    expect(await other.getByTestId('register-send-code').innerText()).toMatch(/\d+ 秒后重新获取/);
    expect(await other.getByTestId('register-send-code').isDisabled()).toBe(true);
    await other.getByTestId('register-name').fill('另一个人');
    await other.getByTestId('register-code').fill('123456');
    await other.getByTestId('register-password').fill(PASSWORD);
    await other.getByTestId('register-confirm').fill(PASSWORD);
    await other.getByTestId('register-submit').click();
    await other.getByTestId('register-form').getByText('该手机号已在本出版社注册，请直接登录').waitFor();
    await other.close();
  });

  it('signs the author in with phone and password (Enter submits)', async () => {
    await page.getByTestId('signin-password').fill('wrong-pass1');
    await page.getByTestId('signin-password').press('Enter');
    await page.getByTestId('signin-error').getByText('账号或密码错误').waitFor();
    await page.getByTestId('signin-password').fill(PASSWORD);
    await page.getByTestId('signin-password').press('Enter');
    await page.getByTestId('site-author').getByText(AUTHOR).waitFor();
    await page.getByTestId('submit-form').waitFor();
    // The notice comes before the form.
    const notice = await page.getByTestId('site-notice').boundingBox();
    const form = await page.getByTestId('submit-form').boundingBox();
    expect(notice!.y).toBeLessThan(form!.y);
  });

  it('refuses a text file named .pdf with the server’s message', async () => {
    // Chosen from the keyboard: the button takes the focus and Enter opens the file dialog (the
    // dialog is awaited before the focus moves, so the browser is already intercepting it).
    const choosing = page.waitForEvent('filechooser');
    await page.getByTestId('upload-manuscript-choose').focus();
    await page.keyboard.press('Enter');
    const chooser = await choosing;
    await chooser.setFiles({
      name: '伪装稿件.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('only text\n'),
    });
    await page
      .getByTestId('upload-manuscript-error')
      .getByText('文件类型不允许（按文件内容判断，而非扩展名）')
      .waitFor();
    // A type the journal does not take never leaves the browser.
    await page
      .getByTestId('upload-manuscript')
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await page.getByTestId('upload-manuscript-error').getByText('仅支持 doc、docx、pdf 文件').waitFor();
  });

  it('submits with two authors (the second corresponding), a grant with its certificate and a .docx', async () => {
    await page.getByTestId('submit-column').click();
    const closed = page.locator('.ant-select-dropdown:visible .ant-select-item-option-disabled');
    expect(await closed.innerText()).toContain('简讯（暂停收稿）');
    await page.keyboard.press('Escape');
    await chooseOption(page, 'submit-column', '研究论文');
    await page.getByTestId('submit-title').fill(TITLE);
    await page.getByTestId('submit-keywords').fill('图神经网络；稿件分类');
    await page.getByTestId('submit-abstract').fill('本文提出一种基于图神经网络的稿件自动分类方法。');
    await page.getByTestId('submit-nature').getByText('自然科学').click();

    expect(await page.getByTestId('byline-name-0').inputValue()).toBe(AUTHOR);
    await page.getByTestId('byline-affiliation-0').fill('华东理工大学');
    await page.getByTestId('byline-add').click();
    await page.getByTestId('byline-name-1').fill(CO_AUTHOR);
    await page.getByTestId('byline-affiliation-1').fill('上海交通大学');
    await page.getByTestId('byline-email-1').fill('zheng@example.com');
    await page.getByTestId('byline-corresponding-1').click();
    expect(await page.getByTestId('byline-corresponding-0').isChecked()).toBe(false);
    expect(await page.getByTestId('byline-corresponding-1').isChecked()).toBe(true);

    await page.getByTestId('submit-fund').click();
    await page.getByTestId('submit-fund-name').fill('国家自然科学基金');
    await page.getByTestId('submit-fund-number').fill('62176001');
    await chooseOption(page, 'submit-fund-level', '国家级');
    await page
      .getByTestId('upload-certificate')
      .locator('input[type=file]')
      .setInputFiles(path.join(ASSETS, 'fund-certificate.pdf'));
    await page
      .getByTestId('upload-manuscript')
      .locator('input[type=file]')
      .setInputFiles(path.join(ASSETS, 'manuscript.docx'));
    await page.getByTestId('upload-certificate').locator('.ant-upload-list-item-done').waitFor();
    await page.getByTestId('upload-manuscript').locator('.ant-upload-list-item-done').waitFor();
    expect(await page.getByTestId('upload-manuscript-error').count()).toBe(0);

    // Not before the notice is accepted.
    await page.getByTestId('submit-send').click();
    await page.getByText('请先阅读投稿须知并勾选同意').waitFor();
    await page.getByTestId('submit-agree').click();
    await page.getByTestId('submit-send').click();

    await page.waitForURL(/\/manuscripts\/\d+$/);
    manuscriptId = Number(/\/manuscripts\/(\d+)$/.exec(page.url())?.[1]);
    expect(manuscriptId).toBeGreaterThan(0);
    await page.getByTestId('detail-status').getByText('作者未支付').waitFor();
    expect(await page.getByTestId('detail-waiting-payment').innerText()).toContain('500.00元');
  });

  it('e-mails the author the press’s receipt and the fee notice, rendered, through the SMTP server', async () => {
    await expect.poll(() => mailTo('lin@example.com').length, { timeout: 20_000 }).toBe(2);
    const [receipt, fee] = ['来稿回执', '审稿费缴纳通知'].map((words) =>
      mailTo('lin@example.com').find((m) => m.subject?.includes(words)),
    );
    // The press's own wording (seeded on /editorialReview/notify), filled in for this manuscript.
    expect(receipt!.subject).toMatch(new RegExp(`^【${JOURNAL}】来稿回执：\\S+$`));
    expect(receipt!.text).toContain(`${AUTHOR} 老师，您好！`);
    expect(receipt!.text).toContain(`您的稿件《${TITLE}》已收到`);
    expect(receipt!.text).toContain(`/submit/${journalCode}`);
    expect(receipt!.html).toContain(TITLE);
    expect(fee!.text).toContain('需缴纳审稿费 500.00 元');
  });

  it('lists the manuscript under 我的稿件, waiting for payment, and opens its files and history', async () => {
    await page.getByTestId('nav-manuscripts').click();
    await page.waitForURL(/\/manuscripts$/);
    const row = page.getByTestId(`manuscript-row-${manuscriptId}`);
    await row.waitFor();
    expect(await row.innerText()).toContain(TITLE);
    expect(await page.getByTestId(`manuscript-status-${manuscriptId}`).innerText()).toBe('作者未支付');

    await page.getByTestId(`manuscript-open-${manuscriptId}`).click();
    await page.getByTestId('detail-summary').getByText(TITLE).waitFor();
    expect(await page.getByTestId('detail-author-0').innerText()).toContain(AUTHOR);
    expect(await page.getByTestId('detail-author-1').innerText()).toContain(CO_AUTHOR);
    expect(await page.getByTestId('detail-author-1').innerText()).toContain('通讯作者');
    expect(await page.getByTestId('detail-author-0').innerText()).not.toContain('通讯作者');

    const files = await page.getByTestId('detail-files').innerText();
    expect(files).toContain('manuscript.docx');
    expect(files).toContain('fund-certificate.pdf');
    const orders = await page.getByTestId('detail-orders').innerText();
    expect(orders).toContain('预付费');
    expect(orders).toContain('500.00元');
    expect(orders).toContain('未支付');
    expect(await page.getByTestId('detail-timeline').innerText()).toContain('投稿 → 作者未支付');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByTestId('detail-files')
        .locator('tr', { hasText: 'manuscript.docx' })
        .getByRole('button')
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('manuscript.docx');
  });

  it('sends the author back to sign in when the session has timed out, then back to the page', async () => {
    await page.evaluate((key) => {
      const stored = JSON.parse(sessionStorage.getItem(key) ?? '{}');
      sessionStorage.setItem(key, JSON.stringify({ ...stored, token: 'a-session-that-is-gone' }));
    }, `jb.author.${journalId}`);
    await page.goto(`${site()}/manuscripts`);
    await page.getByTestId('signin-expired').getByText('登录超时，请重新登录').waitFor();
    await page.waitForURL(new RegExp(`/submit/${journalCode}$`));
    await page.getByTestId('signin-phone').fill(PHONE);
    await page.getByTestId('signin-password').fill(PASSWORD);
    await page.getByTestId('signin-submit').click();
    await page.waitForURL(/\/manuscripts$/);
    await page.getByTestId(`manuscript-row-${manuscriptId}`).waitFor();
  });

  it('signs the author out', async () => {
    await page.getByTestId('site-signout').click();
    await page.getByTestId('signin-form').waitFor();
    expect(await page.getByTestId('site-author').count()).toBe(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), `jb.author.${journalId}`)).toBeNull();
  });
});
