import type { Bilingual } from '@jb/contract/i18n';
import {
  NO_FINISHED_REPORT,
  OTHER_JOURNAL_LABEL,
  type SimilarityReport,
} from '@jb/contract/schemas/similarity';
import PDFDocument from 'pdfkit';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { FONTS } from '../../platform/pdf.ts';
import { journalScope } from '../../platform/tenancy.ts';
import { chinaTime } from '../../platform/xlsx.ts';
import { type JournalScope, presentReportIn } from './present.ts';
import { manuscriptLabels, newestReport } from './queries.ts';
import type { CheckedManuscript } from './request.ts';

/**
 * The duplicate-check report as a PDF: the newest finished report of a manuscript exactly as the
 * report call shows it to the caller (present.ts), so a match of another press stays "another
 * journal on the platform" with its share — never its number, title or text. Labels are
 * bilingual (zh / en); the passages stand side by side with the identical stretches on a light
 * orange ground. Laid out by hand on A4 (pdfkit, Noto Sans SC) to draw the two columns and the
 * highlights; long text wraps and pages are added as needed.
 */

type Result = NonNullable<SimilarityReport['result']>;
type Match = Result['matches'][number];
type Side = Match['passages'][number]['query'];

export interface ReportPdfFacts {
  articleNo: string;
  title: string;
  journalName: string;
  report: SimilarityReport & { result: Result };
}

/**
 * The newest finished report (or the finished one `reportId` names) as the caller may see it, with
 * the manuscript's number and title.
 */
export function reportPdfFacts(
  db: Db,
  auth: AuthContext,
  m: CheckedManuscript,
  reportId?: number,
): Promise<ReportPdfFacts> {
  return reportPdfFactsIn(db, () => journalScope(db, auth), m, reportId);
}

/** `reportPdfFacts` for a reader of the given journals (present.ts `presentReportIn`). */
export async function reportPdfFactsIn(
  db: Db,
  scope: JournalScope,
  m: CheckedManuscript,
  reportId?: number,
): Promise<ReportPdfFacts> {
  const done = await newestReport(db, m.id, 'done', reportId);
  if (!done) {
    if (reportId !== undefined) throw errors.notFound();
    throw errors.validation([{ path: 'manuscriptId', ...NO_FINISHED_REPORT }]);
  }
  const report = await presentReportIn(db, scope, m, done);
  const [label] = await manuscriptLabels(db, [m.id]);
  if (!report.result || !label) throw errors.notFound();
  return {
    articleNo: label.articleNo,
    title: label.title,
    journalName: label.journalName,
    report: { ...report, result: report.result },
  };
}

export const reportPdfName = (articleNo: string) => `查重报告-${articleNo}.pdf`;

const both = (b: Bilingual) => `${b.zh} / ${b.en}`;

const L = {
  title: { zh: '查重报告', en: 'Duplicate check report' },
  articleNo: { zh: '稿件编号', en: 'Manuscript no.' },
  manuscriptTitle: { zh: '稿件题目', en: 'Title' },
  journal: { zh: '期刊', en: 'Journal' },
  file: { zh: '检测文件', en: 'File checked' },
  by: { zh: '发起人', en: 'Requested by' },
  byWorkflow: { zh: '系统（进入查重环节时自动检测）', en: 'The system (on entering the duplicate check)' },
  at: { zh: '发起时间', en: 'Requested at' },
  finishedAt: { zh: '完成时间', en: 'Finished at' },
  settings: { zh: '检测设置', en: 'Settings' },
  shares: { zh: '检测结果', en: 'Result' },
  overall: { zh: '总文字复制比', en: 'Overall similarity' },
  excludingOwnWork: { zh: '去除本人已发表', en: 'Without own earlier work' },
  excludingReferences: { zh: '去除参考文献', en: 'Without references' },
  matches: { zh: '相似稿件', en: 'Similar manuscripts' },
  noMatches: { zh: '未发现相似的稿件', en: 'No similar manuscript was found' },
  sameAuthor: { zh: '同一作者', en: 'same author' },
  passages: { zh: '相似片段', en: 'Similar passages' },
  checked: { zh: '本稿', en: 'This manuscript' },
  matched: { zh: '相似来源', en: 'Source' },
  legend: {
    zh: '橙色底纹为逐字相同的文字；每个相似稿件最多列出最长的 30 处片段。',
    en: 'Text on an orange ground is identical; at most the 30 longest passages are listed per manuscript.',
  },
} satisfies Record<string, Bilingual>;

