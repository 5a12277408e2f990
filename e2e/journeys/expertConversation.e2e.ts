import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage, useJourney } from '../support/journey.ts';

const SETTLE = { timeout: 20_000 };
const QUESTION = '专家您好，作者对第 2 节的推导做了说明，请问是否还需要补充证明？';
const ANSWER = '说明已足够，不必再补充证明，我会在意见中注明。';

const message = (panel: ReturnType<Page['getByTestId']>, text: string) =>
  panel.locator('[data-testid^="conversation-message-"]').filter({ hasText: text });

/**
 * The editor ↔ expert thread as people use it: the demo expert (陈教授) has a review in progress;
 * the press administrator finds its manuscript, opens the expert's tab among the manuscript's
 * messages and writes; the expert, on their review screen, reads it from the editorial office (the
 * journal reviews anonymously) marked new, and answers; the administrator sees the answer under the
 * expert's name, marked new, and that the expert has read the question.
 */
describe('the editor and an invited expert write to each other about a manuscript', () => {
  const journey = useJourney();
  let expert: Page;
  let staff: Page;
  let invitationId = 0;
  let articleNo = '';

  it('the expert opens a review in progress, with its thread to the editorial office', async () => {
    expert = await signedInPage(journey, 'expert');
    await expert.goto(`${journey.server.url}/expert?state=accepted`);
    const open = expert.locator('[data-testid^="invitation-open-"]').first();
    await open.waitFor(SETTLE);
    invitationId = Number((await open.getAttribute('data-testid'))!.replace('invitation-open-', ''));
    await open.click();
    await expert.waitForURL(new RegExp(`[?&]invitation=${invitationId}`));
    articleNo = await expert.getByTestId('expert-article-no').innerText(SETTLE);
    await expert.getByTestId('expert-messages').getByTestId('conversation-input').waitFor(SETTLE);
    // Away from the screen while the editor writes (an open thread marks new messages read).
    await expert.goto(`${journey.server.url}/expert`);
    await expert.getByTestId('resource-table').waitFor(SETTLE);
  });

  it('lets the press administrator write to that expert from the manuscript detail', async () => {
    staff = await signedInPage(journey, 'pressadmin');
    await staff.goto(
      `${journey.server.url}/operation/manuscriptManage?keyword=${encodeURIComponent(articleNo)}`,
    );
    const row = staff.locator('[data-testid^="manuscript-open-"]').first();
    await row.waitFor(SETTLE);
    await row.click();
    await staff.waitForURL(/\/operation\/articleDetail\?id=\d+/);
    const thread = `expert:${invitationId}`;
    const tab = staff.getByTestId(`conversation-thread-${thread}`);
    await tab.waitFor(SETTLE);
    expect(await tab.innerText()).toContain('陈教授');
    await tab.click();
    await staff.waitForURL(new RegExp(`thread=expert%3A${invitationId}|thread=expert:${invitationId}`));
    const panel = staff.getByTestId(`conversation-pane-${thread}`);
    await panel.getByTestId('conversation-input').fill(QUESTION);
    await panel.getByTestId('conversation-send').click();
    const sent = message(panel, QUESTION);
    await sent.waitFor(SETTLE);
    expect(await sent.getByTestId('conversation-sender').innerText()).toBe('王社长');
    expect(await sent.getByTestId('conversation-read-mark').innerText()).toBe('未读');
    // The author's tab shows none of it.
    await staff.getByTestId('conversation-thread-author').click();
    const authorPanel = staff.getByTestId('conversation-pane-author');
    await authorPanel.getByTestId('conversation-input').waitFor(SETTLE);
    expect(await authorPanel.innerText()).not.toContain(QUESTION);
    await staff.goto(`${journey.server.url}/manage/welcome`);
    await staff.getByTestId('welcome-who').waitFor(SETTLE);
  });

  it('shows the expert the question from the editorial office, marked new, and takes the answer', async () => {
    const marked = expert.waitForResponse((r) => r.url().includes('/expertArea/conversation/read'));
    await expert.goto(`${journey.server.url}/expert?invitation=${invitationId}`);
    const panel = expert.getByTestId('expert-messages');
    const question = message(panel, QUESTION);
    await question.waitFor(SETTLE);
    // An anonymous review: the office, never the administrator's name.
    expect(await question.getByTestId('conversation-sender').innerText()).toBe('编辑部');
    await question.getByTestId('conversation-new').waitFor();
    expect(await panel.innerText()).not.toContain('王社长');
    expect((await marked).ok()).toBe(true);

    await panel.getByTestId('conversation-input').fill(ANSWER);
    await panel.getByTestId('conversation-send').click();
    const answer = message(panel, ANSWER);
    await answer.waitFor(SETTLE);
    expect(await answer.getByTestId('conversation-read-mark').innerText()).toBe('未读');
  });

  it('shows the administrator the expert’s answer under the expert’s name', async () => {
    await staff.goBack();
    await staff.waitForURL(/\/operation\/articleDetail\?id=\d+/);
    await staff.getByTestId(`conversation-thread-expert:${invitationId}`).click();
    const panel = staff.getByTestId(`conversation-pane-expert:${invitationId}`);
    const answer = message(panel, ANSWER);
    await answer.waitFor(SETTLE);
    expect(await answer.getByTestId('conversation-sender').innerText()).toBe('陈教授');
    await answer.getByTestId('conversation-new').waitFor();
    expect(await message(panel, QUESTION).getByTestId('conversation-read-mark').innerText()).toBe('已读');
  });
});
