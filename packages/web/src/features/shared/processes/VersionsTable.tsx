import { Table, Tag } from 'antd';
import { formatTime } from '../../../lib/formatTime.ts';
import { type ProcessKind, type ProcessScope, useProcessVersions } from './api.ts';
import { useProcessTexts } from './texts.ts';

/** The saved versions of a scope's own process, newest first; the newest is in force. */
export function VersionsTable({ kind, scope }: { kind: ProcessKind; scope: ProcessScope }) {
  const t = useProcessTexts();
  const versions = useProcessVersions(kind, scope);
  return (
    <Table
      size="small"
      rowKey="id"
      loading={versions.isFetching}
      dataSource={versions.data}
      pagination={false}
      locale={{ emptyText: t('noVersions') }}
      data-testid="process-versions"
      columns={[
        {
          key: 'version',
          title: t('version'),
          render: (_, r, i) => (
            <>
              {t('own', { version: r.version })} {i === 0 && <Tag color="blue">{t('current')}</Tag>}
            </>
          ),
        },
        { key: 'at', title: t('savedAt'), render: (_, r) => formatTime(r.createdAt) },
        { key: 'by', title: t('savedByCol'), dataIndex: 'createdByName' },
      ]}
    />
  );
}
