import { addMonths, chinaMonth } from '@jb/contract/months';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmOk } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

const SETTLE = { timeout: 30_000 };
const yuan = (fen: number) => `${(fen / 100).toFixed(2)}元`;

/**
 * What the demo seed (packages/server/src/db/seed/caibianPerf.ts) has 张采编 (account `caibian`)
 * bring last month: the paid orders of the manuscripts they referred, in fen, by fee type; and the
 * press's rules: 3% of other fees, 10% of rush fees, 200.00元 per paid acceptance fee.
 */
const LAST_MONTH = [
  { fee: 'other', fen: 120_000 },
  { fee: 'acceptance', fen: 180_000 },
  { fee: 'rush', fen: 50_000 },
  { fee: 'other', fen: 33_333 },
] as const;
const RULES = { other: { percent: 3 }, rush: { percent: 10 }, acceptance: { fixedFen: 20_000 } } as const;

/** The commission of one order, worked out here: a percentage rounded half up to the fen, or the fixed sum. */
function commissionOf(o: (typeof LAST_MONTH)[number]): number {
  const rule = RULES[o.fee];
  return 'fixedFen' in rule ? rule.fixedFen : Math.floor((o.fen * rule.percent) / 100 + 0.5);
}
const PAID = LAST_MONTH.reduce((sum, o) => sum + o.fen, 0);
const COMMISSION = LAST_MONTH.reduce((sum, o) => sum + commissionOf(o), 0);

/**
 * 采编绩效 as finance uses it: last month's figures of an acquisition editor, the orders behind
 * them, and the commission marked paid after a confirmation showing the sum.
 */
