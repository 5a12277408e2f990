import type { SubjectNode } from '@jb/contract/schemas/subjects';

export interface SubjectTree extends SubjectNode {
  children: SubjectTree[];
}

/** The flat list (`subjectList`) as a tree; a node whose parent is not visible becomes a root. Order is kept. */
export function subjectTree(nodes: readonly SubjectNode[]): SubjectTree[] {
  const byId = new Map<number, SubjectTree>(nodes.map((n) => [n.id, { ...n, children: [] }]));
  const roots: SubjectTree[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
