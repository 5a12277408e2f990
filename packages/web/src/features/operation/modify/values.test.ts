import { describe, expect, it } from 'vitest';
import { differences, editsOf, formValuesOf, type ModifyValues } from './values.ts';

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
      referrerId: null,
      note: '',
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
