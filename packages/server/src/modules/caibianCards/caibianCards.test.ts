import {
  cardList,
  cardPreviewOf,
  cardReview,
  myCard,
  myCardPhoto,
  myCardPreview,
  myCardSave,
} from '@jb/contract/api/editorCards';
import { CardState } from '@jb/contract/schemas/editorCards';
import { JournalStatus } from '@jb/contract/schemas/journals';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthorSession, openJournalWithAuthor, submitAsAuthor } from '../../../test/authorSession.ts';
import { createUser, type TestUser, unique } from '../../../test/factories.ts';
import { decodeQrSvg } from '../../../test/qrDecode.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { editorCards, journals, manuscripts, userJournals } from '../../db/schema/index.ts';

const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.from([13, 0, 0, 0, 0x2f, 0, 0, 0, 0, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** 我的名片, 采编名片 and the public /myCard: who reaches which card, what is refused, what shows. */
describe(`acquisition editors' business cards (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let author: AuthorSession;
  let editor: TestUser;
  let mine: Session;
  let other: Session;
  let admin: Session;
  let reviewer: Session;
  let foreignAdmin: Session;
  let foreignJournalId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const site = await openJournalWithAuthor(t);
    w = site.w;
    author = site.session;
    editor = await createUser(t.db, w.press, { role: 'acquisitionEditor' });
    const second = await createUser(t.db, w.press, { role: 'acquisitionEditor' });
    mine = await login(t.app, editor.account, editor.password);
    other = await login(t.app, second.account, second.password);
    admin = await login(t.app, w.admin.account, w.admin.password);
    reviewer = await login(t.app, w.editor.account, w.editor.password);
    const b = await pressWorld(t.db);
    foreignAdmin = await login(t.app, b.admin.account, b.admin.password);
    foreignJournalId = b.journalId;
  }, 120_000);
  afterAll(() => t.close());

  const photo = async (who: Session, bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return callOf(t.app, myCardPhoto, who, { form });
  };
  const fields = (over: Record<string, unknown> = {}) => ({
    version: null,
    photoFileId: null,
    name: '张采编',
    title: '资深采编',
    phone: '13900000000',
    email: 'zhang@example.cn',
    link: 'https://example.cn/zhang',
    intro: '十年期刊编辑经验。',
    journalIds: [w.journalId],
    ...over,
  });
  const save = (who: Session, over: Record<string, unknown> = {}, lang?: 'zh-CN' | 'en-US') =>
    callOf(t.app, myCardSave, who, { body: fields(over) as never }, lang ? { lang } : {});
  const page = (id: unknown, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: `/myCard?id=${id}`, remoteAddress });
  const rowOf = async (userId: number) =>
    (await t.db.select().from(editorCards).where(eq(editorCards.userId, userId)))[0];

  it('refuses bad input with messages in both languages and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ link: 'javascript:alert(1)' }, 'link'],
      [{ link: 'https://x.cn/"><script>' }, 'link'],
      [{ link: 'https://x.cn/\u0000a' }, 'link'],
      [{ name: '名'.repeat(31) }, 'name'],
      [{ intro: '长'.repeat(501) }, 'intro'],
      [{ journalIds: [] }, 'journalIds'],
      [{ journalIds: [foreignJournalId] }, 'journalIds'],
      [{ photoFileId: 999_999 }, 'photoFileId'],
      [{ phone: 'abc' }, 'phone'],
    ];
    for (const [over, path] of cases) {
      const zh = await save(mine, over);
      expect(zh.statusCode, JSON.stringify(over)).toBe(400);
      const field = zh.json().data.fields[0];
      expect(field.path).toBe(path);
      expect(field.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(field.en).toMatch(/[A-Za-z]/);
    }
    const en = await save(mine, { link: 'data:text/html,x' }, 'en-US');
    expect(en.json().data.fields[0].en).toContain('http');
    expect(await rowOf(editor.id)).toBeUndefined();
  });

  it('takes a PNG, JPEG or WebP photo only, the editor’s own', async () => {
    expect((await photo(mine, PDF, 'me.pdf')).statusCode).toBe(400);
    expect((await photo(mine, Buffer.alloc(1024 * 1024 + 10, 1), 'big.png')).statusCode).toBe(400);
    expect((await photo(mine, WEBP, 'me.webp')).json().data.type).toBe('webp');
    const png = await photo(mine, await QRCode.toBuffer('photo'), 'me.png');
    expect(png.json().data.type).toBe('png');
    const othersPhoto = (await photo(other, await QRCode.toBuffer('other'), 'o.png')).json().data.id;
    const refused = await save(mine, { photoFileId: othersPhoto });
    expect(refused.json().data.fields[0].path).toBe('photoFileId');
    expect((await photo(reviewer, WEBP, 'x.webp')).statusCode).toBe(403);
  });

  it('saves the editor’s own card as pending, under the version read', async () => {
    expect((await callOf(t.app, myCard, mine, {})).json().data.card).toBeNull();
    const photoId = (await photo(mine, await QRCode.toBuffer('face'), 'face.png')).json().data.id;
    const first = await save(mine, { photoFileId: photoId, name: '张<b>采编</b>' });
    expect(first.statusCode, first.body).toBe(200);
    const card = first.json().data;
    expect(card).toMatchObject({ state: CardState.PENDING, version: 0, photoFileId: photoId });
    expect(card.journals[0].submitUrl).toMatch(
      new RegExp(`/submit/${w.journalCode}\\?ref=[A-Za-z0-9_-]{16}$`),
    );
    expect(card.pageUrl).toMatch(new RegExp(`/myCard\\?id=${card.id}$`));
    // A second first save, or a stale version: 409, nothing changed.
    expect((await save(mine, { version: null })).statusCode).toBe(409);
    expect((await save(mine, { version: 5 })).statusCode).toBe(409);
    const again = await save(mine, { version: 0, photoFileId: photoId, name: '张<b>采编</b>' });
    expect(again.json().data.version).toBe(1);
    // Another editor reads their own (none), never this one; the press's calls are not theirs.
    expect((await callOf(t.app, myCard, other, {})).json().data.card).toBeNull();
    expect((await callOf(t.app, cardPreviewOf, other, { query: { id: card.id } })).statusCode).toBe(403);
    expect((await callOf(t.app, cardList, other, { query: {} })).statusCode).toBe(403);
    expect((await callOf(t.app, myCard, reviewer, {})).statusCode).toBe(403);
  });

  it('shows nothing of a card that is not published; the press publishes it', async () => {
    const card = await rowOf(editor.id);
    const pending = await page(card!.id);
    expect(pending.statusCode).toBe(200);
    expect(pending.body).toContain('尚未发布或已停用');
    expect(pending.body).not.toContain('13900000000');
    expect((await page(999_999)).statusCode).toBe(404);
    expect((await page('abc')).statusCode).toBe(404);
    // Another press: 404 on every call naming the card, and none in its list.
    const review = (who: Session, action: string, version = card!.version) =>
      callOf(t.app, cardReview, who, { body: { id: card!.id, version, action } as never });
    expect((await review(foreignAdmin, 'publish')).statusCode).toBe(404);
    expect((await callOf(t.app, cardPreviewOf, foreignAdmin, { query: { id: card!.id } })).statusCode).toBe(
      404,
    );
    const foreignList = (await callOf(t.app, cardList, foreignAdmin, { query: {} })).json().data;
    expect(foreignList.list).toEqual([]);
    expect((await review(mine, 'publish')).statusCode).toBe(403);
    expect((await review(admin, 'publish', 99)).statusCode).toBe(409);
    const list = (await callOf(t.app, cardList, admin, { query: { state: CardState.PENDING } })).json().data;
    expect(list.list.map((r: { id: number }) => r.id)).toEqual([card!.id]);
    expect(list.list[0].actions).toEqual(['publish', 'disable']);
    const preview = (await callOf(t.app, cardPreviewOf, admin, { query: { id: card!.id } })).json().data.html;
    expect(preview).toContain('data:image/png;base64,');
    const published = await review(admin, 'publish');
    expect(published.json().data.state).toBe(CardState.PUBLISHED);
    expect((await review(admin, 'publish', card!.version + 1)).json().data.fields[0].path).toBe('action');
  });

  it('draws a published card escaped, counts each view and its QR opens the author site with ?ref=', async () => {
    const card = (await rowOf(editor.id))!;
    const res = await page(card.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('张&lt;b&gt;采编&lt;/b&gt;');
    expect(res.body).not.toContain('<b>采编');
    expect(res.body).not.toContain('<script');
    const svg = /<svg[\s\S]*?<\/svg>/.exec(res.body)![0];
    const link = decodeQrSvg(svg);
    const { data } = (await callOf(t.app, myCard, mine, {})).json();
    expect(link).toBe(data.card.journals[0].submitUrl);
    expect(res.body).toContain(`href="${link!.replace(/&/g, '&amp;')}"`);
    // Counted once per visitor an hour: the same phone again adds nothing, another phone adds one.
    await page(card.id);
    expect((await rowOf(editor.id))!.scans).toBe(1);
    await page(card.id, '10.1.2.3');
    expect((await rowOf(editor.id))!.scans).toBe(2);
    // An id no int4 column holds is a missing card, not a database error.
    const huge = await page('99999999999');
    expect(huge.statusCode).toBe(404);
    expect(huge.headers['content-type']).toContain('text/html');
    const picture = await t.app.inject({ method: 'GET', url: `/myCard/photo?id=${card.id}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    // A submission through the link names the editor as referrer; the press's list counts it.
    const ref = new URL(link!).searchParams.get('ref');
    const sent = await submitAsAuthor(t, author, {
      columnId: w.columnId,
      title: '扫码投稿',
      referralCode: ref,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [m] = await t.db.select().from(manuscripts).where(eq(manuscripts.id, sent.json().data.id));
    expect(m!.referrerId).toBe(editor.id);
    const row = (await callOf(t.app, cardList, admin, { query: { name: editor.account } })).json().data
      .list[0];
    expect(row).toMatchObject({ id: card.id, scans: 2, referrals: 1, state: CardState.PUBLISHED });
  });

  it('hides a disabled card again, and an edited one waits for the press', async () => {
    const card = (await rowOf(editor.id))!;
    const disabled = await callOf(t.app, cardReview, admin, {
      body: { id: card.id, version: card.version, action: 'disable' },
    });
    expect(disabled.json().data.state).toBe(CardState.DISABLED);
    const res = await page(card.id);
    expect(res.body).toContain('data-testid="card-notice"');
    expect(res.body).not.toContain('张&lt;b&gt;');
    expect((await t.app.inject({ method: 'GET', url: `/myCard/photo?id=${card.id}` })).statusCode).toBe(404);
    expect((await rowOf(editor.id))!.scans).toBe(2);
    const edited = await save(mine, { version: card.version + 1 });
    expect(edited.json().data.state).toBe(CardState.PENDING);
    const preview = await callOf(t.app, myCardPreview, mine, { body: fields({ name: '预览' }) as never });
    expect(preview.json().data.html).toContain('<h1>预览</h1>');
  });
  it('offers an editor with journal assignments only the journals they serve, and refuses another', async () => {
    const [second] = await t.db
      .insert(journals)
      .values({
        pressId: w.press.id,
        code: unique('j'),
        name: '第二期刊',
        frequency: 4,
        status: JournalStatus.OPEN,
      })
      .returning({ id: journals.id });
    const assigned = await createUser(t.db, w.press, { role: 'acquisitionEditor' });
    await t.db.insert(userJournals).values({ userId: assigned.id, journalId: w.journalId });
    const session = await login(t.app, assigned.account, assigned.password);
    const offered = (await callOf(t.app, myCard, session, {})).json().data.journals;
    expect(offered.map((j: { id: number }) => j.id)).toEqual([w.journalId]);
    const refused = await save(session, { journalIds: [w.journalId, second!.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields[0].path).toBe('journalIds');
    expect(await rowOf(assigned.id)).toBeUndefined();
    // An editor without assignments serves every open journal of the press.
    const all = (await callOf(t.app, myCard, other, {})).json().data.journals;
    expect(all.map((j: { id: number }) => j.id)).toContain(second!.id);
  });
});
