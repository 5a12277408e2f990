import {
  authorLogin,
  authorManuscriptDetailCall,
  authorManuscripts,
  authorSiteJournal,
} from '@jb/contract/api/authorSite';
import { Status } from '@jb/contract/workflow';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/actions.ts';
import { authorSite, signInOnSite } from '../support/authorSite.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

const AUTHOR_PHONE = '13700000001';
const AUTHOR_NAME = '刘晓明';
const SETTLE = { timeout: 30_000 };
const REASON = '退稿后申请退费';

/**
 * The author's own refund request: on the journal's site the demo author opens a rejected manuscript
 * of theirs with a paid page fee, asks for the money back, and the press administrator finds the
 * request on 退款审核, asked by the author.
 */
describe('an author asks for a refund on a rejected manuscript', () => {
  const journey = useJourney();
  let journalCode = '';
  let manuscriptId = 0;
  let refundable = '';

  beforeAll(async () => {
    const site = authorSite(journey.server.url);
    // The demo seed gives one of the author's rejected manuscripts a paid page fee: find its journal.
    for (let id = 1; id < 12 && !manuscriptId; id += 1) {
      const session = await site(authorLogin, {
        body: { journalId: id, phone: AUTHOR_PHONE, password: DEMO_PASSWORD },
      }).catch(() => null);
      if (!session) continue;
      const mine = await site(authorManuscripts, { query: {} }, session);
      for (const m of mine.filter((x) => x.status === Status.REJECTED)) {
        const detail = await site(authorManuscriptDetailCall, { query: { id: m.id } }, session);
        const open = detail.orders.find((o) => o.refundableFen > 0);
        if (open) {
          journalCode = (await site(authorSiteJournal, { query: { journalId: id } })).code;
          manuscriptId = m.id;
          refundable = (open.refundableFen / 100).toFixed(2);
          break;
        }
      }
    }
    expect(manuscriptId, 'a rejected manuscript with a paid fee in the demo').toBeGreaterThan(0);
  });

  it('the author asks on the site; the request waits for the administrator', async () => {
    const page = await journey.browser.newPage();
    await signInOnSite(page, journey.server.url, journalCode, AUTHOR_PHONE);
    await page.goto(`${journey.server.url}/submit/${journalCode}/manuscripts/${manuscriptId}`);
    const card = page.getByTestId('refund-card');
    await card.waitFor(SETTLE);
    // The reason is required; the amount starts at what may be refunded.
    expect(await page.getByTestId('refund-amount').inputValue()).toBe(refundable);
    await page.getByTestId('refund-submit').click();
    await card.locator('.ant-form-item-explain-error').first().waitFor(SETTLE);
    await page.getByTestId('refund-reason').fill(REASON);
    await page.getByTestId('refund-submit').click();
    await page.locator('.ant-message').getByText('退款申请已提交').waitFor(SETTLE);
    // The request holds what it asked: that order is no longer offered.
    await expect
      .poll(
        async () =>
          (await page.getByTestId('refund-card').count()) === 0 ||
          (await page.getByTestId('refund-amount').inputValue()) !== refundable,
        SETTLE,
      )
      .toBe(true);
    await page.close();
  });

  it('the administrator finds it on 退款审核, asked by the author', async () => {
    const office = await signedInPage(journey, 'pressadmin');
    await openFromMenu(office, '运营管理', '退款审核', /\/operation\/refundAudit/);
    await office.waitForLoadState('networkidle');
    const row = office.locator('tr', { hasText: REASON });
    await row.first().waitFor(SETTLE);
    expect(await row.first().innerText()).toContain(AUTHOR_NAME);
    await office.close();
  });
});
