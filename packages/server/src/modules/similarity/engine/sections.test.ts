import { describe, expect, it } from 'vitest';
import { type SectionKind, splitSections } from './sections.ts';

/** The text of every span, as `kind: first line`. */
function outline(text: string): string[] {
  return splitSections(text).spans.map(
    (s) => `${s.kind}: ${text.slice(s.start, s.end).trim().split('\n')[0]}`,
  );
}

function kindOf(text: string, needle: string): SectionKind | undefined {
  const at = text.indexOf(needle);
  return splitSections(text).spans.find((s) => s.start <= at && at < s.end)?.kind;
}

describe('splitSections', () => {
  it('reads a Chinese paper: abstract with the text on its line, keywords, body, references, English abstract', () => {
    const text = [
      '数字普惠金融与农村消费',
      '摘  要：本文利用县域面板数据研究数字普惠金融的影响。',
      '关键词：数字金融；消费',
      '中图分类号：F832',
      '0 引言',
      '近年来数字金融发展迅速。',
      '六、参考文献',
      '[1] 张伟. 数字金融研究[J]. 经济研究, 2019.',
      'Digital Finance and Rural Consumption',
      'Abstract: Using county panel data, we study digital finance.',
      'Key words: digital finance; consumption',
    ].join('\n');
    expect(outline(text)).toEqual([
      'body: 数字普惠金融与农村消费',
      'abstract: 摘  要：本文利用县域面板数据研究数字普惠金融的影响。',
      'keywords: 关键词：数字金融；消费',
      'body: 中图分类号：F832',
      'references: 六、参考文献', // the English title after the references stays with them
      'abstract: Abstract: Using county panel data, we study digital finance.',
      'keywords: Key words: digital finance; consumption',
    ]);
  });

  it('ends the references at an appendix or acknowledgements heading, and the abstract at the first section', () => {
    const text = [
      'A Title',
      'ABSTRACT',
      'We study remote work.',
      'It matters.',
      '1. Introduction',
      'Remote work spread quickly.',
      'References',
      'Smith A. Remote work. 2020.',
      'Appendix A. Survey items',
      'Item 1.',
    ].join('\n');
    expect(outline(text)).toEqual([
      'body: A Title',
      'abstract: ABSTRACT',
      'body: 1. Introduction',
      'references: References',
      'body: Appendix A. Survey items',
    ]);
  });

  it('accepts bracketed and numbered headings and ignores sentences that only start like one', () => {
    expect(kindOf('正文。\n【参考文献】\n[1] 文献', '[1] 文献')).toBe('references');
    expect(kindOf('Body.\n7 REFERENCES\nSmith', 'Smith')).toBe('references');
    expect(kindOf('Body.\nBibliography:\nSmith', 'Smith')).toBe('references');
    expect(kindOf('References to earlier work are rare.\nSmith', 'Smith')).toBe('body');
    expect(kindOf('摘要是论文的重要组成部分。\n正文', '正文')).toBe('body');
    expect(kindOf('Abstract algebra is old.\nText', 'Text')).toBe('body');
  });

  it('ends an abstract without any following heading after its first long stretch', () => {
    const text = `摘要\n${'本文研究相似性检测。'.repeat(300)}\n正文开始。`;
    expect(kindOf(text, '正文开始')).toBe('body');
  });

  it('covers the whole text with consecutive spans', () => {
    const text = '标题\n摘要：内容\n关键词：甲\n1 引言\n正文\n参考文献\n[1] 文献';
    const { spans } = splitSections(text);
    expect(spans[0]!.start).toBe(0);
    expect(spans.at(-1)!.end).toBe(text.length);
    for (let i = 1; i < spans.length; i++) expect(spans[i]!.start).toBe(spans[i - 1]!.end);
    expect(splitSections('').spans).toEqual([{ kind: 'body', start: 0, end: 0 }]);
  });
});

describe('quotes', () => {
  it('finds “…” 「…」 『…』, "…" on one line and > block quotes', () => {
    const text =
      '他说“这是引文”。又云「引文二」和『引文三』。He said "a quote" here.\n> a block quote\nplain "unclosed\nline"';
    const quotes = splitSections(text).quotes.map((q) => text.slice(q.start, q.end));
    expect(quotes).toEqual(['“这是引文”', '「引文二」', '『引文三』', '"a quote"', '> a block quote']);
  });
});
