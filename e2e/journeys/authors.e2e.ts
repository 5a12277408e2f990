import path from 'node:path';
import { authorLogin } from '@jb/contract/api/authorSite';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, confirmOk, rowWith, submitDialog } from '../support/antd.ts';
import { authorSite, journalIdByName, signInOnSite } from '../support/authorSite.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

const JOURNAL = '计算机科学与应用';
/** The demo author of the first press (seed/authors.ts), with manuscripts in every journal. */
const DEMO_AUTHOR = '刘晓明';
const DEMO_PHONE = '13700000001';
const NEW_AUTHOR = {
  name: '代注册作者',
  phone: '13655550001',
  email: 'daizhuce@example.edu.cn',
  unit: '示范大学',
};
const REASON = '同一稿件一稿多投，经编委会决定加入黑名单';
const NEW_TITLE = '基于图神经网络的学术引文推荐方法（修订题目）';
const NEW_AFFILIATION = '清华大学计算机科学与技术系（更正）';
/** What the blacklisted author tries to submit, refused until the blacklisting is lifted. */
const REFUSED_TITLE = '黑名单期间尝试投稿的论文';
/** Code 40063's message (contract errors.ts). */
const REFUSAL = '您的账号已被限制投稿，请联系编辑部';
const DOCX = path.resolve(import.meta.dirname, '../../packages/server/assets/manuscript.docx');

/** Fills the author site's submission form as the author does: column, title, byline, the .docx, consent. */
async function fillSubmission(site: Page) {
  await chooseOption(site, 'submit-column', '研究论文');
  await site.getByTestId('submit-title').fill(REFUSED_TITLE);
  await site.getByTestId('submit-keywords').fill('黑名单；投稿');
  await site.getByTestId('submit-abstract').fill('作者在黑名单期间提交的论文摘要。');
  await site.getByTestId('submit-nature').getByText('自然科学').click();
  await site.getByTestId('byline-affiliation-0').fill('示范大学');
  await site.getByTestId('upload-manuscript').locator('input[type=file]').setInputFiles(DOCX);
  await site.getByTestId('upload-manuscript').locator('.ant-upload-list-item-done').waitFor();
  await site.getByTestId('submit-agree').click();
}

/** The id a test id carries after its prefix (`row-12`, `author-manuscript-3`). */
async function idOf(locator: Locator, prefix: string): Promise<number> {
  const testId = await locator.first().getAttribute('data-testid');
  return Number(testId?.replace(prefix, ''));
}

/** Narrows the list on screen to rows matching a keyword (the list's URL keeps it). */
async function search(page: Page, keyword: string) {
  await page.getByTestId('filter-keyword').fill(keyword);
  await page.getByTestId('filter-submit').click();
  await page.waitForURL(new RegExp(`keyword=${encodeURIComponent(keyword)}`));
}

/** The error shown under a form field whose input has this test id. */
function fieldError(page: Page, testId: string) {
  return page
    .locator('.ant-form-item', { has: page.getByTestId(testId) })
    .locator('.ant-form-item-explain-error');
}

/**
 * A press administrator manages the press's authors: finds one by phone, registers a new author on
 * their behalf (the initial password shown once, and it signs in), blacklists the demo author with
 * a reason (an empty one refused); 稿件查询 flags that author's manuscripts and its blacklist filter
 * finds them; meanwhile the author, signed in on the journal's submission site, is refused with code
 * 40063's message; the history shows who blacklisted and why, and the blacklisting is lifted, after
 * which the same submission goes through. Then a
 * manuscript of theirs is edited from its detail (title and column), and its timeline shows the old
 * and new values; an edit saved over someone else's newer one is refused, shown beside the newer
 * values, and saved again; the first author's affiliation is corrected in the byline, and the detail
 * shows it.
 */
