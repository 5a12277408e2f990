/** The check logic of the permission tree (areas, screens, actions). Area keys are groups, not permissions. */
export interface CheckNode {
  key: string;
  children: CheckNode[];
}

export const isGroupKey = (key: string) => key.startsWith('area:');

function walk(
  nodes: CheckNode[],
  visit: (node: CheckNode, ancestors: CheckNode[]) => void,
  up: CheckNode[] = [],
) {
  for (const node of nodes) {
    visit(node, up);
    walk(node.children, visit, [...up, node]);
  }
}

function keysBelow(node: CheckNode): string[] {
  return node.children.flatMap((c) => [c.key, ...keysBelow(c)]);
}

/** Every permission key in the tree. */
export function permissionKeys(tree: CheckNode[]): Set<string> {
  const keys = new Set<string>();
  walk(tree, (n) => {
    if (!isGroupKey(n.key)) keys.add(n.key);
  });
  return keys;
}

/**
 * Checking a node checks everything below it and the screens above it (an action needs its screen);
 * unchecking a node unchecks everything below it.
 */
export function toggleKey(tree: CheckNode[], checked: readonly string[], key: string, on: boolean): string[] {
  const next = new Set(checked);
  walk(tree, (node, ancestors) => {
    if (node.key !== key) return;
    const below = [node.key, ...keysBelow(node)].filter((k) => !isGroupKey(k));
    for (const k of below) on ? next.add(k) : next.delete(k);
    if (on) for (const a of ancestors) if (!isGroupKey(a.key)) next.add(a.key);
  });
  return [...next];
}

/** What the tree shows: permissions as held; an area checked when all below it are, half when some. */
export function displayState(tree: CheckNode[], checked: readonly string[]) {
  const held = new Set(checked);
  const shownChecked: string[] = [];
  const half: string[] = [];
  walk(tree, (node) => {
    if (!isGroupKey(node.key)) {
      if (held.has(node.key)) shownChecked.push(node.key);
      return;
    }
    const below = keysBelow(node).filter((k) => !isGroupKey(k));
    const count = below.filter((k) => held.has(k)).length;
    if (below.length > 0 && count === below.length) shownChecked.push(node.key);
    else if (count > 0) half.push(node.key);
  });
  return { checked: shownChecked, halfChecked: half };
}

/** The permissions to save: tree keys only, without group nodes, sorted. */
export function savedPermissions(tree: CheckNode[], checked: readonly string[]): string[] {
  const known = permissionKeys(tree);
  return [...new Set(checked)].filter((k) => known.has(k)).sort();
}

/** The tree cut to the given permissions (and the areas and screens above them), for read-only views. */
export function pruneTree<N extends CheckNode>(tree: N[], keep: ReadonlySet<string>): N[] {
  return tree.flatMap((node) => {
    const children = pruneTree(node.children as N[], keep);
    return keep.has(node.key) || children.length > 0 ? [{ ...node, children }] : [];
  });
}
