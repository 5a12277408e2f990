import { ISSUE_STATUS, type IssueRow } from '@jb/contract/schemas/issues';
import { Button, Space, Table, Tag } from 'antd';
import type { HTMLAttributes } from 'react';
import { usePick } from '../../../i18n/useLang.ts';
import { useIssueTexts } from './texts.ts';

const COLORS = { 0: 'default', 1: 'processing', 2: 'success' } as const;

/** The issues of a journal's year, with edit (update mode) and records per row. */
export function IssueTable({
  rows,
  loading,
  canEdit,
  onEdit,
  onRecords,
}: {
  rows: IssueRow[];
  loading: boolean;
  canEdit: boolean;
  onEdit: (row: IssueRow) => void;
  onRecords: (row: IssueRow) => void;
}) {
  const t = useIssueTexts();
  const pick = usePick();
  return (
    <Table<IssueRow>
      size="middle"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('none') }}
      data-testid="issue-table"
      onRow={(row) => ({ 'data-testid': `issue-row-${row.id}` }) as HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'year', title: t('year'), dataIndex: 'year' },
        { key: 'volume', title: t('volume'), dataIndex: 'volume' },
        { key: 'number', title: t('number'), dataIndex: 'number' },
        { key: 'plannedDate', title: t('plannedDate'), dataIndex: 'plannedDate' },
        { key: 'actualDate', title: t('actualDate'), render: (_, r) => r.actualDate ?? '-' },
        { key: 'pageBudget', title: t('pageBudget'), dataIndex: 'pageBudget', align: 'right' },
        {
          key: 'status',
          title: t('status'),
          render: (_, r) => {
            const status = r.status as keyof typeof ISSUE_STATUS;
            return (
              <Tag color={COLORS[status]}>{ISSUE_STATUS[status] ? pick(ISSUE_STATUS[status]) : r.status}</Tag>
            );
          },
        },
        {
          key: 'actions',
          title: '',
          fixed: 'right',
          render: (_, r) => (
            <Space size={0}>
              {canEdit && (
                <Button type="link" size="small" onClick={() => onEdit(r)} data-testid={`issue-edit-${r.id}`}>
                  {t('editTitle')}
                </Button>
              )}
              <Button
                type="link"
                size="small"
                onClick={() => onRecords(r)}
                data-testid={`issue-records-${r.id}`}
              >
                {t('records')}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}
