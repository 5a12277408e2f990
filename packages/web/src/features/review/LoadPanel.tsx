import type { Assignee } from '@jb/contract/schemas/review';
import type { ReviewGroup } from '@jb/contract/stageGroups';
import { Collapse, Empty, Table, Tag } from 'antd';
import type { HTMLAttributes } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { useLoad } from './api.ts';
import { SubjectNames } from './SubjectNames.tsx';
import { useReviewTexts } from './texts.ts';

/**
 * The people who work an allocation stage (of the journal filtered on, or the press's) and their
 * open load against their weight and cap: what an allocation balances.
 */
export function LoadPanel({ alloc, journalId }: { alloc: ReviewGroup; journalId: number | undefined }) {
  const t = useReviewTexts();
  const load = useLoad(alloc, journalId);
  const body = load.isError ? (
    <LoadError onRetry={() => void load.refetch()} />
  ) : (
    <Table<Assignee>
      size="small"
      rowKey="userId"
      pagination={false}
      loading={load.isPending}
      dataSource={load.data}
      locale={{ emptyText: <Empty description={t('load.empty')} /> }}
      onRow={(a) => ({ 'data-testid': `load-${a.userId}` }) as HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'name', title: t('load.name'), dataIndex: 'name' },
        { key: 'group', title: t('load.group'), render: (_, a) => a.groupName || '-' },
        {
          key: 'subjects',
          title: t('load.subjects'),
          render: (_, a) => <SubjectNames ids={a.subjectIds} testId={`load-subjects-${a.userId}`} />,
        },
        {
          key: 'load',
          title: t('load.load'),
          align: 'right',
          render: (_, a) => (
            <>
              {a.load}
              {a.full && (
                <Tag color="red" style={{ marginInlineStart: 6 }}>
                  {t('load.full')}
                </Tag>
              )}
            </>
          ),
        },
        { key: 'weight', title: t('load.weight'), align: 'right', dataIndex: 'weight' },
        {
          key: 'cap',
          title: t('load.cap'),
          align: 'right',
          render: (_, a) => (a.cap > 0 ? a.cap : t('load.noCap')),
        },
      ]}
    />
  );
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 16 }}
      items={[{ key: 'load', label: t('load.title'), children: body }]}
      data-testid="load-panel"
    />
  );
}
