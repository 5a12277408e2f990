import { describe, expect, it } from 'vitest';
import type { BylineRow } from '../../../authorSite/rules.ts';
import { bylineEdited, bylineLine, differences, editsOf, formValuesOf, type ModifyValues } from './values.ts';

const columns = [
  { id: 11, name: '研究论文' },
  { id: 12, name: '综述' },
];
const detail = {
  title: '基于图神经网络的学术引文推荐方法',
  keywords: '图神经网络；引文推荐',
  abstract: '摘要',
  columnId: 12,
  subjectId: 4,
  natureArticleType: 0,
  authorName: '刘晓明',
  authors: [
    { name: '刘晓明', affiliation: '清华大学计算机系', email: '', corresponding: true },
    { name: '王芳', affiliation: '北京大学', email: 'wf@pku.edu.cn', corresponding: false },
  ],
  foundationFlag: 1,
  fundName: '国家自然科学基金',
  fundNumber: '62076001',
  fundLevel: 2,
};

describe('the edit form’s values', () => {
  it('takes the detail’s metadata, column and subject', () => {
    expect(formValuesOf(detail)).toEqual({
      title: detail.title,
      keywords: detail.keywords,
      abstract: '摘要',
      columnId: 12,
      subjectId: 4,
      natureArticleType: 0,
      authors: detail.authors,
      foundationFlag: true,
      fundName: '国家自然科学基金',
      fundNumber: '62076001',
      fundLevel: 2,
      referrerId: null,
      note: '',
    });
  });

  it('starts a manuscript kept without a byline from its author alone, as the corresponding author', () => {
    expect(formValuesOf({ ...detail, authors: [], foundationFlag: 0 })).toMatchObject({
      authors: [{ name: '刘晓明', affiliation: '', email: '', corresponding: true }],
      foundationFlag: false,
    });
  });

  it('keeps a missing subject as none, and reads any other nature as 1', () => {
    const values = formValuesOf({ ...detail, subjectId: null, natureArticleType: 7 });
    expect(values.subjectId).toBeNull();
    expect(values.natureArticleType).toBe(1);
  });
});

describe('the person’s refused edits against the manuscript as it now is', () => {
  const filled = formValuesOf(detail);
  const show = (field: string, value: unknown) =>
    field === 'columnId' ? (columns.find((c) => c.id === value)?.name ?? '-') : String(value ?? '-');

  it('keeps only what the person changed, and the reason', () => {
    const typed: ModifyValues = { ...filled, title: '我的新标题', columnId: 11, note: '作者要求' };
    expect(editsOf(typed, filled)).toEqual({ title: '我的新标题', columnId: 11, note: '作者要求' });
    expect(editsOf({ ...filled, title: ` ${detail.title} ` }, filled)).toEqual({});
    expect(editsOf({ ...filled, subjectId: null }, filled)).toEqual({ subjectId: null });
  });

  it('sees a byline edit row by row: an affiliation, the order, the corresponding author; not spaces', () => {
    const [first, second] = filled.authors as [BylineRow, BylineRow];
    const moved = { ...filled, authors: [first, { ...second, affiliation: '北京大学信息学院' }] };
    expect(editsOf(moved, filled)).toEqual({ authors: moved.authors });
    expect(bylineEdited(moved, filled)).toBe(true);
    expect(bylineEdited({ ...filled, authors: [second, first] }, filled)).toBe(true);
    expect(
      bylineEdited(
        {
          ...filled,
          authors: [
            { ...first, corresponding: false },
            { ...second, corresponding: true },
          ],
        },
        filled,
      ),
    ).toBe(true);
    expect(
      bylineEdited({ ...filled, authors: [{ ...first, name: ` ${first.name} ` }, second] }, filled),
    ).toBe(false);
    expect(bylineLine(moved.authors, '通讯作者')).toBe(
      '刘晓明 (清华大学计算机系, 通讯作者); 王芳 (北京大学信息学院, wf@pku.edu.cn)',
    );
  });

  it('lists the edits that differ from the newer values, in the form’s order, as shown', () => {
    const edits = { title: '我的新标题', columnId: 11, note: '作者要求' };
    const theirs: ModifyValues = { ...filled, keywords: '他人改的关键词' };
    expect(differences(edits, theirs, show)).toEqual([
      { field: 'title', theirs: detail.title, mine: '我的新标题' },
      { field: 'columnId', theirs: '综述', mine: '研究论文' },
    ]);
  });

  it('has nothing to show when the newer values are the person’s own', () => {
    expect(differences({ title: '同一个标题' }, { ...filled, title: '同一个标题' }, show)).toEqual([]);
    expect(differences({}, filled, show)).toEqual([]);
    expect(differences({ subjectId: 3 }, filled, show).map((d) => d.field)).toEqual(['subjectId']);
  });
});
