import { theme } from 'antd';

export interface FlowNode {
  key: string | number;
  label: string;
  /** A small line above the label (a status code). */
  code?: string | number;
}

/** A left-to-right chain of steps joined by arrows, wrapping on narrow screens (process diagrams). */
export function FlowDiagram({ nodes, label, testId }: { nodes: FlowNode[]; label: string; testId?: string }) {
  const { token } = theme.useToken();
  return (
    <ol
      aria-label={label}
      data-testid={testId ?? 'flow-diagram'}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', rowGap: 8, padding: 0, margin: 0 }}
    >
      {nodes.map((node, i) => (
        <li
          key={node.key}
          style={{ listStyle: 'none', display: 'flex', alignItems: 'center' }}
          data-testid={`flow-node-${node.key}`}
        >
          {i > 0 && (
            <span aria-hidden style={{ color: token.colorTextTertiary, padding: '0 6px' }}>
              →
            </span>
          )}
          <span
            style={{
              border: `1px solid ${token.colorPrimaryBorder}`,
              background: token.colorPrimaryBg,
              borderRadius: token.borderRadius,
              padding: '4px 10px',
              textAlign: 'center',
              minWidth: 64,
            }}
          >
            {node.code !== undefined && (
              <span style={{ display: 'block', fontSize: 11, color: token.colorTextSecondary }}>
                {node.code}
              </span>
            )}
            <span style={{ display: 'block' }}>{node.label}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