describe('an acquisition editor’s performance for last month', () => {
  const journey = useJourney();
  let finance: Page;

  it('shows finance the right total for last month', async () => {
    finance = await signedInPage(journey, 'finance', /\/finance\/index$/);
    await openFromMenu(finance, '财务管理', '采编绩效', /\/finance\/caibianPerf/);
    await finance.getByTestId('perf-range-lastMonth').click();
    await finance.waitForURL(/range=lastMonth/);
    const commission = finance.getByTestId('perf-commissionFen-caibian');
    await expect.poll(() => commission.innerText(), SETTLE).toBe(yuan(COMMISSION));
    expect(COMMISSION).toBe(29_600);
    expect(await finance.getByTestId('perf-paidFen-caibian').innerText()).toBe(yuan(PAID));
    expect(await finance.getByTestId('perf-orders-caibian').innerText()).toBe(String(LAST_MONTH.length));
    expect(await finance.getByTestId('perf-unpaidFen-caibian').innerText()).toBe(yuan(COMMISSION));
  });

  it('opens the orders behind the total, each with its commission not yet paid', async () => {
    await finance.getByTestId('perf-rows-caibian').click();
    const drawer = finance.getByTestId('perf-orders');
    const open = drawer.locator('[data-testid^="perf-order-open-"]');
    await expect.poll(() => open.count(), SETTLE).toBe(LAST_MONTH.length);
    const shown = await drawer.locator('[data-testid^="perf-order-commission-"]').allInnerTexts();
    expect(shown.sort()).toEqual(LAST_MONTH.map((o) => yuan(commissionOf(o))).sort());
    await finance.keyboard.press('Escape');
    await finance.waitForURL((url) => !url.search.includes('editor='));
  });

  it('marks the commission paid after confirming the sum; the rows show it paid', async () => {
    await finance.getByTestId('perf-pay-caibian').click();
    const form = finance.getByTestId('perf-pay-form');
    expect(await form.getByTestId('perf-pay-amount').innerText()).toBe(yuan(COMMISSION));
    await form.getByTestId('perf-pay-voucher').fill('工行转账 E2E-采编提成');
    await finance.getByTestId('form-submit').click();
    await confirmOk(finance);
    await expect.poll(() => finance.getByTestId('perf-unpaidFen-caibian').innerText(), SETTLE).toBe(yuan(0));
    expect(await finance.getByTestId('perf-paidOutFen-caibian').innerText()).toBe(yuan(COMMISSION));
    expect(await finance.getByTestId('perf-pay-caibian').count()).toBe(0);
    await finance.getByTestId('perf-rows-caibian').click();
    const settled = finance.getByTestId('perf-orders').locator('[data-testid^="perf-order-settled-"]');
    await expect.poll(() => settled.count(), SETTLE).toBe(LAST_MONTH.length);
  });

  it('lets the press administrator set a rule on 运营管理’s screen, which offers no payment', async () => {
    const admin = await signedInPage(journey, 'pressadmin');
    await openFromMenu(admin, '运营管理', '采编绩效', /\/operation\/caibianPerf/);
    await admin.getByTestId('perf-range-lastMonth').click();
    await expect
      .poll(() => admin.getByTestId('perf-commissionFen-caibian').innerText(), SETTLE)
      .toBe(yuan(COMMISSION));
    expect(await admin.locator('[data-testid^="perf-pay-"]').count()).toBe(0);
    // 查重费 (fee type 6) has no rule in the demo: 2.5% of it from now on.
    expect(await admin.getByTestId('perf-rule-6').innerText()).toBe('-');
    await admin.getByTestId('perf-rule-edit-6').click();
    const form = admin.getByTestId('perf-rule-form');
    await form.getByText('按实收金额比例').click();
    await form.getByTestId('perf-rule-rate').fill('100.5');
    await admin.getByTestId('form-submit').click();
    await form.getByText('提成比例须在 0 到 100% 之间').waitFor(SETTLE);
    await form.getByTestId('perf-rule-rate').fill('2.5');
    await admin.getByTestId('form-submit').click();
    await expect.poll(() => admin.getByTestId('perf-rule-6').innerText(), SETTLE).toBe('2.50%');
  });

  it('gives the acquisition editor referral links to the journals’ sites, by journal code', async () => {
    const editor = await signedInPage(journey, 'caibian');
    await editor.goto(`${journey.server.url}/caibian/cbIndex`);
    const links = editor.locator('[data-testid^="referral-link-"]');
    await links.first().waitFor(SETTLE);
    const texts = await links.allInnerTexts();
    const link = texts.find((text) => text.includes('/submit/jsjkxyyy?ref='));
    expect(link, texts.join('\n')).toBeDefined();
    // The link opens the journal's site, where the referral stays with the tab.
    await editor.goto(link!);
    await editor.getByTestId('site-journal').getByText('计算机科学与应用').waitFor(SETTLE);
  });

  it('shows the acquisition editor their own months on 采编业绩: last month as finance paid it', async () => {
    const editor = await signedInPage(journey, 'caibian');
    await openFromMenu(editor, '采编工作台', '采编业绩', /\/caibian\/editingAchievements/);
    const last = addMonths(chinaMonth(), -1);
    const cell = (figure: string) => editor.getByTestId(`months-${figure}-${last}`);
    await expect.poll(() => cell('orders').innerText(), SETTLE).toBe(String(LAST_MONTH.length));
    expect(await cell('paidFen').innerText()).toBe(yuan(PAID));
    // Paid out by finance above, at the sum it confirmed; nothing of it left to pay.
    expect(await cell('commissionFen').innerText()).toBe(yuan(COMMISSION));
    expect(await cell('paidOutFen').innerText()).toBe(yuan(COMMISSION));
    expect(await cell('unpaidFen').innerText()).toBe(yuan(0));
    expect(await editor.locator('[data-testid^="months-row-"]').count()).toBe(12);
    await editor.getByTestId('perf-months-chart').locator('svg').first().waitFor(SETTLE);
    // The period figures below are theirs alone.
    await editor.getByTestId('perf-row-caibian').waitFor(SETTLE);
    expect(await editor.locator('[data-testid^="perf-row-"]').count()).toBe(1);
  });
});
