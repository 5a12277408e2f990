import { readFileSync } from 'node:fs';
import path from 'node:path';
import { authorLogin, authorSubmit } from '@jb/contract/api/authorSite';
import { authorUpload } from '@jb/contract/api/files';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/actions.ts';
import { authorSite, journalIdByName, signInOnSite } from '../support/authorSite.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';

const JOURNAL = '计算机科学与应用';
const AUTHOR_PHONE = '13700000001';
const TITLE = '附件补充端到端验证：版权协议补签';
const ASSETS = path.resolve(import.meta.dirname, '../../packages/server/assets');
const SETTLE = { timeout: 20_000 };

async function closeDrawer(page: Page) {
  await page.getByTestId('annex-drawer').locator('.ant-drawer-close').click();
  await expect.poll(() => page.getByTestId('annex-drawer').count(), SETTLE).toBe(0);
}

async function search(page: Page) {
  await page.getByTestId('filter-keyword').fill(TITLE);
  await page.getByTestId('filter-submit').click();
  await page.waitForURL(/keyword=/);
}

/**
 * An annex supplement from both sides: an author sends a manuscript with an annex; the office, on
 * 附件审核, asks for a supplement naming the journal's copyright requirement; the author sees the
 * request on the journal's site and sends the signed agreement; the office finds it awaiting audit
 * again, with the whole story in its history, and passes it.
 */
describe('an annex supplement, asked by the office and sent by the author', () => {
  const journey = useJourney();
  let office: Page;
  let journalId = 0;
  let journalCode = '';
  let manuscriptId = 0;

  beforeAll(async () => {
    const site = authorSite(journey.server.url);
    const ids = await journalIdByName(journey.server.url, JOURNAL);
    journalId = ids.journalId;
    journalCode = ids.code;
    const session = await site(authorLogin, {
      body: { journalId, phone: AUTHOR_PHONE, password: DEMO_PASSWORD },
    });
    const upload = async (kind: 'manuscript' | 'annex', file: string, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(readFileSync(path.join(ASSETS, file)))]), name);
      return (await site(authorUpload, { query: { kind }, form }, session)).id;
    };
    const m = await site(
      authorSubmit,
      {
        body: {
          columnId: ids.columnId,
          title: TITLE,
          keywords: '附件；版权',
          abstract: '端到端测试。',
          manuscriptFileId: await upload('manuscript', 'manuscript.docx', '稿件.docx'),
          annexFileIds: [await upload('annex', 'fund-certificate.pdf', '版权转让协议.pdf')],
        },
      },
      session,
    );
    manuscriptId = m.id;
    office = await signedInPage(journey, 'pressadmin');
  });

  it('the office asks for a supplement naming the missing requirement', async () => {
    await openFromMenu(office, '编辑审稿', '附件审核', /\/editorialReview\/attachmentReview/);
    await search(office);
    await office.getByTestId(`annex-open-${manuscriptId}`).click();
    const drawer = office.getByTestId('annex-drawer');
    await drawer.getByTestId('annex-action-supplementAnnex').click();
    const kind = office.locator('[data-testid^="supplement-kind-"]').first();
    await kind.waitFor(SETTLE);
    await kind.click();
    await office.getByTestId('supplement-note').fill('版权转让协议缺少通讯作者签字，请补签后上传。');
    await office.getByTestId('form-submit').click();
    await drawer.getByTestId('annex-history-supplementAnnex').waitFor(SETTLE);
    await closeDrawer(office);
    await office.getByTestId('tab-supplement').click();
    await office.waitForLoadState('networkidle');
    await expect.poll(() => office.getByTestId(`annex-open-${manuscriptId}`).count(), SETTLE).toBe(1);
  });

  it('the author sees the request on the site and sends the signed agreement', async () => {
    const page = await journey.browser.newPage();
    await signInOnSite(page, journey.server.url, journalCode, AUTHOR_PHONE);
    await page.goto(`${journey.server.url}/submit/${journalCode}/manuscripts/${manuscriptId}`);
    const card = page.getByTestId('annex-card');
    await card.waitFor(SETTLE);
    expect(await card.getByTestId('annex-note').innerText()).toContain('缺少通讯作者签字');
    expect(await card.getByTestId('annex-kinds').innerText()).toContain('版权转让协议');
    // Sending without a file is refused under the field.
    await page.getByTestId('annex-submit').click();
    await page.getByTestId('annex-form').locator('.ant-form-item-explain-error').first().waitFor();
    await page
      .getByTestId('upload-annex-supplement')
      .locator('input[type=file]')
      .setInputFiles(path.join(ASSETS, 'fund-certificate.pdf'));
    await page.getByTestId('upload-annex-supplement').locator('.ant-upload-list-item-done').waitFor(SETTLE);
    await page.getByTestId('annex-supplement-note').fill('已补签，请审核。');
    await page.getByTestId('annex-submit').click();
    await page.locator('.ant-message').getByText('补充材料已提交').waitFor(SETTLE);
    await expect.poll(() => page.getByTestId('annex-card').count(), SETTLE).toBe(0);
    await page.close();
  });

  it('the office finds it awaiting audit again, with its history, and passes it', async () => {
    await office.reload();
    await office.getByTestId('tab-awaiting').click();
    await search(office);
    await office.getByTestId(`annex-open-${manuscriptId}`).click();
    const drawer = office.getByTestId('annex-drawer');
    await drawer.getByTestId('annex-history-supplemented').waitFor(SETTLE);
    expect(await drawer.getByTestId('annex-history-supplementAnnex').count()).toBe(1);
    await drawer.getByTestId('annex-action-pass').click();
    await office.getByTestId('verdict-note').fill('附件齐全');
    await office.getByTestId('verdict-ok').click();
    await drawer.getByTestId('annex-history-pass').waitFor(SETTLE);
    await closeDrawer(office);
    await office.getByTestId('tab-audited').click();
    await office.waitForLoadState('networkidle');
    await expect.poll(() => office.getByTestId(`annex-open-${manuscriptId}`).count(), SETTLE).toBe(1);
  });
});
