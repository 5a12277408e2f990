import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, chooseTreeNode, confirmOk, rowWith } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

const LIST = '/operation/expertManagement';
const SAVE = '/operation/expertManagement/expertManagementSave';
// Unique on each run, though every journey starts from a fresh copy of the demo data.
const SUFFIX = Date.now().toString().slice(-6);
const EXPERT = {
  account: `pool${SUFFIX}`,
  name: `池专家${SUFFIX}`,
  phone: `139${SUFFIX}55`,
  title: '教授',
  affiliation: '示范大学信息学院',
  research: '知识图谱；学术推荐',
  bankName: '中国银行北京海淀支行',
  bankAccount: '6216610100001234567',
};
const NEW_AFFILIATION = '示范大学人工智能研究院';
/** A subject of the demo's platform subject tree (seed/configuration.ts). */
const SUBJECT = '计算机科学与技术';

/** The error shown under a form field whose input has this test id. */
function fieldError(page: Page, testId: string) {
  return page
    .locator('.ant-form-item', { has: page.getByTestId(testId) })
    .locator('.ant-form-item-explain-error');
}

/** Narrows the list on screen to rows matching a keyword (the list's URL keeps it). */
async function search(page: Page, keyword: string) {
  await page.getByTestId('filter-keyword').fill(keyword);
  await page.getByTestId('filter-submit').click();
  await page.waitForURL(new RegExp(`keyword=${encodeURIComponent(keyword)}`));
}

/**
 * A press administrator manages the press's expert pool: opens 专家管理 from the menu; adds an
 * expert on the save screen (a malformed bank account is refused under its field; the initial
 * password is shown once), finds them by keyword with their subject and an empty record, edits
 * their affiliation and comes back to the same filtered list, then disables them after a
 * confirmation: the status shows it, the status filter finds them, and their bank details are kept.
 * Last, they look for reliable reviewers by record: those with late reviews, best average score first.
 */
