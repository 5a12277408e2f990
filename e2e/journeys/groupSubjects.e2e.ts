import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseTreeNode, rowWith } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';

const LIST = '/organizationalManagement/groupsManagement';
/** The first-review group of the demo (seed/access.ts) and its members' subjects (seed/subjectMatch.ts). */
const GROUP = '计算机初审组';
/** A subject of the demo's platform tree (seed/configuration.ts) nobody in the group handles yet. */
const SUBJECT = '机械工程';
const SETTLE = { timeout: 20_000 };

/**
 * A press administrator gives an editor-group member the subjects one-key allocation gives them
 * first: 编辑组管理 → the group's settings show each member's subjects (or 不限学科); a subject is
 * picked from the press's subject tree for the member who had none, saved, and kept on reopening.
 */
describe('the subjects of editor-group members', () => {
  const journey = useJourney();
  let admin: Page;

  beforeAll(async () => {
    admin = await signedInPage(journey, 'pressadmin');
  });

  /** The subjects picker of a member's row, found by the member's name. */
  const subjectsOf = (name: string) =>
    admin
      .getByTestId('group-members')
      .locator('tr', { hasText: name })
      .locator('[data-testid^="member-subjects-"]')
      .first();

  it('shows each member’s subjects in the group’s settings', async () => {
    await admin.goto(`${journey.server.url}${LIST}`);
    await rowWith(admin, GROUP).waitFor(SETTLE);
    await rowWith(admin, GROUP).locator('[data-testid^="group-open-"]').click();
    await admin.waitForURL(/groupSetting\?id=\d+/);
    await admin.getByTestId('group-members').waitFor(SETTLE);
    await expect.poll(() => subjectsOf('李编辑').innerText(), SETTLE).toContain('计算机科学与技术');
    expect(await subjectsOf('刘洋').innerText()).toContain('电子信息工程');
    expect(await subjectsOf('陈静').innerText()).toContain('不限学科');
  });

  it('gives the member without subjects one, saved and kept on reopening', async () => {
    const testId = (await subjectsOf('陈静').getAttribute('data-testid'))!;
    await chooseTreeNode(admin, testId, SUBJECT);
    await admin.getByTestId('form-submit').click();
    await admin.locator('.ant-message').getByText('已保存').waitFor(SETTLE);
    await admin.reload();
    await admin.getByTestId('group-members').waitFor(SETTLE);
    await expect.poll(() => subjectsOf('陈静').innerText(), SETTLE).toContain(SUBJECT);
    expect(await subjectsOf('李编辑').innerText()).toContain('计算机科学与技术');
  });
});