function settingWords(s: SimilarityReport['settings']): string {
  const zh = [
    s.excludeQuotes && '排除引用',
    s.excludeReferences && '排除参考文献',
    s.excludeAbstract && '排除摘要',
    `最短匹配 ${s.minMatchLength}`,
  ].filter(Boolean);
  const en = [
    s.excludeQuotes && 'quotes excluded',
    s.excludeReferences && 'references excluded',
    s.excludeAbstract && 'abstract excluded',
    `shortest match ${s.minMatchLength}`,
  ].filter(Boolean);
  return `${zh.join('，')} / ${en.join(', ')}`;
}

const pct = (n: number) => `${n.toFixed(1)}%`;
/** The colour of a share, as the panel shows it. */
const shareColor = (n: number) => (n >= 30 ? '#cf1322' : n >= 15 ? '#d46b08' : '#389e0d');

const MARGIN = 48;
const TEXT = '#1f1f1f';
const MUTED = '#595959';
const RULE = '#d9d9d9';
const HIGHLIGHT = '#ffd591';
const COLUMN_GAP = 16;
const PASSAGE_SIZE = 9;

/** A stretch of one line: its text, whether it is highlighted, where it starts. */
interface Run {
  text: string;
  hl: boolean;
  x: number;
  width: number;
}

/** CJK characters and full-width punctuation: a line may break before or after each. */
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/;

const CLOSING = /[，。、；：？！）》」』】〕〉”’％]/;

/**
 * Lines of `text` in `width` (the document's current font and size), each a list of runs with the
 * highlighted stretches marked: a line breaks between CJK characters and at spaces, and within a
 * word only when the word alone is wider than the line.
 */
function layoutLines(
  doc: PDFKit.PDFDocument,
  text: string,
  highlights: readonly (readonly [number, number])[],
  width: number,
): Run[][] {
  const hl = new Uint8Array(text.length);
  for (const [s, e] of highlights) hl.fill(1, Math.max(0, s), Math.min(text.length, e));
  // Tokens: a line break, a whitespace run, one CJK character, or a word.
  const tokens: { start: number; end: number; kind: 'nl' | 'space' | 'unit' }[] = [];
  for (let i = 0; i < text.length; ) {
    const c = text[i]!;
    if (c === '\n') {
      tokens.push({ start: i, end: i + 1, kind: 'nl' });
      i++;
    } else if (/\s/.test(c)) {
      let j = i + 1;
      while (j < text.length && text[j] !== '\n' && /\s/.test(text[j]!)) j++;
      tokens.push({ start: i, end: j, kind: 'space' });
      i = j;
    } else if (CJK.test(c)) {
      // Closing punctuation stays with what it closes: a line never starts with "，" or "。".
      const prev = tokens.at(-1);
      if (CLOSING.test(c) && prev?.kind === 'unit' && prev.end === i) prev.end = i + 1;
      else tokens.push({ start: i, end: i + 1, kind: 'unit' });
      i++;
    } else {
      let j = i + 1;
      while (j < text.length && !/\s/.test(text[j]!) && !CJK.test(text[j]!)) j++;
      tokens.push({ start: i, end: j, kind: 'unit' });
      i = j;
    }
  }
  const lines: [number, number][][] = [];
  let line: [number, number][] = [];
  let used = 0;
  const measure = (s: number, e: number) => doc.widthOfString(text.slice(s, e));
  const breakLine = () => {
    lines.push(line);
    line = [];
    used = 0;
  };
  for (const tok of tokens) {
    if (tok.kind === 'nl') {
      breakLine();
      continue;
    }
    if (tok.kind === 'space') {
      if (line.length === 0) continue;
      // One space's width is enough between words; a run of spaces is drawn as one.
      const w = doc.widthOfString(' ');
      if (used + w > width) breakLine();
      else {
        line.push([tok.start, tok.start + 1]);
        used += w;
      }
      continue;
    }
    const w = measure(tok.start, tok.end);
    if (used + w <= width) {
      line.push([tok.start, tok.end]);
      used += w;
      continue;
    }
    if (w <= width) {
      breakLine();
      line.push([tok.start, tok.end]);
      used = w;
      continue;
    }
    // A word wider than the line: broken by characters.
    for (let i = tok.start; i < tok.end; i++) {
      const cw = measure(i, i + 1);
      if (used + cw > width && line.length > 0) breakLine();
      line.push([i, i + 1]);
      used += cw;
    }
  }
  if (line.length > 0) lines.push(line);
  // Each line as runs of equal highlighting (trailing spaces dropped).
  return lines.map((spans) => {
    const runs: Run[] = [];
    let x = 0;
    for (const [s, e] of spans) {
      for (let i = s; i < e; ) {
        let j = i + 1;
        while (j < e && hl[j] === hl[i]) j++;
        const piece = text.slice(i, j);
        const w = doc.widthOfString(piece);
        const last = runs.at(-1);
        if (last && last.hl === (hl[i] === 1)) {
          last.text += piece;
          last.width += w;
        } else runs.push({ text: piece, hl: hl[i] === 1, x, width: w });
        x += w;
        i = j;
      }
    }
    while (runs.length > 0 && runs.at(-1)!.text.trim() === '') runs.pop();
    return runs;
  });
}

