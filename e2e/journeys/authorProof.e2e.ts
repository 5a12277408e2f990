import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInOnSite } from '../support/authorSite.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';
import { dragOn, markIds, pageRendered } from '../support/proofViewer.ts';
import { picture, SETTLE, toastSays } from '../support/screen.ts';
import { prepareWith } from '../support/world.ts';

const CORRECTION = '“深度学系”改为“深度学习”';

/** The demo's manuscript whose author reads proof 1 (seed/authorProofs.ts), as read from its data. */
const seeded = { manuscriptId: 0, articleNo: '', journalId: 0, journalCode: '', phone: '', authorName: '' };
const prepare = prepareWith(async (db) => {
  const mark = await db.query.proofMarks.findFirst({ where: (m, { isNotNull }) => isNotNull(m.authorId) });
  if (!mark) throw new Error('the demo has no mark by an author');
  const m = await db.query.manuscripts.findFirst({ where: (r, { eq }) => eq(r.id, mark.manuscriptId) });
  const journal = await db.query.journals.findFirst({ where: (j, { eq }) => eq(j.id, m!.journalId) });
  const author = await db.query.authors.findFirst({ where: (a, { eq }) => eq(a.id, mark.authorId!) });
  Object.assign(seeded, {
    manuscriptId: m!.id,
    articleNo: m!.articleNo,
    journalId: journal!.id,
    journalCode: journal!.code,
    phone: author!.phone,
    authorName: author!.name,
  });
});

/**
 * The author reads the proofs (issue 23 §3): the journal has its authors read the proofs, and the
 * demo author's manuscript is at proof 1. The author signs in on the journal's site, opens the
 * proof from the manuscript's card (校对清样), marks a correction on the PDF, adds and takes back a
 * comment; the press administrator finds the author's mark, named as the author's, in 发排校对's
 * proof drawer beside the editor's, then switches the journal's 作者在线校对 off (the author is told)
 * and on again on 校对设置.
 */
