import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/actions.ts';
import { rowWith, submitDialog } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';

const TITLE = '关于稿件系统新版上线的通知';
const CONTENT = '新版稿件系统已于今日上线。\n如发现问题，请通过页眉的“意见反馈”告诉我们。';

/** How long a change may take to show on this shared, busy machine. */
const SETTLE = { timeout: 20_000 };

/** The count the header badge shows now. */
async function badge(page: Page): Promise<number> {
  return Number(await page.getByTestId('unread-badge').getAttribute('data-count'));
}

/**
 * A press administrator sends an announcement from 消息通知 → 公告; an editor of the press signs in,
 * sees it counted on the bell, opens the inbox from the bell, reads it (the badge drops by one), and
 * the administrator's list shows it read by one of its recipients.
 */
describe('announcements and the inbox', () => {
  const journey = useJourney();
  let admin: Page;
  let editor: Page;
  let recipients = 0;

  beforeAll(async () => {
    admin = await signedInPage(journey, 'pressadmin');
  });

  it('a press administrator sends an announcement to the press’s staff', async () => {
    await admin.getByTestId('unread-bell').click();
    await admin.waitForURL(/\/manage\/messageNotification/);
    await expect.poll(() => admin.getByTestId('screen-title').innerText(), SETTLE).toBe('消息通知');
    await admin.getByRole('tab', { name: '公告' }).click();
    await admin.waitForURL(/tab=announcements/);
    await admin.getByTestId('announce-new').click();
    // An empty announcement is refused on its fields.
    await submitDialog(admin);
    await admin.locator('.ant-form-item-explain-error').first().waitFor();
    await admin.getByTestId('announce-title').fill(TITLE);
    await admin.getByTestId('announce-content').fill(CONTENT);
    await admin.getByTestId('form-submit').click();
    await admin.getByText(/公告已发送给 \d+ 人/).waitFor();
    recipients = Number((await admin.getByText(/公告已发送给 \d+ 人/).innerText()).match(/\d+/)![0]);
    expect(recipients).toBeGreaterThan(3);
    const row = rowWith(admin, TITLE);
    await row.waitFor();
    expect(await row.innerText()).toContain(`0 / ${recipients}`);
  });

  it('an editor of the press sees it on the bell, reads it in the inbox, and the badge drops', async () => {
    editor = await journey.browser.newPage();
    await signIn(editor, journey.server.url, 'reviewer');
    await editor.waitForURL(/\/manage\/welcome$/);
    await expect.poll(() => badge(editor), SETTLE).toBeGreaterThan(0);
    const before = await badge(editor);

    await editor.getByTestId('unread-bell').click();
    await editor.waitForURL(/\/manage\/messageNotification/);
    // Unread first, newest first: the announcement heads the list.
    const first = editor.getByTestId('resource-table').locator('tr.ant-table-row').first();
    await expect.poll(() => first.innerText(), SETTLE).toContain(TITLE);
    expect(await first.innerText()).toContain('未读');
    // Only the inbox: an editor may not announce.
    expect(await editor.getByRole('tab', { name: '公告' }).count()).toBe(0);

    await first.getByText(TITLE).click();
    const drawer = editor.getByTestId('message-drawer');
    await drawer.getByTestId('message-content').waitFor();
    expect(await drawer.getByTestId('message-content').innerText()).toBe(CONTENT);
    expect(await drawer.innerText()).toContain('王社长');
    await expect.poll(() => badge(editor), SETTLE).toBe(before - 1);
    await editor.keyboard.press('Escape');
    await expect.poll(() => rowWith(editor, TITLE).innerText(), SETTLE).toContain('已读');
    // Unread first: it has moved below the messages still unread.
    expect(await first.innerText()).not.toContain(TITLE);

    // Marked unread again, it counts again; all read, the bell is empty.
    await rowWith(editor, TITLE).getByRole('button', { name: '标为未读' }).click();
    await expect.poll(() => badge(editor), SETTLE).toBe(before);
    await editor.getByTestId('message-read-all').click();
    await expect.poll(() => badge(editor), SETTLE).toBe(0);
    await expect
      .poll(async () => (await editor.getByText('未读', { exact: true }).count()) === 0, SETTLE)
      .toBe(true);
  });

  it('the administrator sees it read by its recipient', async () => {
    await admin.reload();
    await expect.poll(() => rowWith(admin, TITLE).innerText(), SETTLE).toContain(`1 / ${recipients}`);
  });
});
