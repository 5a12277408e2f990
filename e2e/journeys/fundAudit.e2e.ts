import { authorRevisionList } from '@jb/contract/api/revisions';
import { REVIEW_STAGES } from '@jb/contract/workflow';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { authors, manuscripts } from '../../packages/server/src/db/schema/index.ts';
import { pressInDialog, rowWith } from '../support/antd.ts';
import { findSiteManuscript, signInOnSite } from '../support/authorSite.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';
import { prepareWith } from '../support/world.ts';

const AUTHOR_PHONE = '13700000001';
const SETTLE = { timeout: 30_000 };
const DECLARED = 'E2E-FUND-001';
const CORRECTED = 'E2E-FUND-002';
const REASON = '基金编号与立项证明不符（端到端）';
const REVIEWING = REVIEW_STAGES.flatMap((s) => s.statuses);

/** The demo author's newest manuscript in review declares a fund waiting for the audit (this journey's own row). */
const fundedManuscript = prepareWith(async (db) => {
  const [author] = await db.select({ id: authors.id }).from(authors).where(eq(authors.phone, AUTHOR_PHONE));
  const [m] = await db
    .select({ id: manuscripts.id })
    .from(manuscripts)
    .where(
      and(
        eq(manuscripts.authorId, author!.id),
        // In review: no revision application of the demo's (those are after acceptance) is in the way.
        inArray(manuscripts.status, [...REVIEWING]),
      ),
    )
    .orderBy(desc(manuscripts.id))
    .limit(1);
  await db
    .update(manuscripts)
    .set({
      foundationFlag: 1,
      foundationStatus: 1,
      fundName: '国家自然科学基金',
      fundNumber: DECLARED,
      fundLevel: 2,
    })
    .where(eq(manuscripts.id, m!.id));
});

/** 基金审核 with the keyword, on the status tab. */
async function fundRow(page: Page, tab: 1 | 2 | 3, keyword: string) {
  await page.getByTestId(`fund-tab-${tab}`).click();
  await page.getByTestId('filter-keyword').fill(keyword);
  await page.getByTestId('filter-submit').click();
  const row = rowWith(page, keyword);
  await row.waitFor(SETTLE);
  return row;
}

/**
 * The fund audit (基金审核, docs/author-requests.md "Fund audit"): the auditor fails a funded
 * manuscript's fund with the reason; the author corrects the fund number by a revision application
 * and the office passes it, which sends the fund back to the audit; the auditor passes it.
 */
describe('the auditor fails a fund, the author corrects it, the auditor passes it', () => {
  const journey = useJourney({}, fundedManuscript);
  let journalCode = '';
  let manuscriptId = 0;
  let articleNo = '';

  beforeAll(async () => {
    ({ journalCode, manuscriptId, articleNo } = await findSiteManuscript(
      journey.server.url,
      AUTHOR_PHONE,
      async (m, site, session) =>
        (await site(authorRevisionList, { query: { id: m.id } }, session)).current.fundNumber === DECLARED,
    ));
    expect(manuscriptId, 'the demo author’s funded manuscript').toBeGreaterThan(0);
  });

  it('the auditor reads the declared fund and fails it with the reason', async () => {
    const auditor = await signedInPage(journey, 'pressadmin');
    await openFromMenu(auditor, '运营管理', '基金审核', /\/operation\/fundAuditf/);
    const row = await fundRow(auditor, 1, DECLARED);
    expect(await row.innerText()).toContain(articleNo);
    await row.locator('[data-testid^="fund-open-"]').click();
    await auditor.getByTestId('fund-detail-status').getByText('基金待审核').waitFor(SETTLE);
    await auditor.keyboard.press('Escape');
    await row.locator('[data-testid^="row-action-fail-"]').click();
    await auditor.getByTestId('fund-decision-form').waitFor(SETTLE);
    await auditor.getByTestId('fund-decision-note').fill(REASON);
    await pressInDialog(auditor, 'form-submit');
    await auditor.locator('.ant-message').getByText('基金审核未通过').waitFor(SETTLE);
    expect(await (await fundRow(auditor, 3, DECLARED)).innerText()).toContain(REASON);
    await auditor.close();
  });

  it('the author corrects the fund number by a revision application; the office passes it', async () => {
    const page = await journey.browser.newPage();
    await signInOnSite(page, journey.server.url, journalCode, AUTHOR_PHONE);
    await page.goto(`${journey.server.url}/submit/${journalCode}/manuscripts/${manuscriptId}`);
    await page.getByTestId('revision-app-open').click();
    await page.getByTestId('revision-app-form').waitFor(SETTLE);
    await page.getByTestId('submit-fund-number').fill(CORRECTED);
    await page.getByTestId('revision-app-reason').fill('更正基金编号');
    await page.getByTestId('revision-app-submit').click();
    await page.getByTestId('revision-app-latest').getByText('等待编辑部审核').waitFor(SETTLE);
    await page.close();

    const editor = await signedInPage(journey, 'pressadmin');
    await openFromMenu(editor, '运营管理', '修改申请', /\/operation\/articleExamine/);
    const row = rowWith(editor, articleNo);
    await row.waitFor(SETTLE);
    await row.locator('[data-testid^="examine-open-"]').click();
    await editor.getByTestId('examine-pass').click();
    await editor.getByTestId('examine-decision-form').waitFor(SETTLE);
    await pressInDialog(editor, 'form-submit');
    await editor.getByTestId('examine-detail-status').getByText('已通过').waitFor(SETTLE);
    await editor.close();
  });

  it('the corrected fund waits for the audit again; the auditor passes it', async () => {
    const auditor = await signedInPage(journey, 'pressadmin');
    await openFromMenu(auditor, '运营管理', '基金审核', /\/operation\/fundAuditf/);
    const row = await fundRow(auditor, 1, CORRECTED);
    await row.locator('[data-testid^="row-action-pass-"]').click();
    await auditor.getByTestId('fund-decision-form').waitFor(SETTLE);
    await pressInDialog(auditor, 'form-submit');
    await auditor.locator('.ant-message').getByText('基金审核已通过').waitFor(SETTLE);
    expect(await (await fundRow(auditor, 2, CORRECTED)).innerText()).toContain(articleNo);
    await auditor.close();
  });
});
