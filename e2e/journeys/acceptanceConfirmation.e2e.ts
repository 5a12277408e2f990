import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pressInDialog } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

const SETTLE = { timeout: 30_000 };
const LIST = '[data-testid="resource-table"][data-path="/sys/caibian/confirm/list"]';
const PERSON = '课题组王秘书';

/**
 * 录用确认 as people do it: the demo acquisition editor 张采编 (caibian) opens 录用确认, sees the
 * answers already recorded, and records a colleague's confirmation of the acceptance terms and fee
 * for an author whose manuscript waits at acceptance confirmation (by text message, with a note); the
 * row then shows it answered. The press administrator opens the editors' acceptance screen (编辑审稿 →
 * 录用确认) on that manuscript, and its drawer shows the recorded answer, read-only.
 */
describe('the acquisition editor records an author’s acceptance confirmation', () => {
  const journey = useJourney();
  let page: Page;
  let id = 0;
  let articleNo = '';
  beforeAll(async () => {
    page = await signedInPage(journey, 'caibian');
  });

  it('records a confirmation for a manuscript at acceptance confirmation; the row shows it', async () => {
    await openFromMenu(page, '采编工作台', '录用确认', /\/caibian\/toConfirm/);
    await page.locator(LIST).waitFor(SETTLE);
    // The demo has answers recorded already, and manuscripts still waiting.
    await page.locator('[data-testid^="confirm-state-"]', { hasText: '已确认' }).first().waitFor(SETTLE);
    const waiting = page
      .getByTestId('resource-table')
      .locator('tr.ant-table-row', { hasText: '录用确认' })
      .filter({ has: page.locator('[data-testid^="row-action-record-"]') })
      .first();
    await waiting.waitFor(SETTLE);
    const button = waiting.locator('[data-testid^="row-action-record-"]');
    id = Number((await button.getAttribute('data-testid'))!.replace('row-action-record-', ''));
    articleNo = (await waiting.locator('td').first().innerText()).trim();
    expect(await page.getByTestId(`confirm-state-${id}`).innerText()).toContain('待确认');

    await button.click();
    const form = page.getByTestId('confirm-form');
    await form.waitFor();
    await form.getByText('代作者确认').click();
    await page.getByTestId('confirm-person').fill(PERSON);
    await form.getByText('短信/微信').click();
    await page.getByTestId('confirm-note').fill('作者出差，由课题组秘书确认录用条件，录用费下周支付');
    await pressInDialog(page, 'form-submit');
    await page.locator('.ant-message').getByText('已登记').waitFor(SETTLE);
    await expect.poll(() => page.getByTestId(`confirm-state-${id}`).innerText(), SETTLE).toContain('已确认');
    expect(await page.getByTestId(`row-action-record-${id}`).count()).toBe(0);
  });

  it('shows the recorded answer on the editors’ acceptance screen', async () => {
    const admin = await signedInPage(journey, 'pressadmin');
    await openFromMenu(admin, '编辑审稿', '录用确认', /\/editorialReview\/employedToConfirm/);
    await admin.goto(
      `${journey.server.url}/editorialReview/employedToConfirm?keyword=${encodeURIComponent(articleNo)}`,
    );
    await admin.getByTestId(`queue-open-${id}`).click(SETTLE);
    const panel = admin.getByTestId('acceptance-answer');
    await panel.getByTestId('acceptance-answer-record').waitFor(SETTLE);
    const text = await panel.innerText();
    expect(text).toContain(PERSON);
    expect(text).toContain('短信/微信');
    expect(text).toContain('作者已确认');
  });
});
