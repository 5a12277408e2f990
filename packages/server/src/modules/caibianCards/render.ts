import type { Lang } from '@jb/contract/i18n';
import { isSafeLink } from '@jb/contract/schemas/editorCards';
import { escapeHtml as e } from '../../platform/outbox/render.ts';
import { qrSvg } from './qr.ts';

/** The words of the public card page, in the reader's language (zh-CN unless asked for en-US). */
const WORDS = {
  'zh-CN': {
    card: '的名片',
    phone: '电话',
    email: '邮箱',
    link: '主页',
    scope: '征稿范围',
    submit: '扫码或点此投稿',
    notFound: '名片不存在',
    notFoundText: '没有找到这张名片，请向采编编辑索取新的链接。',
    unavailable: '名片暂不可用',
    unavailableText: '这张名片尚未发布或已停用。',
  },
  'en-US': {
    card: '’s card',
    phone: 'Phone',
    email: 'E-mail',
    link: 'Web page',
    scope: 'Scope',
    submit: 'Scan, or tap here to submit',
    notFound: 'Card not found',
    notFoundText: 'This card does not exist: ask the editor for a new link.',
    unavailable: 'Card unavailable',
    unavailableText: 'This card is not published or has been disabled.',
  },
} as const;

/** The whole style of the page: small, inline, made for a phone's width first. */
const STYLE = `*{box-sizing:border-box}body{margin:0;font:15px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f1f1f;background:#f0f2f5}
main{max-width:480px;margin:0 auto;padding:16px}.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
header{display:flex;gap:16px;align-items:center}.photo{width:72px;height:72px;border-radius:50%;object-fit:cover;background:#e6f4ff;flex:none}
h1{font-size:22px;margin:0}.title{margin:0;color:#595959}ul{list-style:none;padding:0;margin:16px 0}li{padding:4px 0;word-break:break-all}
li b{display:inline-block;min-width:4em;color:#8c8c8c;font-weight:normal}a{color:#1677ff}.intro{white-space:pre-line;color:#434343}
section{border-top:1px solid #f0f0f0;margin-top:16px;padding-top:16px;text-align:center}h2{font-size:17px;margin:0 0 4px}
.scope{color:#595959;margin:0 0 8px;font-size:14px}.qr{width:200px;height:200px;margin:0 auto}.qr svg{width:100%;height:100%}
.submit{display:block;margin-top:8px;padding:10px;border-radius:8px;background:#1677ff;color:#fff;text-decoration:none;word-break:break-all}
.notice{text-align:center;padding:48px 20px}`;

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface DrawnCard {
  name: string;
  title: string;
  phone: string;
  email: string;
  link: string;
  intro: string;
  /** The photo's address (the public photo route, or a data URL in a preview); null: none. */
  photoSrc: string | null;
  journals: { name: string; scope: string; submitUrl: string }[];
}

/**
 * The card as an author sees it: every field escaped, the link only if it is safe, and each
 * journal's submit link with the referral as a QR code drawn inline in SVG.
 */
export async function renderCard(card: DrawnCard, lang: Lang): Promise<string> {
  const w = WORDS[lang];
  const photo = card.photoSrc
    ? `<img class="photo" src="${e(card.photoSrc)}" alt="">`
    : '<div class="photo"></div>';
  const rows = [
    card.phone && `<li><b>${w.phone}</b><a href="tel:${e(card.phone)}">${e(card.phone)}</a></li>`,
    card.email && `<li><b>${w.email}</b><a href="mailto:${e(card.email)}">${e(card.email)}</a></li>`,
    card.link &&
      isSafeLink(card.link) &&
      `<li><b>${w.link}</b><a href="${e(card.link)}" rel="noopener noreferrer nofollow">${e(card.link)}</a></li>`,
  ].filter(Boolean);
  const journals = await Promise.all(
    card.journals.map(
      async (j) =>
        `<section data-journal><h2>${e(j.name)}</h2>${j.scope ? `<p class="scope">${w.scope}：${e(j.scope)}</p>` : ''}<div class="qr" role="img" aria-label="QR">${await qrSvg(j.submitUrl)}</div><a class="submit" data-testid="submit-link" href="${e(j.submitUrl)}">${w.submit}</a></section>`,
    ),
  );
  const body = `<div class="card" data-testid="business-card"><header>${photo}<div><h1>${e(card.name)}</h1>${card.title ? `<p class="title">${e(card.title)}</p>` : ''}</div></header>${rows.length ? `<ul>${rows.join('')}</ul>` : ''}${card.intro ? `<p class="intro">${e(card.intro)}</p>` : ''}${journals.join('')}</div>`;
  return page(lang, `${card.name}${w.card}`, body);
}

/** The page of a card that is not there (`missing`) or not shown (pending or disabled): nothing of it. */
export function renderNotice(kind: 'missing' | 'unavailable', lang: Lang): string {
  const w = WORDS[lang];
  const [title, text] =
    kind === 'missing' ? [w.notFound, w.notFoundText] : [w.unavailable, w.unavailableText];
  return page(
    lang,
    title,
    `<div class="card notice" data-testid="card-notice"><h1>${title}</h1><p>${text}</p></div>`,
  );
}
