import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, pressInDialog, pressInPopconfirm, rowWith } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

/** How long a change may take to show on this shared, busy machine. */
const SETTLE = { timeout: 20_000 };
const COPYRIGHT = '版权转让协议';
const ETHICS = '伦理审查批件';

/** The count a tab's label shows, "待审核 (3)" → 3 (null while it loads). */
async function tabCount(page: Page, state: string): Promise<number | null> {
  const texts = await page
    .getByTestId(`tab-count-${state}`)
    .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  const match = /\((\d+)\)/.exec(texts[0] ?? '');
  return match ? Number(match[1]) : null;
}

/** The id and article number of the first manuscript of the tab on screen. */
async function firstRow(page: Page, except = 0) {
  // Read in one go, and only a row that awaits audit: right after a tab change the table may still
  // show the previous tab's rows for a moment.
  const pick = () =>
    page
      .getByTestId('resource-table')
      .locator('tbody tr[data-testid^="row-"]')
      .evaluateAll((rows, skip) => {
        for (const r of rows) {
          const id = Number((r.getAttribute('data-testid') ?? '').replace('row-', ''));
          const flag = r.querySelector('[data-testid^="flag-annex-"]');
          if (id === skip || flag?.getAttribute('aria-label') !== '附件待审核') continue;
          return { id, articleNo: (r.querySelector('td')?.textContent ?? '').trim() };
        }
        return null;
      }, except);
  await expect.poll(pick, SETTLE).not.toBeNull();
  return (await pick())!;
}

/** Whether the row of a manuscript is on screen (read without waiting: it may be leaving). */
const rowCount = (page: Page, id: number) =>
  page.locator(`[data-testid="row-${id}"]`).evaluateAll((els) => els.length);

/** The total the list's pager shows ("共 12 条" → 12). */
async function listTotal(page: Page): Promise<number | null> {
  const texts = await page
    .getByTestId('table-total')
    .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  const match = /(\d+)/.exec(texts[0] ?? '');
  return match ? Number(match[1]) : null;
}

async function openTab(page: Page, state: string, url: RegExp) {
  await page.getByTestId(`tab-${state}`).click();
  await page.waitForURL(url);
  // The URL names the tab (none: 待审核); the rows on screen are that tab's once its list has loaded.
  await expect.poll(() => new URL(page.url()).searchParams.get('state') ?? 'awaiting', SETTLE).toBe(state);
  await page.waitForLoadState('networkidle');
}

async function closeDrawer(page: Page) {
  await page.getByTestId('annex-drawer').locator('.ant-drawer-close').click();
  await expect.poll(() => page.getByTestId('annex-drawer').count(), SETTLE).toBe(0);
}

/**
 * The annex audit as the press administrator works it: sets the annexes the first journal requires
 * (kept on reopening); on 待审核 asks an author for a supplement of the copyright transfer (the
 * manuscript moves to 待补充 and the counts follow) and passes another (it moves to 已审核); the
 * audit log lists both.
 */
