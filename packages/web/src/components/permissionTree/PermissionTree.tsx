import type { PermissionNode } from '@jb/contract/schemas/roleAdmin';
import { Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { usePick } from '../../i18n/useLang.ts';
import { displayState, isGroupKey, toggleKey } from './treeChecks.ts';

function toData(nodes: PermissionNode[], pick: ReturnType<typeof usePick>): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.key,
    title: <span data-testid={`perm-${node.key}`}>{pick(node.title)}</span>,
    children: toData(node.children, pick),
  }));
}

/**
 * Permissions on a checkbox tree: areas, their screens, each screen's actions. A form control
 * (`value`/`onChange` with permission codes); read-only when `disabled`.
 */
export function PermissionTree({
  tree,
  value = [],
  onChange,
  disabled = false,
}: {
  tree: PermissionNode[];
  value?: string[];
  onChange?: (next: string[]) => void;
  disabled?: boolean;
}) {
  const pick = usePick();
  const data = useMemo(() => toData(tree, pick), [tree, pick]);
  const areas = useMemo(() => tree.map((n) => n.key).filter(isGroupKey), [tree]);
  return (
    <Tree
      checkable
      checkStrictly
      selectable={false}
      disabled={disabled}
      treeData={data}
      defaultExpandedKeys={areas}
      checkedKeys={displayState(tree, value)}
      onCheck={(_keys, info) => onChange?.(toggleKey(tree, value, String(info.node.key), info.checked))}
      style={{
        maxHeight: 360,
        overflow: 'auto',
        border: '1px solid rgba(5,5,5,0.06)',
        padding: 8,
        borderRadius: 6,
      }}
      data-testid="perm-tree"
    />
  );
}
