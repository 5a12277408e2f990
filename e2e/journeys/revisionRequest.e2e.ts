import { authorRevisionList } from '@jb/contract/api/revisions';
import { RevisionStatus } from '@jb/contract/enums/revision';
import { beforeAll, describe, expect, it } from 'vitest';
import { pressInDialog, rowWith } from '../support/antd.ts';
import { findSiteManuscript, signInOnSite } from '../support/authorSite.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

const AUTHOR_PHONE = '13700000001';
const SETTLE = { timeout: 30_000 };
const CO_AUTHOR = '端到端合著者';
const REASON = '漏列一位合著者（端到端）';

/**
 * Revision applications (修改申请, docs/author-requests.md): the demo author applies on the journal's
 * site to change an accepted article's byline; the office sees old beside new on the review page
 * and passes it; the manuscript's detail shows the change, old and new, on its timeline.
 */
describe('an author applies to change the byline and the office passes it', () => {
  const journey = useJourney();
  let journalCode = '';
  let manuscriptId = 0;
  let articleNo = '';

  beforeAll(async () => {
    ({ journalCode, manuscriptId, articleNo } = await findSiteManuscript(
      journey.server.url,
      AUTHOR_PHONE,
      async (m, site, session) => {
        if (!m.actions.includes('applyRevision')) return false;
        const { applications } = await site(authorRevisionList, { query: { id: m.id } }, session);
        return applications[0]?.status !== RevisionStatus.PENDING;
      },
    ));
    expect(
      manuscriptId,
      'an accepted manuscript of the demo author with no application waiting',
    ).toBeGreaterThan(0);
  });

  it('the author adds a co-author as the corresponding author, with the reason, and submits', async () => {
    const page = await journey.browser.newPage();
    await signInOnSite(page, journey.server.url, journalCode, AUTHOR_PHONE);
    await page.goto(`${journey.server.url}/submit/${journalCode}/manuscripts/${manuscriptId}`);
    await page.getByTestId('revision-app-card').waitFor(SETTLE);
    await page.getByTestId('revision-app-open').click();
    await page.getByTestId('revision-app-form').waitFor(SETTLE);
    // The form starts from the details now.
    expect(await page.getByTestId('revision-app-title').inputValue()).not.toBe('');
    const rows = await page.locator('[data-testid^="byline-row-"]').count();
    await page.getByTestId('byline-add').click();
    await page.getByTestId(`byline-name-${rows}`).fill(CO_AUTHOR);
    await page.getByTestId(`byline-affiliation-${rows}`).fill('端到端大学');
    await page.getByTestId(`byline-corresponding-${rows}`).click();
    await page.getByTestId('revision-app-reason').fill(REASON);
    await page.getByTestId('revision-app-submit').click();
    await page.locator('.ant-message').getByText('修改申请已提交').waitFor(SETTLE);
    await page.getByTestId('revision-app-latest').getByText('等待编辑部审核').waitFor(SETTLE);
    expect(await page.getByTestId('revision-app-card').count()).toBe(0);
    await page.close();
  });

  it('the office sees the byline old beside new on 修改申请 and passes it; the timeline shows it', async () => {
    const editor = await signedInPage(journey, 'pressadmin');
    await openFromMenu(editor, '运营管理', '修改申请', /\/operation\/articleExamine/);
    const row = rowWith(editor, articleNo);
    await row.waitFor(SETTLE);
    expect(await row.innerText()).toContain('作者');
    await row.locator('[data-testid^="examine-open-"]').click();
    await editor.waitForURL(/\/operation\/examineDetail\?id=\d+/);
    const byline = editor.getByTestId('examine-field-authors');
    await byline.waitFor(SETTLE);
    expect(await byline.getAttribute('data-changed')).toBe('true');
    // The byline before (without the co-author) beside the byline after (with them).
    expect(await byline.locator('td').nth(1).innerText()).not.toContain(CO_AUTHOR);
    expect(await byline.locator('td').nth(2).innerText()).toContain(CO_AUTHOR);
    expect(await editor.getByTestId('examine-field-title').getAttribute('data-changed')).toBe('false');

    await editor.getByTestId('examine-pass').click();
    await editor.getByTestId('examine-decision-form').waitFor(SETTLE);
    await editor.getByTestId('examine-decision-note').fill('同意增补作者');
    await pressInDialog(editor, 'form-submit');
    await editor.locator('.ant-message').getByText('修改申请已通过').waitFor(SETTLE);
    await editor.getByTestId('examine-detail-status').getByText('已通过').waitFor(SETTLE);

    await editor.getByTestId('examine-manuscript').click();
    await editor.waitForURL(/\/operation\/articleDetail\?id=\d+/);
    const event = editor.getByTestId('event-revisionPass');
    await event.waitFor(SETTLE);
    const said = await event.innerText();
    expect(said).toContain('修改申请通过');
    expect(said).toContain(CO_AUTHOR);
    expect(said).toContain(REASON);
    await editor.close();
  });
});