describe('the annex audit', () => {
  const journey = useJourney();
  let admin: Page;
  let journal = '';
  let asked = { id: 0, articleNo: '' };
  let passed = { id: 0, articleNo: '' };

  beforeAll(async () => {
    admin = await signedInPage(journey, 'pressadmin');
  });

  it('opens 附件审核 from the 编辑审稿 menu, on 待审核 with the tabs’ counts', async () => {
    await openFromMenu(admin, '编辑审稿', '附件审核', /\/editorialReview\/attachmentReview/);
    await expect.poll(() => admin.getByTestId('screen-title').innerText(), SETTLE).toBe('附件审核');
    await expect.poll(() => tabCount(admin, 'awaiting'), SETTLE).not.toBeNull();
    expect(await admin.locator('.ant-tabs-tab-active').innerText()).toContain('待审核');
    expect(await admin.getByTestId('tab-log').innerText()).toBe('审核记录');
  });

  it('sets the first journal’s annex requirements, and finds them on reopening', async () => {
    await admin.getByTestId('annex-kinds-open').click();
    const form = admin.getByTestId('annex-kinds-form');
    await form.waitFor(SETTLE);
    await expect.poll(() => form.getByTestId('journal-picker').innerText(), SETTLE).not.toBe('');
    journal = (await form.getByTestId('journal-picker').innerText()).trim();
    // Start from none: each row is removed after a confirmation (the demo journal has some).
    const rows = form.locator('[data-testid^="kind-row-"]');
    for (let left = await rows.count(); left > 0; left--) {
      await form.getByTestId('kind-remove-0').click();
      await pressInPopconfirm(admin, 'kind-remove-ok');
      await expect.poll(() => rows.count(), SETTLE).toBe(left - 1);
    }
    expect(await form.getByTestId('annex-kinds-none').innerText()).toBe('本刊尚未设置附件要求');

    // Added in the other order, then the agreement moved up.
    await form.getByTestId('annex-kinds-add').click();
    await form.getByTestId('kind-name-0').fill(ETHICS);
    await form.getByTestId('annex-kinds-add').click();
    await form.getByTestId('kind-name-1').fill(COPYRIGHT);
    await form.getByTestId('kind-required-1').click();
    await form.getByTestId('kind-description-1').fill('全体作者签字的扫描件');
    await form.getByTestId('kind-up-1').click();
    await expect.poll(() => form.getByTestId('kind-name-0').inputValue()).toBe(COPYRIGHT);
    await admin.getByTestId('form-submit').click();
    await admin.locator('.ant-message').getByText('附件要求已保存').waitFor(SETTLE);
    await expect.poll(() => admin.getByTestId('annex-kinds-form').count(), SETTLE).toBe(0);

    await admin.getByTestId('annex-kinds-open').click();
    await form.getByTestId('kind-name-1').waitFor(SETTLE);
    const names = await form
      .locator('input[data-testid^="kind-name-"]')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(names).toEqual([COPYRIGHT, ETHICS]);
    expect(await form.getByTestId('kind-required-0').getAttribute('aria-checked')).toBe('true');
    expect(await form.getByTestId('kind-required-1').getAttribute('aria-checked')).toBe('false');
    expect(await form.getByTestId('kind-description-0').inputValue()).toBe('全体作者签字的扫描件');
    await admin.getByTestId('form-cancel').click();
    await expect.poll(() => admin.getByTestId('annex-kinds-form').count(), SETTLE).toBe(0);
  });

  it('asks for a supplement: the manuscript leaves 待审核 for 待补充, and the counts follow', async () => {
    await chooseOption(admin, 'filter-journalId', journal);
    await admin.getByTestId('filter-submit').click();
    await admin.waitForURL(/journalId=/);
    // The list shows the journal's manuscripts only once it has reloaded for it; then the tab's
    // count is the journal's, as the list's total says.
    const journals = () =>
      admin
        .getByTestId('resource-table')
        .locator('tbody tr[data-testid^="row-"]')
        .evaluateAll((rows) => [...new Set(rows.map((r) => r.querySelectorAll('td')[2]?.textContent ?? ''))]);
    await expect.poll(journals, SETTLE).toEqual([journal]);
    await expect
      .poll(async () => (await tabCount(admin, 'awaiting')) === (await listTotal(admin)), SETTLE)
      .toBe(true);
    expect(await tabCount(admin, 'awaiting')).toBeGreaterThanOrEqual(2);
    const awaiting = (await tabCount(admin, 'awaiting'))!;
    const supplement = (await tabCount(admin, 'supplement'))!;

    asked = await firstRow(admin);
    expect(await admin.getByTestId(`flag-annex-${asked.id}`).getAttribute('aria-label')).toBe('附件待审核');
    await admin.getByTestId(`annex-open-${asked.id}`).click();
    const drawer = admin.getByTestId('annex-drawer');
    await drawer.getByTestId('annex-kinds').waitFor(SETTLE);
    expect(await drawer.getByTestId('detail-meta').innerText()).toContain(asked.articleNo);
    const kinds = await drawer.getByTestId('annex-kinds').innerText();
    expect(kinds).toContain(COPYRIGHT);
    expect(kinds).toContain(ETHICS);
    expect(kinds).toContain('必需');

    await drawer.getByTestId('annex-action-supplementAnnex').click();
    const form = admin.getByTestId('supplement-form');
    await form.waitFor();
    // The note is required: sending without one is refused under the field.
    await pressInDialog(admin, 'form-submit');
    await form.locator('.ant-form-item-explain-error').first().waitFor(SETTLE);
    await form.getByTestId('supplement-kinds').getByText(COPYRIGHT).click();
    await form.getByTestId('supplement-note').fill('请补充全体作者签字的版权转让协议');
    await admin.getByTestId('form-submit').click();
    await admin.locator('.ant-message').getByText('已要求作者补充附件').waitFor(SETTLE);
    await expect.poll(() => admin.getByTestId('supplement-form').count(), SETTLE).toBe(0);
    // The drawer's history tells what was asked; the manuscript now only awaits the author.
    const entry = drawer.getByTestId('annex-history-supplementAnnex').first();
    await entry.waitFor(SETTLE);
    expect(await entry.innerText()).toContain(`要求补充：${COPYRIGHT}`);
    expect(await entry.innerText()).toContain('请补充全体作者签字的版权转让协议');
    await expect.poll(() => drawer.getByTestId('annex-action-supplementAnnex').count(), SETTLE).toBe(0);
    await closeDrawer(admin);

    await expect.poll(() => rowCount(admin, asked.id), SETTLE).toBe(0);
    await expect.poll(() => tabCount(admin, 'awaiting'), SETTLE).toBe(awaiting - 1);
    await expect.poll(() => tabCount(admin, 'supplement'), SETTLE).toBe(supplement + 1);

    await openTab(admin, 'supplement', /state=supplement/);
    await expect.poll(() => rowCount(admin, asked.id), SETTLE).toBe(1);
    expect(await admin.getByTestId(`flag-annex-${asked.id}`).getAttribute('aria-label')).toBe('附件需补充');
    expect(await admin.getByTestId(`flag-supplement-${asked.id}`).getAttribute('aria-label')).toBe(
      '补充材料待提交',
    );
  });

  it('passes another awaiting manuscript: it moves to 已审核', async () => {
    await openTab(admin, 'awaiting', /attachmentReview\?journalId=/);
    const awaiting = (await tabCount(admin, 'awaiting'))!;
    const audited = (await tabCount(admin, 'audited'))!;
    passed = await firstRow(admin, asked.id);
    await admin.getByTestId(`annex-open-${passed.id}`).click();
    const drawer = admin.getByTestId('annex-drawer');
    await drawer.getByTestId('annex-action-pass').click();
    await admin.getByTestId('verdict-form').waitFor();
    await admin.getByTestId('verdict-note').fill('附件齐全');
    await pressInDialog(admin, 'verdict-ok');
    await admin.locator('.ant-message').getByText('附件已通过').waitFor(SETTLE);
    const entry = drawer.getByTestId('annex-history-pass').first();
    await entry.waitFor(SETTLE);
    expect(await entry.innerText()).toContain('审核通过');
    expect(await entry.innerText()).toContain('附件齐全');
    await closeDrawer(admin);

    await expect.poll(() => rowCount(admin, passed.id), SETTLE).toBe(0);
    await expect.poll(() => tabCount(admin, 'awaiting'), SETTLE).toBe(awaiting - 1);
    await expect.poll(() => tabCount(admin, 'audited'), SETTLE).toBe(audited + 1);
    await openTab(admin, 'audited', /state=audited/);
    await expect.poll(() => rowCount(admin, passed.id), SETTLE).toBe(1);
  });

  it('says so when a colleague acted first, and shows where the manuscript now is', async () => {
    await openTab(admin, 'awaiting', /attachmentReview\?journalId=/);
    const target = await firstRow(admin, asked.id);
    await admin.getByTestId(`annex-open-${target.id}`).click();
    const drawer = admin.getByTestId('annex-drawer');
    await drawer.getByTestId('annex-action-pass').waitFor(SETTLE);

    // A colleague (here: a second tab) ignores the same manuscript's annexes meanwhile.
    const colleague = await admin.context().newPage();
    await colleague.goto(admin.url());
    await colleague.getByTestId(`annex-open-${target.id}`).click();
    await colleague.getByTestId('annex-action-ignore').click();
    await pressInDialog(colleague, 'verdict-ok');
    await colleague.locator('.ant-message').getByText('附件已忽略').waitFor(SETTLE);
    await colleague.close();

    await drawer.getByTestId('annex-action-pass').click();
    // The dialog stays open on the refusal, which says why.
    await pressInDialog(admin, 'verdict-ok');
    await admin
      .locator('.ant-message')
      .getByText(/数据已被他人修改/)
      .waitFor(SETTLE);
    // The drawer reloads: the annexes were ignored, and passing is no longer offered.
    await drawer.getByTestId('annex-history-ignore').waitFor(SETTLE);
    expect(await drawer.getByTestId('annex-action-pass').count()).toBe(0);
    await closeDrawer(admin);
    await expect.poll(() => rowCount(admin, target.id), SETTLE).toBe(0);
  });

  it('lists both actions in the audit log', async () => {
    await openTab(admin, 'log', /state=log/);
    const askedRow = rowWith(admin, asked.articleNo).filter({ hasText: '要求补充' });
    await askedRow.first().waitFor(SETTLE);
    const askedText = await askedRow.first().innerText();
    expect(askedText).toContain(COPYRIGHT);
    expect(askedText).toContain('王社长');
    const passedRow = rowWith(admin, passed.articleNo).filter({ hasText: '审核通过' });
    await passedRow.first().waitFor(SETTLE);
    expect(await passedRow.first().innerText()).toContain('附件齐全');
  });
});
