import type { SubjectNode } from '@jb/contract/schemas/subjects';
import { useMemo } from 'react';
import { useSubjects } from '../../shared/subjects.ts';
import { type SubjectTree, subjectTree } from '../../shared/subjectTree.ts';

export interface SubjectTreeOption {
  value: number;
  title: string;
  children: SubjectTreeOption[];
}

const treeOptions = (nodes: SubjectTree[]): SubjectTreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: treeOptions(n.children) }));

/** Each subject as a flat option labelled with its path (`工学 / 计算机科学`), in tree order. */
export function flatOptions(nodes: readonly SubjectNode[]): { value: number; label: string }[] {
  const walk = (tree: SubjectTree[], prefix: string): { value: number; label: string }[] =>
    tree.flatMap((n) => {
      const label = prefix ? `${prefix} / ${n.name}` : n.name;
      return [{ value: n.id, label }, ...walk(n.children, label)];
    });
  return walk(subjectTree(nodes), '');
}

/** The subjects the press uses (its own and the platform's), for the form's tree and the list's filter. */
export function useSubjectOptions() {
  const subjects = useSubjects();
  const tree = useMemo(() => treeOptions(subjectTree(subjects.data ?? [])), [subjects.data]);
  const flat = useMemo(() => flatOptions(subjects.data ?? []), [subjects.data]);
  return { tree, flat, loading: subjects.isPending, failed: subjects.isError };
}
