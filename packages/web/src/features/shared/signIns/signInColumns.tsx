import type { Bilingual } from '@jb/contract/i18n';
import { Tag, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';

/** The result and browser columns every sign-in log shows (staff sign-ins, author sign-ins). */
export function signInResultColumn<T extends { result: string }>(
  title: string,
  results: Record<string, Bilingual>,
  pick: (label: Bilingual) => string,
): ColumnType<T> {
  return {
    key: 'result',
    title,
    render: (_, r) => (
      <Tag color={r.result === 'success' ? 'success' : 'error'}>
        {pick(results[r.result] ?? { zh: r.result, en: r.result })}
      </Tag>
    ),
  };
}

export function userAgentColumn<T extends { userAgent: string }>(title: string): ColumnType<T> {
  return {
    key: 'userAgent',
    title,
    width: 240,
    ellipsis: { showTitle: false },
    render: (_, r) => (
      <Tooltip title={r.userAgent} placement="topLeft">
        {r.userAgent}
      </Tooltip>
    ),
  };
}
