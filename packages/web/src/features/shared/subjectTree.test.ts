import type { SubjectNode } from '@jb/contract/schemas/subjects';
import { describe, expect, it } from 'vitest';
import { subjectTree } from './subjectTree.ts';

const node = (id: number, parentId: number | null): SubjectNode => ({
  id,
  parentId,
  name: `s${id}`,
  shared: false,
  editable: true,
});

describe('subjectTree', () => {
  it('nests children under their parents in the given order', () => {
    const tree = subjectTree([node(1, null), node(2, 1), node(3, null), node(4, 2), node(5, 1)]);
    expect(tree.map((n) => n.id)).toEqual([1, 3]);
    expect(tree[0]!.children.map((n) => n.id)).toEqual([2, 5]);
    expect(tree[0]!.children[0]!.children.map((n) => n.id)).toEqual([4]);
  });

  it('keeps a node whose parent is not visible as a root', () => {
    expect(subjectTree([node(7, 99)]).map((n) => n.id)).toEqual([7]);
  });
});
