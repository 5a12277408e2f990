import { authorManuscriptDetailCall } from '@jb/contract/api/authorSite';
import { OrderPayStatus } from '@jb/contract/enums/order';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pressInDialog, rowWith } from '../support/antd.ts';
import { findSiteManuscript, signInOnSite } from '../support/authorSite.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

const AUTHOR_PHONE = '13700000001';
const SETTLE = { timeout: 30_000 };
const REASON = '已改投他刊，申请撤回（端到端）';

/** The newest withdrawal code sent to the phone, read on 通知's outbox as the office reads it in demo mode. */
async function codeFromOutbox(office: Page): Promise<string> {
  await openFromMenu(office, '编辑审稿', '通知', /\/editorialReview\/notify/);
  await office.getByTestId('tab-outbox').click();
  await office.waitForURL(/tab=outbox/);
  const row = rowWith(office, AUTHOR_PHONE).filter({ hasText: '撤稿验证码' }).first();
  await row.waitFor(SETTLE);
  await row.locator('[data-testid^="outbox-open-"]').click();
  const body = office.getByTestId('outbox-body');
  await body.waitFor(SETTLE);
  const code = /\d{6}/.exec(await body.innerText())?.[0];
  expect(code, 'the code on the outbox screen').toBeTruthy();
  await office.getByTestId('outbox-drawer').locator('.ant-drawer-close').click();
  return code!;
}

/**
 * Withdrawal (撤稿, docs/author-requests.md): the demo author asks on the journal's site to withdraw a
 * manuscript under review with a paid fee, confirming with the SMS code (read from the press's
 * outbox screen, as the demo's phone); the office passes it on 撤稿审核; the refund request of the
 * paid fee appears for finance on 退款管理.
 */
describe('an author withdraws a manuscript with an SMS code', () => {
  const journey = useJourney();
  let journalCode = '';
  let manuscriptId = 0;
  let articleNo = '';

  beforeAll(async () => {
    ({ journalCode, manuscriptId, articleNo } = await findSiteManuscript(
      journey.server.url,
      AUTHOR_PHONE,
      async (m, site, session) => {
        if (!m.actions.includes('withdraw')) return false;
        const detail = await site(authorManuscriptDetailCall, { query: { id: m.id } }, session);
        return detail.orders.some((o) => o.payStatus === OrderPayStatus.PAID && o.paidFen > 0);
      },
    ));
    expect(
      manuscriptId,
      'a manuscript of the demo author that may be withdrawn, with a paid fee',
    ).toBeGreaterThan(0);
  });

  it('the author asks with the reason and the code; the request waits for review', async () => {
    const page = await journey.browser.newPage();
    await signInOnSite(page, journey.server.url, journalCode, AUTHOR_PHONE);
    await page.goto(`${journey.server.url}/submit/${journalCode}/manuscripts/${manuscriptId}`);
    await page.getByTestId('withdrawal-card').waitFor(SETTLE);
    await page.getByTestId('withdrawal-reason').fill(REASON);
    await page.getByTestId('withdrawal-send-code').click();
    await page.locator('.ant-message').getByText('验证码已发送').waitFor(SETTLE);

    const office = await signedInPage(journey, 'pressadmin');
    const code = await codeFromOutbox(office);
    await office.close();

    await page.getByTestId('withdrawal-code').fill(code);
    await page.getByTestId('withdrawal-submit').click();
    await page.locator('.ant-message').getByText('撤稿申请已提交').waitFor(SETTLE);
    // Asked once: the form gives way to the request's state.
    await page.getByTestId('withdrawal-latest').getByText('等待编辑部审核').waitFor(SETTLE);
    expect(await page.getByTestId('withdrawal-card').count()).toBe(0);
    await page.close();
  });

  it('the office passes it on 撤稿审核: the manuscript is withdrawn', async () => {
    // The press administrator works every journal (the demo reviewer only the first one).
    const editor = await signedInPage(journey, 'pressadmin');
    await openFromMenu(editor, '运营管理', '撤稿审核', /\/operation\/acceptanceWithdrawal/);
    const row = rowWith(editor, articleNo);
    await row.waitFor(SETTLE);
    expect(await row.innerText()).toContain('作者在线申请');
    await row.getByRole('button', { name: '同意撤稿' }).click();
    await editor.getByTestId('withdrawal-decision-form').waitFor(SETTLE);
    await pressInDialog(editor, 'form-submit');
    await editor.locator('.ant-message').getByText('已同意撤稿').waitFor(SETTLE);
    await editor.getByTestId('withdrawal-tab-2').click();
    await rowWith(editor, articleNo).waitFor(SETTLE);
    await editor.close();
  });

  it('finance finds the refund request of the paid fee on 退款管理', async () => {
    const finance = await signedInPage(journey, 'finance', /\/finance\/index$/);
    await openFromMenu(finance, '财务管理', '退款管理', /\/finance\/refundManage/);
    await finance.getByTestId('refund-tab-all').click();
    // The reason is cut on the row (SPEC §5): the row is found by the manuscript's number.
    const row = rowWith(finance, articleNo);
    await row.first().waitFor(SETTLE);
    expect(await row.first().innerText()).toContain('撤稿');
    await finance.close();
  });
});