/**
 * Draws the report's pages; resolves with the PDF's bytes. Text is placed without pdfkit's wrapper
 * where `lineBreak: false` (the wrapper would add pages on its own); this code breaks the pages.
 */
export function renderReportPdf(f: ReportPdfFacts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${L.title.zh} ${f.articleNo}`, Author: f.journalName, Creator: f.journalName },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  let y = MARGIN;
  const newPage = () => {
    doc.addPage();
    y = MARGIN;
  };
  /** Room for `h` points on this page, or a new page. */
  const room = (h: number) => {
    if (y + h > bottom()) newPage();
  };
  /** Wrapped text across the full width (pdfkit's own wrapping and page breaks). */
  const para = (text: string, opts: { font?: 'regular' | 'bold'; size?: number; color?: string } = {}) => {
    doc
      .font(opts.font ?? 'regular')
      .fontSize(opts.size ?? 10.5)
      .fillColor(opts.color ?? TEXT);
    room(doc.currentLineHeight(true));
    doc.text(text, left, y, { width, lineGap: 3 });
    y = doc.y;
  };
  const heading = (text: string) => {
    y += 10;
    doc.font('bold').fontSize(13);
    room(doc.currentLineHeight(true) + 40);
    para(text, { font: 'bold', size: 13 });
    doc
      .moveTo(left, y + 2)
      .lineTo(left + width, y + 2)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    y += 8;
  };
  const field = (label: Bilingual, value: string) => {
    doc.font('bold').fontSize(10.5).fillColor(MUTED);
    room(doc.currentLineHeight(true));
    const labelWidth = 150;
    doc.text(both(label), left, y, { width: labelWidth - 8, lineGap: 3 });
    const labelEnd = doc.y;
    doc.font('regular').fillColor(TEXT);
    doc.text(value, left + labelWidth, y, { width: width - labelWidth, lineGap: 3 });
    y = Math.max(labelEnd, doc.y) + 2;
  };

  const { report } = f;
  const result = report.result;

  // Title and facts.
  doc.font('bold').fontSize(20).fillColor(TEXT);
  doc.text(both(L.title), left, y, { width, align: 'center' });
  y = doc.y + 14;
  field(L.articleNo, f.articleNo);
  field(L.manuscriptTitle, f.title);
  field(L.journal, f.journalName);
  field(L.file, report.fileName);
  field(L.by, report.requestedByName ?? both(L.byWorkflow));
  field(L.at, chinaTime(report.createdAt));
  field(L.finishedAt, chinaTime(report.finishedAt));
  field(L.settings, settingWords(report.settings));

  // The three shares, side by side.
  heading(both(L.shares));
  const shares: [Bilingual, number][] = [
    [L.overall, result.overall],
    [L.excludingOwnWork, result.excludingOwnWork],
    [L.excludingReferences, result.excludingReferences],
  ];
  room(60);
  const cell = width / 3;
  shares.forEach(([label, value], i) => {
    const x = left + i * cell;
    doc.font('regular').fontSize(9).fillColor(MUTED);
    doc.text(label.zh, x, y, { lineBreak: false });
    doc.text(label.en, x, y + 13, { lineBreak: false });
    doc.font('bold').fontSize(20).fillColor(shareColor(value));
    doc.text(pct(value), x, y + 28, { lineBreak: false });
  });
  y += 60;
  para(
    `比对稿件 ${result.compared} 篇，相似稿件 ${result.matchingManuscripts} 篇 / ` +
      `${result.compared} manuscripts compared, ${result.matchingManuscripts} similar`,
    { color: MUTED, size: 9.5 },
  );

  // The similar manuscripts.
  heading(both(L.matches));
  const nameOf = (m: Match) =>
    m.manuscript
      ? `${m.manuscript.articleNo}  ${m.manuscript.title}（${m.manuscript.journalName}）`
      : both(OTHER_JOURNAL_LABEL);
  if (result.matches.length === 0) para(both(L.noMatches), { color: MUTED });
  result.matches.forEach((m, i) => {
    doc.font('regular').fontSize(10.5);
    room(doc.currentLineHeight(true));
    const shareWidth = 64;
    const top = y;
    doc.font('bold').fillColor(shareColor(m.percent));
    doc.text(pct(m.percent), left + width - shareWidth, top, { width: shareWidth, align: 'right' });
    doc.font('regular').fillColor(m.manuscript ? TEXT : MUTED);
    const same = m.sameAuthor ? `  [${both(L.sameAuthor)}]` : '';
    doc.text(`${i + 1}. ${nameOf(m)}${same}`, left, top, { width: width - shareWidth - 8, lineGap: 3 });
    y = doc.y + 3;
  });

  // Each shown match's passages: the checked text on the left, the source on the right.
  const colWidth = (width - COLUMN_GAP) / 2;
  const columnHeads = () => {
    doc.font('bold').fontSize(9).fillColor(MUTED);
    const h = doc.currentLineHeight(true) + 4;
    doc.text(both(L.checked), left, y, { lineBreak: false });
    doc.text(both(L.matched), left + colWidth + COLUMN_GAP, y, { lineBreak: false });
    y += h;
  };
  const drawSide = (runs: Run[], x0: number, lineHeight: number) => {
    for (const r of runs) {
      if (r.hl) doc.rect(x0 + r.x, y, r.width, lineHeight).fill(HIGHLIGHT);
    }
    doc.fillColor(TEXT);
    for (const r of runs) doc.text(r.text, x0 + r.x, y, { lineBreak: false });
  };
  const passage = (q: Side, s: Side, n: number, tokens: number) => {
    doc.font('regular').fontSize(PASSAGE_SIZE);
    const lh = doc.currentLineHeight(true);
    const ql = layoutLines(doc, q.text, q.highlights, colWidth);
    const sl = layoutLines(doc, s.text, s.highlights, colWidth);
    // The passage's head and first lines stay together.
    room(lh * 4 + 20);
    doc.font('bold').fontSize(9).fillColor(MUTED);
    doc.text(`#${n}  相同 ${tokens} 字/词 / ${tokens} characters/words identical`, left, y, {
      lineBreak: false,
    });
    y += doc.currentLineHeight(true) + 2;
    columnHeads();
    const rowsTop = y;
    let segmentTop = rowsTop;
    const divider = () => {
      const x = left + colWidth + COLUMN_GAP / 2;
      doc.moveTo(x, segmentTop).lineTo(x, y).lineWidth(0.5).strokeColor(RULE).stroke();
    };
    doc.font('regular').fontSize(PASSAGE_SIZE);
    for (let i = 0; i < Math.max(ql.length, sl.length); i++) {
      if (y + lh > bottom()) {
        divider();
        newPage();
        columnHeads();
        doc.font('regular').fontSize(PASSAGE_SIZE);
        segmentTop = y;
      }
      drawSide(ql[i] ?? [], left, lh);
      drawSide(sl[i] ?? [], left + colWidth + COLUMN_GAP, lh);
      y += lh;
    }
    divider();
    y += 6;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    y += 8;
  };

  const withPassages = result.matches.filter((m) => m.passages.length > 0);
  if (withPassages.length > 0) {
    heading(both(L.passages));
    para(both(L.legend), { color: MUTED, size: 9 });
    y += 4;
  }
  withPassages.forEach((m) => {
    const i = result.matches.indexOf(m);
    y += 4;
    doc.font('bold').fontSize(11);
    room(doc.currentLineHeight(true) * 3);
    const count = `${m.passages.length} / ${m.passageCount}`;
    para(`${i + 1}. ${nameOf(m)}  ${pct(m.percent)}  ·  ${L.passages.zh} ${count}`, {
      font: 'bold',
      size: 11,
    });
    y += 4;
    m.passages.forEach((p, k) => {
      passage(p.query, p.match, k + 1, p.matchedTokens);
    });
  });

  // Page numbers.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.font('regular').fontSize(8).fillColor(MUTED);
    // Without a width: pdfkit's wrapper would start a new page below the margin.
    const footer = `${f.articleNo}  ·  ${i + 1} / ${range.count}`;
    const x = left + (width - doc.widthOfString(footer)) / 2;
    doc.text(footer, x, doc.page.height - MARGIN + 16, { lineBreak: false });
  }
  doc.end();
  return done;
}
