import { Button, Card, Empty, Space, Table, Tag } from 'antd';
import type { HTMLAttributes } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../components/LoadError.tsx';
import { usePick } from '../i18n/useLang.ts';
import { formatTime } from '../lib/formatTime.ts';
import { pendingCards } from './actionCards.ts';
import { type AuthorManuscriptRow, type SiteJournal, useMyManuscripts } from './api.ts';
import { proofPagePath, siteHome, statusLabel } from './rules.ts';
import { useAuthorSiteTexts } from './texts.ts';

/**
 * 我的稿件: the author's manuscripts, newest first as the server lists them, each opening its detail;
 * what the author may do on each now (the server's `actions`) links to the detail's card.
 */
export function ManuscriptsPage({ journal }: { journal: SiteJournal }) {
  const t = useAuthorSiteTexts();
  const pick = usePick();
  const navigate = useNavigate();
  const list = useMyManuscripts(journal.id, true);
  const home = siteHome(journal);

  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  return (
    <Card title={t('list.title')} size="small" data-testid="my-manuscripts">
      <Table<AuthorManuscriptRow>
        rowKey="id"
        size="middle"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={(list.data?.length ?? 0) > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        scroll={{ x: 720 }}
        onRow={(row) => ({ 'data-testid': `manuscript-row-${row.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{
          emptyText: (
            <Empty description={t('list.empty')} data-testid="my-manuscripts-empty">
              {journal.open ? (
                <Button type="primary" onClick={() => navigate(home)} data-testid="my-manuscripts-submit">
                  {t('list.toSubmit')}
                </Button>
              ) : null}
            </Empty>
          ),
        }}
        columns={[
          { key: 'articleNo', title: t('list.articleNo'), dataIndex: 'articleNo', width: 150 },
          {
            key: 'title',
            title: t('list.articleTitle'),
            render: (_, row) => (
              <Link to={`${home}/manuscripts/${row.id}`} data-testid={`manuscript-open-${row.id}`}>
                {row.title}
              </Link>
            ),
          },
          { key: 'column', title: t('list.column'), dataIndex: 'columnName', width: 140 },
          {
            key: 'status',
            title: t('list.status'),
            width: 150,
            render: (_, row) => (
              <Tag color={row.status === 0 ? 'orange' : 'blue'} data-testid={`manuscript-status-${row.id}`}>
                {pick(statusLabel(row.status))}
              </Tag>
            ),
          },
          {
            key: 'todo',
            title: t('list.todo'),
            width: 160,
            render: (_, row) => (
              <Space size={4} wrap data-testid={`manuscript-todo-${row.id}`}>
                {pendingCards(row.actions).map(({ card, action, title }) => (
                  <Link
                    key={card}
                    to={card === 'proofs' ? proofPagePath(journal, row.id) : `${home}/manuscripts/${row.id}`}
                    data-testid={`manuscript-action-${row.id}-${action}`}
                  >
                    <Tag color="red">{pick(title)}</Tag>
                  </Link>
                ))}
              </Space>
            ),
          },
          {
            key: 'submittedAt',
            title: t('list.submittedAt'),
            width: 180,
            render: (_, row) => formatTime(row.submittedAt),
          },
        ]}
      />
    </Card>
  );
}
