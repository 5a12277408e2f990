import { WireError } from '@jb/client/envelope';
import { authorLogin } from '@jb/contract/api/authorSite';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, rowWith } from '../support/antd.ts';
import { authorSite, registerAuthor } from '../support/authorSite.ts';
import { signedInPage, useJourney } from '../support/journey.ts';

const JOURNAL = '计算机科学与应用';
const PHONE = '13612345678';

/**
 * An author registers and signs in at an open journal's site (once with a wrong password) and
 * submits; the platform operator opens the journal's author sign-in detail from journal review,
 * sees both attempts, and narrows them to the failed one.
 */
describe('author sign-ins of a journal, seen by the platform', () => {
  const journey = useJourney({ LOG_LEVEL: 'info' });
  let platform: Page;
  let journalId = 0;

  beforeAll(async () => {
    platform = await signedInPage(journey, 'platform');
  });

  it('finds the open journal in journal review', async () => {
    await platform.goto(`${journey.server.url}/manage/journalReview?status=2`);
    await rowWith(platform, JOURNAL).waitFor();
    const testId = await rowWith(platform, JOURNAL).getAttribute('data-testid');
    journalId = Number(testId?.replace('row-', ''));
    expect(journalId).toBeGreaterThan(0);
  });

  it('lets an author register, sign in (after one wrong password) and submit at that journal', async () => {
    const site = authorSite(journey.server.url);
    const reg = await registerAuthor(journey.server, {
      journalId,
      name: '测试作者',
      phone: PHONE,
      password: 'Author2026x',
    });
    expect(reg.id).toBeGreaterThan(0);
    const wrong = await site(authorLogin, {
      body: { journalId, phone: PHONE, password: 'Nope12345' },
    }).catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(WireError);
    expect((wrong as WireError).code).toBe(40010);
    const ok = await site(authorLogin, { body: { journalId, phone: PHONE, password: 'Author2026x' } });
    expect(ok.journal).toMatchObject({ id: journalId, name: JOURNAL });
  });

  it('shows the platform both attempts, and only the failed one when filtered', async () => {
    await platform.goto(`${journey.server.url}/manage/journalReview?status=2`);
    await platform.getByTestId(`journal-author-logins-${journalId}`).click();
    await platform.waitForURL(/\/manage\/journalReview\/authorLoginDetail\?journalId=/);
    await platform.getByTestId('author-logins').getByText(`「${JOURNAL}」的作者登录明细`).waitFor();
    await rowWith(platform, PHONE).first().waitFor();
    expect(await rowWith(platform, PHONE).count()).toBe(2);
    expect(await rowWith(platform, PHONE).first().innerText()).toContain('测试作者');
    await chooseOption(platform, 'filter-result', '密码错误');
    await platform.getByTestId('filter-submit').click();
    await platform.waitForURL(/result=wrongPassword/);
    await expect.poll(() => rowWith(platform, PHONE).count()).toBe(1);
    expect(await platform.getByTestId('table-export').count()).toBe(1);
    expect(await platform.title()).toContain('作者登录明细');
  });
});