describe('the expert pool', () => {
  const journey = useJourney();
  let admin: Page;
  let expertId = 0;

  beforeAll(async () => {
    admin = await signedInPage(journey, 'pressadmin');
  });

  it('opens 专家管理 from the menu, listing the press’s experts', async () => {
    await openFromMenu(admin, '运营管理', '专家管理', new RegExp(`${LIST}$`));
    await expect
      .poll(() => admin.getByTestId('screen-title').innerText(), { timeout: 15_000 })
      .toBe('专家管理');
    await rowWith(admin, '王海涛').waitFor();
    expect(await rowWith(admin, '王海涛').innerText()).toContain('清华大学自动化系');
  });

  it('adds an expert, showing the initial password once', async () => {
    await admin.getByTestId('table-add').click();
    await admin.waitForURL(new RegExp(`${SAVE}$`));
    await expect.poll(() => admin.getByTestId('screen-title').innerText()).toBe('编辑专家');
    await admin.getByTestId('expert-form').waitFor();
    await admin.getByTestId('expert-account').fill(EXPERT.account);
    await admin.getByTestId('expert-name').fill(EXPERT.name);
    await admin.getByTestId('expert-phone').fill(EXPERT.phone);
    await admin.getByTestId('expert-title').fill(EXPERT.title);
    await admin.getByTestId('expert-affiliation').fill(EXPERT.affiliation);
    await chooseTreeNode(admin, 'expert-subjects', SUBJECT);
    await admin.getByTestId('expert-research').fill(EXPERT.research);
    await admin.getByTestId('expert-bank-name').fill(EXPERT.bankName);
    await admin.getByTestId('expert-bank-account').fill('1234');
    await admin.getByTestId('expert-account-name').fill(EXPERT.name);
    await admin.getByTestId('form-submit').click();
    await fieldError(admin, 'expert-bank-account').getByText('银行账号应为 8 至 30 位数字').waitFor();
    expect(await admin.getByTestId('secret-modal').count()).toBe(0);

    await admin.getByTestId('expert-bank-account').fill(EXPERT.bankAccount);
    await admin.getByTestId('form-submit').click();
    await admin.getByTestId('secret-password').waitFor();
    const password = (await admin.getByTestId('secret-password').innerText()).trim();
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,32}$/);
    const shown = await admin.getByTestId('secret-modal').innerText();
    expect(shown).toContain(EXPERT.account);
    expect(shown).toContain(EXPERT.phone);
    await admin.getByTestId('secret-close').click();
    await admin.waitForURL(new RegExp(`${LIST}$`));
    await expect.poll(() => admin.getByTestId('secret-password').count()).toBe(0);
  });

  it('finds the new expert by keyword, with their subject and an empty record', async () => {
    await search(admin, EXPERT.name);
    const row = rowWith(admin, EXPERT.name);
    await row.waitFor();
    await expect.poll(() => admin.getByTestId('resource-table').locator('tr.ant-table-row').count()).toBe(1);
    const text = await row.innerText();
    for (const part of [EXPERT.account, EXPERT.title, EXPERT.affiliation, SUBJECT, EXPERT.research, '启用'])
      expect(text).toContain(part);
    expect(text).toContain('邀请 0 · 接受 0 · 完成 0');
    const testId = await row.getAttribute('data-testid');
    expertId = Number(testId?.replace('row-', ''));
    expect(expertId).toBeGreaterThan(0);
    // No review yet: no averages.
    expect(await admin.getByTestId(`expert-averageScore-${expertId}`).innerText()).toBe('-');
    expect(await admin.getByTestId(`expert-late-${expertId}`).innerText()).toBe('0');

    // The subject filter, on top of the keyword: their subject keeps them, another one does not.
    await chooseOption(admin, 'filter-subjectId', '农学 / 作物学');
    await admin.getByTestId('filter-submit').click();
    await admin.waitForURL(/subjectId=\d+/);
    await admin.getByTestId('table-empty').waitFor();
    await chooseOption(admin, 'filter-subjectId', `工学 / ${SUBJECT}`);
    await admin.getByTestId('filter-submit').click();
    await rowWith(admin, EXPERT.name).waitFor();
  });

  it('edits the affiliation and returns to the same list', async () => {
    await admin.getByTestId(`row-action-edit-${expertId}`).click();
    await admin.waitForURL(new RegExp(`${SAVE}\\?id=${expertId}$`));
    const affiliation = admin.getByTestId('expert-affiliation');
    await expect.poll(() => affiliation.inputValue()).toBe(EXPERT.affiliation);
    expect(await admin.getByTestId('expert-bank-account').inputValue()).toBe(EXPERT.bankAccount);
    expect(await admin.getByTestId('expert-subjects').innerText()).toContain(SUBJECT);
    await affiliation.fill(NEW_AFFILIATION);
    await admin.getByTestId('form-submit').click();
    await admin.locator('.ant-message').getByText('已保存').waitFor();
    // Back to the list as it was left: still narrowed to the expert.
    await admin.waitForURL(new RegExp(`${LIST}\\?.*keyword=`));
    await expect.poll(() => rowWith(admin, EXPERT.name).innerText()).toContain(NEW_AFFILIATION);
    expect(await rowWith(admin, EXPERT.name).innerText()).not.toContain(EXPERT.affiliation);
  });

  it('disables the expert after a confirmation, keeping their bank details', async () => {
    await admin.getByTestId(`row-action-disable-${expertId}`).click();
    await admin.locator('.ant-modal-confirm-title').getByText(`停用专家「${EXPERT.name}」？`).waitFor();
    expect(await admin.locator('.ant-modal-confirm-content').innerText()).toContain('不能再被邀请');
    await confirmOk(admin);
    await admin.locator('.ant-message').getByText('已停用').waitFor();
    await expect.poll(() => admin.getByTestId(`expert-status-${expertId}`).innerText()).toBe('停用');
    await admin.getByTestId(`row-action-enable-${expertId}`).waitFor();
    expect(await admin.getByTestId(`row-action-disable-${expertId}`).count()).toBe(0);

    // The status filter finds them among the disabled experts only.
    await chooseOption(admin, 'filter-status', '停用');
    await admin.getByTestId('filter-submit').click();
    await admin.waitForURL(/status=0/);
    await expect
      .poll(async () => {
        const texts = await admin.getByTestId('resource-table').locator('tr.ant-table-row').allInnerTexts();
        return texts.length === 1 && texts[0]!.includes(EXPERT.name);
      })
      .toBe(true);
    await chooseOption(admin, 'filter-status', '启用');
    await admin.getByTestId('filter-submit').click();
    await admin.waitForURL(/status=1/);
    await admin.getByTestId('table-empty').waitFor();

    // Disabling changed the status only: the bank details the list does not carry are still there.
    await admin.goto(`${journey.server.url}${SAVE}?id=${expertId}`);
    await expect.poll(() => admin.getByTestId('expert-bank-account').inputValue()).toBe(EXPERT.bankAccount);
    expect(await admin.getByTestId('expert-bank-name').inputValue()).toBe(EXPERT.bankName);
    expect(await admin.getByTestId('expert-affiliation').inputValue()).toBe(NEW_AFFILIATION);
  });

  it('finds experts by their record: those with late reviews, the best average score first', async () => {
    await admin.goto(`${journey.server.url}${LIST}`);
    await rowWith(admin, '王海涛').waitFor();
    const rows = admin.getByTestId('resource-table').locator('tr.ant-table-row');
    await chooseOption(admin, 'filter-late', '有逾期');
    await admin.getByTestId('filter-submit').click();
    await admin.waitForURL(/late=1/);
    // The demo's 王海涛 was never late; 李玉清 and the demo expert 陈教授 were.
    await expect.poll(() => rowWith(admin, '王海涛').count()).toBe(0);
    await rowWith(admin, '李玉清').waitFor();
    const late = await rows.locator('[data-testid^="expert-late-"]').allInnerTexts();
    expect(late.length).toBeGreaterThan(1);
    for (const n of late) expect(Number(n)).toBeGreaterThan(0);

    // Sorted by average score, highest first (the header's second press): 李玉清 leads. Each press
    // reloads the list, and while it reloads the table lies under antd's loading veil, which takes
    // presses: a second press made before the first one's list is back would be lost, so it waits for
    // the header to show the order and the table to be done (aria-busy).
    const header = admin.locator('th', { hasText: '平均评分' });
    const loading = admin.getByTestId('resource-table').locator('[aria-busy="true"]');
    await header.click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => loading.count()).toBe(0);
    expect(new URL(admin.url()).searchParams.get('order')).toBe('asc');
    await header.click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => loading.count()).toBe(0);
    // Descending is the list's default order, so the URL leaves it out.
    expect(new URL(admin.url()).searchParams.get('sort')).toBe('averageScore');
    expect(new URL(admin.url()).searchParams.get('order')).toBeNull();
    await expect.poll(() => rows.first().innerText()).toContain('李玉清');
    const scores = (await rows.locator('[data-testid^="expert-averageScore-"]').allInnerTexts())
      .filter((s) => s !== '-')
      .map(Number);
    expect(scores.length).toBeGreaterThan(1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});