describe('the author reads the proofs on the author site', () => {
  const journey = useJourney({}, prepare);
  let author: Page;
  let admin: Page;
  let markId = 0;

  it('the author opens the proof from the manuscript’s card and marks a correction on the PDF', async () => {
    author = await journey.browser.newPage();
    await signInOnSite(author, journey.server.url, seeded.journalCode, seeded.phone);
    // The manuscript's page (the demo author has many manuscripts) asks them to read the proof.
    await author.goto(
      `${journey.server.url}/submit/${seeded.journalCode}/manuscripts/${seeded.manuscriptId}`,
    );
    const card = author.getByTestId('proof-card');
    await card.waitFor(SETTLE);
    expect(await card.innerText()).toContain('本刊请您校对第 1 校的清样');
    await card.getByTestId('proof-open').click();
    await author.getByTestId('proof-page').waitFor(SETTLE);
    expect(await author.getByTestId('proof-title').innerText()).toBe('校对清样 · 第 1 校');
    expect(await author.getByTestId('proof-article-no').innerText()).toBe(seeded.articleNo);
    // The round's marks so far: the author's two and the editor's one (seeded), the PDF open.
    await expect.poll(() => markIds(author, 1), SETTLE).toHaveLength(3);
    await pageRendered(author, 1);

    await dragOn(author, 1, { x: 0.15, y: 0.4 }, { x: 0.6, y: 0.45 });
    const form = author.getByTestId('add-mark-1');
    await expect
      .poll(() => form.getByTestId('mark-area').innerText(), SETTLE)
      .toContain('标注第 1 页框选的区域');
    await form.locator('label', { hasText: '插入' }).click();
    // An insertion says what to insert: not sent without its words.
    await form.getByTestId('mark-add').click();
    await form.getByText('插入和批注须写明内容').waitFor(SETTLE);
    await form.getByTestId('mark-note').fill(CORRECTION);
    await form.getByTestId('mark-add').click();
    await toastSays(author, '标注已添加');
    await expect.poll(() => markIds(author, 1), SETTLE).toHaveLength(4);
    const rows = author
      .getByTestId('marks-round-1')
      .locator('tr[data-testid^="mark-"]', { hasText: CORRECTION });
    markId = Number((await rows.getAttribute('data-testid'))!.replace('mark-', ''));
    expect(await author.getByTestId(`mark-by-${markId}`).innerText()).toContain('作者');
    await author.getByTestId(`mark-box-${markId}`).waitFor(SETTLE);
    await picture(author, 'author-proof-zh-CN.png', true);
  });

  it('the author takes back a comment of theirs, but not the editor’s mark', async () => {
    const form = author.getByTestId('add-mark-1');
    await form.locator('label', { hasText: '批注' }).click();
    await form.getByTestId('mark-note').fill('此处图片分辨率偏低');
    await form.getByTestId('mark-add').click();
    await expect.poll(() => markIds(author, 1), SETTLE).toHaveLength(5);
    const comment = author
      .getByTestId('marks-round-1')
      .locator('tr[data-testid^="mark-"]', { hasText: '此处图片分辨率偏低' });
    const commentId = Number((await comment.getAttribute('data-testid'))!.replace('mark-', ''));
    await author.getByTestId(`mark-take-back-${commentId}`).click();
    await author.getByTestId('confirm-ok').click();
    await toastSays(author, '标注已撤回');
    await expect.poll(() => markIds(author, 1), SETTLE).toHaveLength(4);
    // The editor's mark is listed without a way to take it back.
    const editors = author
      .getByTestId('marks-round-1')
      .locator('tr[data-testid^="mark-"]', { hasText: '摘要首句与正文重复' });
    expect(await editors.locator('[data-testid^="mark-take-back-"]').count()).toBe(0);
  });

  it('reads in English too', async () => {
    await author.getByTestId('lang-switch').click();
    await expect
      .poll(() => author.getByTestId('proof-title').innerText(), SETTLE)
      .toBe('Proof reading · proof 1');
    expect(await author.getByTestId(`mark-by-${markId}`).innerText()).toContain('Author');
    await picture(author, 'author-proof-en-US.png', true);
    await author.getByTestId('lang-switch').click();
  });

  it('the administrator sees the author’s mark in the proof drawer on 发排校对', async () => {
    admin = await signedInPage(journey, 'pressadmin');
    await openFromMenu(admin, '编辑审稿', '发排校对', /\/editorialReview\/postingDateFaPai/);
    await admin.getByTestId('tab-proofs').click();
    await admin.getByTestId('filter-keyword').fill(seeded.articleNo);
    await admin.getByTestId('filter-submit').click();
    await admin.getByTestId(`row-${seeded.manuscriptId}`).waitFor(SETTLE);
    await admin.getByTestId(`row-action-detail-${seeded.manuscriptId}`).click();
    const drawer = admin.getByTestId('proof-drawer');
    await drawer.getByTestId('marks-round-1').waitFor(SETTLE);
    await expect.poll(() => markIds(admin, 1), SETTLE).toHaveLength(4);
    const by = drawer.getByTestId(`mark-by-${markId}`);
    expect(await by.innerText()).toContain(seeded.authorName);
    expect(await by.innerText()).toContain('作者');
    expect(await drawer.getByTestId(`mark-${markId}`).innerText()).toContain(CORRECTION);
    // The author's mark is the author's to take back, not the editor's.
    expect(await drawer.getByTestId(`mark-take-back-${markId}`).count()).toBe(0);
    await picture(admin, 'author-proof-editor-zh-CN.png', true);
  });

  it('follows the journal’s proof setting: switched off, the author is told the journal does not ask it', async () => {
    const setting = async (on: boolean) => {
      await admin.goto(
        `${journey.server.url}/organizationalManagement/periodicalTypesetting?journalId=${seeded.journalId}`,
      );
      const box = admin.getByTestId('author-proofreads');
      await box.waitFor(SETTLE);
      expect(await box.isChecked()).toBe(!on);
      await box.click();
      await admin.getByTestId('proof-rounds-save').click();
      await toastSays(admin, '已保存');
    };
    await setting(false);
    await author.reload();
    const refused = author.getByTestId('proof-refused');
    await refused.waitFor(SETTLE);
    expect(await refused.innerText()).toContain('本刊不请作者在线校对清样');
    await setting(true);
    await author.reload();
    await author.getByTestId('proof-page').waitFor(SETTLE);
    await expect.poll(() => markIds(author, 1), SETTLE).toHaveLength(4);
  });
});
