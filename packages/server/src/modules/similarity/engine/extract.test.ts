import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyseText } from './analyse.ts';
import { comparePair } from './compare.ts';
import {
  cleanText,
  detectKind,
  ExtractionError,
  type ExtractionFailure,
  extractText,
  PDF_CMAP_DIR,
  PDF_STANDARD_FONT_DIR,
} from './extract.ts';
import { EN_TOPICS, manuscript, render, ZH_TOPICS } from './testing/corpus.ts';
import { cjkPdf, latinPdf } from './testing/pdf.ts';
import { docx, zip } from './testing/zip.ts';

/** Made with LibreOffice 7.4 from the same text (UTF-8 .txt to "MS Word 97" .doc and to PDF, WenQuanYi Micro Hei embedded). */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const FIXTURE_LINES = [
  '基于深度学习的期刊稿件查重方法研究',
  '摘要：本文提出一种面向中文学术期刊的稿件相似性检测方法，结合字符级指纹与局部敏感哈希，在保证召回率的同时显著降低了比对开销。',
  '关键词：相似性检测；最小哈希；学术不端',
  '学术不端行为的治理是期刊编辑部的重要工作。Similarity detection helps editors find duplicate submissions before peer review.',
  '[1] 张伟, 李娜. 学术论文相似性检测技术综述[J]. 情报科学, 2019, 37(4): 12-18.',
];

async function failure(data: Uint8Array, name: string): Promise<ExtractionFailure | 'none'> {
  try {
    await extractText(data, name);
    return 'none';
  } catch (e) {
    if (e instanceof ExtractionError) return e.reason;
    throw e;
  }
}

/** Compares line by line ignoring layout: PDFs break long lines and drop blank lines. */
const flat = (s: string) => s.replace(/\s+/g, '');

describe('extractText', () => {
  it('reads a .docx (Chinese and English paragraphs)', async () => {
    const text = await extractText(
      docx(['数字普惠金融与农村消费', 'Remote work & well-being <2024>', '']),
      'paper.docx',
    );
    expect(text).toBe('数字普惠金融与农村消费\n\nRemote work & well-being <2024>');
  });

  it('reads a whole generated manuscript from a .docx as the same text', async () => {
    const paper = render(manuscript(1, 'zh', ZH_TOPICS[0]!, 14));
    const text = await extractText(docx(paper.split('\n\n')), '稿件.DOCX');
    expect(text).toBe(paper);
  });

  it('reads a legacy .doc, and a .doc that is really a .docx', async () => {
    const text = await extractText(fixture('sample-zh-en.doc'), 'sample.doc');
    for (const line of FIXTURE_LINES) expect(text).toContain(line);
    expect(await extractText(docx(['Renamed docx']), 'old.doc')).toBe('Renamed docx');
    expect(detectKind(fixture('sample-zh-en.doc'), 'sample.docx')).toBe('doc');
  });

  it('reads a PDF with an embedded CJK font', async () => {
    const text = flat(await extractText(fixture('sample-zh-en.pdf'), 'sample.pdf'));
    for (const line of FIXTURE_LINES) expect(text).toContain(flat(line));
  });

  it('reads a hand-written PDF with a standard Latin font', async () => {
    const text = await extractText(latinPdf(['Similarity (duplicate) check', 'Second line']), 'a.pdf');
    expect(text).toBe('Similarity (duplicate) check\nSecond line');
  });

  it('reads Chinese through the predefined CMaps (cMapUrl wired to pdfjs-dist/cmaps)', async () => {
    const lines = ['数字普惠金融对农村居民消费升级的影响研究', '参考文献'];
    const data = cjkPdf(lines);
    expect(await extractText(data, 'zh.pdf')).toBe(lines.join('\n'));
    expect(readFileSync(`${PDF_CMAP_DIR}UniGB-UCS2-H.bcmap`).length).toBeGreaterThan(0);
    expect(readFileSync(`${PDF_STANDARD_FONT_DIR}LiberationSans-Regular.ttf`).length).toBeGreaterThan(0);
    // The same file without the CMaps yields no text at all: the reason they are configured.
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const task = pdfjs.getDocument({ data: new Uint8Array(data), verbosity: 0 });
    const page = await (await task.promise).getPage(1);
    expect((await page.getTextContent()).items).toHaveLength(0);
    await task.destroy();
  });

  it('reads .txt as UTF-8, falling back to GB18030, and UTF-16 with a BOM', async () => {
    expect(await extractText(Buffer.from('\ufeff查重 check\r\n第二行\r\n', 'utf8'), 'a.txt')).toBe(
      '查重 check\n第二行',
    );
    expect(await extractText(Buffer.from('d6d0cec4b2e9d6d8', 'hex'), 'gbk.txt')).toBe('中文查重');
    expect(await extractText(Buffer.from('\ufeff中文', 'utf16le'), 'u16.txt')).toBe('中文');
  });

  it('fails with a reason a job can record', async () => {
    expect(await failure(Buffer.from('PNG'), 'figure.png')).toBe('unsupportedType');
    expect(await failure(zip({ 'content.xml': '<x/>' }), 'paper.odt')).toBe('unsupportedType');
    expect(await failure(Buffer.from('hello'), 'no-extension')).toBe('unsupportedType');
    expect(await failure(zip({ 'hello.txt': 'not a word document' }), 'paper.docx')).toBe('unreadable');
    expect(await failure(Buffer.from('not a pdf at all'), 'paper.pdf')).toBe('unreadable');
    expect(await failure(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]), 'paper.doc')).toBe('unreadable');
    expect(await failure(new Uint8Array(), 'empty.docx')).toBe('noText');
    expect(await failure(Buffer.from(' \n\t。，'), 'blank.txt')).toBe('noText');
    expect(await failure(docx(['', '  ']), 'blank.docx')).toBe('noText');
    expect(await failure(latinPdf([]), 'scan.pdf')).toBe('noText');
    const error = await extractText(Buffer.from('x'), 'a.png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExtractionError);
    expect((error as ExtractionError).message).toContain('a.png');
  });

  it('recognises files without an extension by their content', async () => {
    expect(await extractText(docx(['无扩展名']), 'upload')).toBe('无扩展名');
    expect(await extractText(latinPdf(['No extension']), 'upload')).toBe('No extension');
  });

  it('cleans control characters and line ends', () => {
    expect(cleanText('a\r\nb\rc\u000bd\fe\u0007f\u0000g  \n\n\n\nh')).toBe(
      'a\nb\nc\nd\nef\u0000g\n\nh'.replace('\u0000', ''),
    );
  });

  it('gives the same similarity from a .docx and a .pdf of the same English paper as from its text', async () => {
    const paper = render(manuscript(2, 'en', EN_TOPICS[0]!, 6));
    const fromDocx = await extractText(docx(paper.split('\n\n')), 'p.docx');
    const fromPdf = await extractText(
      latinPdf(paper.split('\n\n').flatMap((p) => p.match(/.{1,90}(\s|$)/g) ?? [])),
      'p.pdf',
    );
    const original = analyseText(paper);
    const settings = {
      excludeQuotes: false,
      excludeReferences: false,
      excludeAbstract: false,
      minMatchLength: 13,
    };
    expect(comparePair(analyseText(fromDocx), original, settings).percent).toBe(100);
    expect(comparePair(analyseText(fromPdf), original, settings).percent).toBeGreaterThanOrEqual(99);
  });
});