describe('authors and their manuscripts', () => {
  const journey = useJourney();
  let admin: Page;
  let authorId = 0;
  let manuscriptId = 0;
  let oldTitle = '';
  /** The demo author on the journal's submission site, the form filled while they are blacklisted. */
  let site: Page;

  beforeAll(async () => {
    admin = await signedInPage(journey, 'pressadmin');
  });

  it('finds an author by phone', async () => {
    await openFromMenu(admin, '运营管理', '作者管理', /\/operation\/authorManagement/);
    await expect.poll(() => admin.getByTestId('screen-title').innerText()).toBe('作者管理');
    await search(admin, DEMO_PHONE);
    const row = rowWith(admin, DEMO_PHONE);
    await row.waitFor();
    await expect.poll(() => admin.getByTestId('resource-table').locator('tr.ant-table-row').count()).toBe(1);
    const text = await row.innerText();
    for (const part of [DEMO_AUTHOR, '清华大学计算机系', '正常']) expect(text).toContain(part);
    authorId = await idOf(row, 'row-');
    expect(authorId).toBeGreaterThan(0);
  });

  it('registers an author on their behalf, showing the initial password once', async () => {
    await admin.getByTestId('table-add').click();
    await admin.getByTestId('author-form').waitFor();
    await admin.getByTestId('author-name').fill(NEW_AUTHOR.name);
    await admin.getByTestId('form-submit').click();
    await fieldError(admin, 'author-phone').getByText('手机号码不能为空').waitFor();
    await admin.getByTestId('author-phone').fill('12345678901');
    await fieldError(admin, 'author-phone').getByText('手机号码格式错误').waitFor();
    await admin.getByTestId('author-phone').fill(NEW_AUTHOR.phone);
    await admin.getByTestId('author-email').fill(NEW_AUTHOR.email);
    await admin.getByTestId('author-unit').fill(NEW_AUTHOR.unit);
    await admin.getByTestId('form-submit').click();

    await admin.getByTestId('secret-password').waitFor();
    const password = (await admin.getByTestId('secret-password').innerText()).trim();
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,32}$/);
    expect(await admin.getByTestId('secret-modal').innerText()).toContain(NEW_AUTHOR.phone);
    await admin.getByTestId('secret-close').click();
    await expect.poll(() => admin.getByTestId('secret-password').count()).toBe(0);

    await search(admin, NEW_AUTHOR.phone);
    const text = await rowWith(admin, NEW_AUTHOR.phone).innerText();
    for (const part of [NEW_AUTHOR.name, NEW_AUTHOR.email, NEW_AUTHOR.unit]) expect(text).toContain(part);

    // The password shown is the author's: it signs them in at the press's journal site.
    await admin.goto(`${journey.server.url}/manage/periodicalManagement`);
    await rowWith(admin, JOURNAL).waitFor();
    const journalId = await idOf(rowWith(admin, JOURNAL), 'row-');
    const session = await authorSite(journey.server.url)(authorLogin, {
      body: { journalId, phone: NEW_AUTHOR.phone, password },
    });
    expect(session.token).toBeTruthy();
  });

  it('blacklists the demo author after a confirmation, refusing an empty reason', async () => {
    await admin.goto(`${journey.server.url}/operation/authorManagement?keyword=${DEMO_PHONE}`);
    await admin.getByTestId(`row-action-blacklist-${authorId}`).click();
    await admin
      .locator('.ant-modal-confirm-title')
      .getByText(`将作者 ${DEMO_AUTHOR}（${DEMO_PHONE}）加入黑名单？`)
      .waitFor();
    await confirmOk(admin);
    await admin.getByTestId('blacklist-form').waitFor();
    await submitDialog(admin);
    await fieldError(admin, 'blacklist-reason').getByText('此项不能为空').waitFor();
    await admin.getByTestId('blacklist-reason').fill('   ');
    await admin.getByTestId('form-submit').click();
    await fieldError(admin, 'blacklist-reason').getByText('此项不能为空').waitFor();
    expect(await admin.getByTestId(`author-blacklisted-${authorId}`).count()).toBe(0);

    await admin.getByTestId('blacklist-reason').fill(REASON);
    await admin.getByTestId('form-submit').click();
    await admin.locator('.ant-message').getByText('已加入黑名单').waitFor();
    await admin.getByTestId(`author-blacklisted-${authorId}`).waitFor();
    await admin.getByTestId(`row-action-lift-${authorId}`).waitFor();
    expect(await admin.getByTestId(`row-action-blacklist-${authorId}`).count()).toBe(0);
  });

  it('refuses the blacklisted author’s submission on the author site with its message', async () => {
    const { code } = await journalIdByName(journey.server.url, JOURNAL);
    site = await journey.browser.newPage();
    await signInOnSite(site, journey.server.url, code, DEMO_PHONE);
    await site.getByTestId('submit-form').waitFor();
    await fillSubmission(site);
    await site.getByTestId('submit-send').click();
    await site.getByTestId('submit-error').getByText(REFUSAL).waitFor();
    expect(site.url()).toMatch(new RegExp(`/submit/${code}$`));
  });

  it('flags the author’s manuscripts in 稿件查询, and its blacklist filter finds them', async () => {
    await admin.goto(`${journey.server.url}/operation/manuscriptManage?keyword=${DEMO_PHONE}`);
    const rows = admin.getByTestId('resource-table').locator('tr.ant-table-row');
    await rows.first().waitFor();
    const shown = await rows.count();
    expect(shown).toBeGreaterThan(0);
    expect(await admin.locator('[data-testid^="author-blacklisted-"]').count()).toBe(shown);
    const total = await admin.getByTestId('table-total').innerText();
    expect(total).toMatch(/^共 \d+ 条$/);

    await admin.goto(`${journey.server.url}/operation/manuscriptManage`);
    await rows.first().waitFor();
    await chooseOption(admin, 'filter-blacklisted', '仅黑名单作者');
    await admin.getByTestId('filter-submit').click();
    await admin.waitForURL(/blacklisted=true/);
    await expect
      .poll(async () => (await rows.allInnerTexts()).every((text) => text.includes(DEMO_AUTHOR)))
      .toBe(true);
    expect(await rows.count()).toBe(shown);
    expect(await admin.locator('[data-testid^="author-blacklisted-"]').count()).toBe(shown);
    // The same manuscripts: the author is the press's only blacklisted author with manuscripts.
    expect(await admin.getByTestId('table-total').innerText()).toBe(total);
  });

  it('shows who blacklisted the author and why, and lifts it with a reason', async () => {
    await admin.goto(`${journey.server.url}/operation/authorManagement?keyword=${DEMO_PHONE}`);
    await admin.getByTestId(`author-open-${authorId}`).click();
    const drawer = admin.getByTestId('author-detail');
    await drawer.getByTestId('author-blacklist-history').waitFor();
    const latest = await drawer.getByTestId('author-history-0').innerText();
    for (const part of ['加入黑名单', '王社长', REASON]) expect(latest).toContain(part);
    expect(await drawer.innerText()).toContain('元');
    const firstPaper = drawer.locator('[data-testid^="author-manuscript-open-"]').first();
    manuscriptId = await idOf(firstPaper, 'author-manuscript-open-');
    expect(manuscriptId).toBeGreaterThan(0);
    await admin.keyboard.press('Escape');
    await expect.poll(() => admin.getByTestId('author-blacklist-history').count()).toBe(0);

    await admin.getByTestId(`row-action-lift-${authorId}`).click();
    await confirmOk(admin);
    await admin.getByTestId('blacklist-form').waitFor();
    await admin.getByTestId('blacklist-reason').fill('申诉成立，解除黑名单');
    await admin.getByTestId('form-submit').click();
    await admin.locator('.ant-message').getByText('已解除黑名单').waitFor();
    await expect.poll(() => admin.getByTestId(`author-blacklisted-${authorId}`).count()).toBe(0);
    expect(await rowWith(admin, DEMO_PHONE).innerText()).toContain('正常');

    await admin.getByTestId(`author-open-${authorId}`).click();
    await admin.getByTestId('author-history-1').waitFor();
    expect(await admin.getByTestId('author-history-0').innerText()).toContain('申诉成立，解除黑名单');
  });

  it('takes the same submission once the blacklisting is lifted', async () => {
    // The form is as the author left it: sending again goes through now.
    await site.getByTestId('submit-send').click();
    await site.waitForURL(/\/manuscripts\/\d+$/, { timeout: 30_000 });
    await site.getByTestId('detail-status').waitFor();
    expect(await site.getByTestId('submit-error').count()).toBe(0);
    expect(await site.locator('body').innerText()).toContain(REFUSED_TITLE);
    await site.close();
  });

  it('edits a manuscript’s title and column from its detail; the timeline shows old and new', async () => {
    await admin.getByTestId(`author-manuscript-open-${manuscriptId}`).click();
    await admin.waitForURL(new RegExp(`/operation/articleDetail\\?id=${manuscriptId}$`));
    await admin.getByTestId('detail-meta').waitFor();
    await admin.getByTestId('detail-modify').click();
    await admin.waitForURL(new RegExp(`/operation/Modify\\?id=${manuscriptId}$`));
    await expect.poll(() => admin.getByTestId('screen-title').innerText()).toBe('稿件修改');

    const title = admin.getByTestId('modify-title');
    await title.waitFor();
    oldTitle = await title.inputValue();
    expect(oldTitle.length).toBeGreaterThan(0);
    const oldColumn = (await admin.getByTestId('modify-column').innerText()).trim();
    expect(oldColumn.length).toBeGreaterThan(0);
    // Two of the enabled columns every demo journal has (seed/journals.ts).
    const newColumn = oldColumn === '综述' ? '研究论文' : '综述';

    await title.fill(NEW_TITLE);
    await chooseOption(admin, 'modify-column', newColumn);
    await admin.getByTestId('modify-note').fill('作者来函更正题目与栏目');
    await admin.getByTestId('modify-save').click();
    await admin.waitForURL(new RegExp(`/operation/articleDetail\\?id=${manuscriptId}$`));
    await admin.getByTestId('event-modify').waitFor();
    const event = await admin.getByTestId('event-modify').innerText();
    expect(event).toContain(`标题：${oldTitle} → ${NEW_TITLE}`);
    expect(event).toContain(`栏目：${oldColumn} → ${newColumn}`);
    expect(event).toContain('作者来函更正题目与栏目');
    expect(event).toContain('王社长');
    expect(await admin.getByTestId('detail-meta').innerText()).toContain(NEW_TITLE);
  });

  it('refuses an edit made over a newer one, shows both, and saves it again', async () => {
    const other = await admin.context().newPage();
    await admin.goto(`${journey.server.url}/operation/Modify?id=${manuscriptId}`);
    await other.goto(`${journey.server.url}/operation/Modify?id=${manuscriptId}`);
    await admin.getByTestId('modify-title').fill('我的题目');
    // Someone else saves first.
    await other.getByTestId('modify-keywords').fill('图神经网络；引文推荐；他人修改');
    await other.getByTestId('modify-save').click();
    await other.waitForURL(/\/operation\/articleDetail/);
    await other.close();

    await admin.getByTestId('modify-save').click();
    await admin.locator('.ant-message').getByText(/他人/).waitFor();
    const notice = admin.getByTestId('modify-stale');
    await notice.waitFor();
    const compared = await admin.getByTestId('modify-differences').innerText();
    expect(compared).toContain('我的题目');
    expect(compared).toContain(NEW_TITLE);
    // The form now shows the newer values.
    expect(await admin.getByTestId('modify-keywords').inputValue()).toBe('图神经网络；引文推荐；他人修改');
    expect(await admin.getByTestId('modify-title').inputValue()).toBe(NEW_TITLE);

    await admin.getByTestId('modify-apply-mine').click();
    expect(await admin.getByTestId('modify-title').inputValue()).toBe('我的题目');
    await admin.getByTestId('modify-save').click();
    await admin.waitForURL(new RegExp(`/operation/articleDetail\\?id=${manuscriptId}$`));
    await expect.poll(() => admin.getByTestId('event-modify').count()).toBe(3);
    const last = await admin.getByTestId('event-modify').last().innerText();
    expect(last).toContain(`标题：${NEW_TITLE} → 我的题目`);
    // Putting the person's values back keeps the newer keywords they had not changed.
    expect(last).not.toContain('关键词');
  });

  it('corrects an author’s affiliation in the byline; the detail shows it and the timeline keeps both', async () => {
    await admin.getByTestId('detail-modify').click();
    await admin.waitForURL(new RegExp(`/operation/Modify\\?id=${manuscriptId}$`));
    const affiliation = admin.getByTestId('byline-affiliation-0');
    await affiliation.waitFor();
    const name = await admin.getByTestId('byline-name-0').inputValue();
    expect(name.length).toBeGreaterThan(0);
    await affiliation.fill(NEW_AFFILIATION);
    await admin.getByTestId('modify-note').fill('作者来函更正第一作者单位');
    await admin.getByTestId('modify-save').click();
    await admin.waitForURL(new RegExp(`/operation/articleDetail\\?id=${manuscriptId}$`));
    await expect.poll(() => admin.getByTestId('event-modify').count()).toBe(4);
    expect(await admin.getByTestId('detail-meta').innerText()).toContain(`${name}（${NEW_AFFILIATION}）`);
    const last = await admin.getByTestId('event-modify').last().innerText();
    expect(last).toContain('作者署名：');
    expect(last).toContain(`→ ${name}（${NEW_AFFILIATION}`);
    expect(last).toContain('作者来函更正第一作者单位');
    expect(last).not.toContain('标题');
  });
});
