import type { Lang } from '@jb/contract/i18n';
import { fenToYuan } from '@jb/contract/money';
import { NOTIFICATION_EVENTS, type TemplateText } from '@jb/contract/notificationEvents';
import { TemplateError } from '../../platform/outbox/render.ts';
import type { PdfBlock } from '../../platform/pdf.ts';
import { renderTemplate } from '../notifications/notify.ts';

/** What the letter says, read from the manuscript when acceptance was confirmed. */
export interface LetterFacts {
  press: string;
  journal: string;
  articleNo: string;
  title: string;
  /** The byline, in order (the submitting author when the byline is empty). */
  authors: string[];
  /** The China day acceptance was confirmed (YYYY-MM-DD). */
  day: string;
  /** The acceptance fee in fen, or null when the journal charges none. */
  feeFen: number | null;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The built-in parts of the letter (facts table, signature, file name) in each language. */
const BUILT_IN: Record<
  Lang,
  {
    day: (y: number, m: number, d: number) => string;
    join: string;
    labels: readonly [string, string, string, string, string];
    fee: (yuan: string | null) => string;
    office: (journal: string) => string;
    file: string;
  }
> = {
  'zh-CN': {
    day: (y, m, d) => `${y}年${m}月${d}日`,
    join: '、',
    labels: ['稿件编号', '稿件题目', '作者', '录用日期', '录用费'],
    fee: (yuan) => (yuan === null ? '本刊不收取录用费' : `${yuan} 元（请登录投稿系统按订单支付）`),
    office: (journal) => `《${journal}》编辑部`,
    file: '录用通知',
  },
  'en-US': {
    day: (y, m, d) => `${MONTHS[m - 1]} ${d}, ${y}`,
    join: ', ',
    labels: ['Manuscript number', 'Title', 'Authors', 'Date of acceptance', 'Acceptance fee'],
    fee: (yuan) =>
      yuan === null
        ? 'No acceptance fee is charged'
        : `${yuan} yuan (please pay the order on the submission site)`,
    office: (journal) => `Editorial Office, ${journal}`,
    file: 'Acceptance-letter',
  },
};

/** Where `{{ facts }}` was in the rendered text: a mark no one types. */
const FACTS_MARK = '\uE000facts\uE000';

function dayIn(day: string, lang: Lang) {
  const [y, m, d] = day.split('-').map(Number);
  return BUILT_IN[lang].day(y!, m!, d!);
}

/** The letter's file name in its language (`录用通知-<number>.pdf`). */
export function letterFileName(articleNo: string, lang: Lang) {
  return `${BUILT_IN[lang].file}-${articleNo}.pdf`;
}

/** The signature's first line, also the PDF's author. */
export function letterOffice(f: LetterFacts, lang: Lang) {
  return BUILT_IN[lang].office(f.journal);
}

function render(wording: TemplateText, f: LetterFacts, lang: Lang) {
  const yuan = f.feeFen === null ? null : fenToYuan(f.feeFen);
  return renderTemplate(wording, 'acceptanceLetter', {
    articleNo: f.articleNo,
    title: f.title,
    journal: f.journal,
    press: f.press,
    authors: f.authors.join(BUILT_IN[lang].join),
    day: dayIn(f.day, lang),
    fee: yuan ?? '',
    facts: FACTS_MARK,
  });
}

/**
 * The acceptance letter's title and blocks in a language, from the wording in force (the press's
 * template `acceptanceLetter`): the body's blank-line separated paragraphs, the facts table where
 * `{{ facts }}` stands (after the paragraphs when the wording leaves it out) and the signature.
 * A wording that stops while rendering (past the render limit) gives way to the built-in one: the
 * letter is always made.
 */
export function letterBlocks(
  f: LetterFacts,
  wording: TemplateText,
  lang: Lang,
): { title: string; blocks: PdfBlock[] } {
  let text: ReturnType<typeof render>;
  try {
    text = render(wording, f, lang);
  } catch (err) {
    if (!(err instanceof TemplateError)) throw err;
    text = render(NOTIFICATION_EVENTS.acceptanceLetter.defaults[lang], f, lang);
  }
  const b = BUILT_IN[lang];
  const [number, title, authors, day, fee] = b.labels;
  const facts: PdfBlock = {
    kind: 'fields',
    rows: [
      [number, f.articleNo],
      [title, f.title],
      [authors, f.authors.join(b.join)],
      [day, dayIn(f.day, lang)],
      [fee, b.fee(f.feeFen === null ? null : fenToYuan(f.feeFen))],
    ],
  };
  const heading = text.subject.replaceAll(FACTS_MARK, '').trim();
  const blocks: PdfBlock[] = heading ? [{ kind: 'title', text: heading }] : [];
  let placed = false;
  for (const paragraph of text.body.split(/\n[ \t]*\n/)) {
    const pieces = paragraph.split(FACTS_MARK);
    pieces.forEach((piece, i) => {
      if (i > 0 && !placed) {
        blocks.push(facts);
        placed = true;
      }
      if (piece.trim()) blocks.push({ kind: 'paragraph', text: piece.trim() });
    });
  }
  if (!placed) blocks.push(facts);
  blocks.push({ kind: 'signature', lines: [b.office(f.journal), f.press, dayIn(f.day, lang)] });
  return { title: heading, blocks };
}
