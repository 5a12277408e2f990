import { publicationIssues } from '@jb/contract/api/publication';
import type { PublicationStage } from '@jb/contract/schemas/publication';
import { Button, Flex, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { IssueStatusCell, PrintingCell } from '../issueProduction/IssueCells.tsx';
import { useProductionParams } from '../issueProduction/useProductionParams.ts';
import { useIssueName } from '../manuscriptScheduling/IssueBar.tsx';
import { CheckCell } from './ArchiveChecks.tsx';
import { type PublicationIssueRow, sendArchive, sendArchiveCheck, useReloadPublication } from './api.ts';
import { IssueFilesDrawer } from './IssueFilesDrawer.tsx';
import { PublishModal } from './PublishModal.tsx';
import { usePublicationTexts } from './texts.ts';

type Column = ColumnsType<PublicationIssueRow>[number];

/**
 * One tab of 终版文件: the chosen journal's (and year's) issues ready to publish, published or
 * archived, paged and sorted on the server, with the buttons of each row's `actions`: 出版 opens the
 * date dialog, 归档检查 requests a check, 归档 asks first. A published issue opens its contents,
 * downloads and checks in a drawer.
 */
export function PublicationList({ stage }: { stage: PublicationStage }) {
  const t = usePublicationTexts();
  const issueName = useIssueName();
  const reload = useReloadPublication();
  const { journalId, year } = useProductionParams();
  const [publishing, setPublishing] = useState<PublicationIssueRow | null>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  const [page, setPage] = useState<PublicationIssueRow[]>([]);
  // The drawer shows the issue as the list has it now (a check's end reloads the list).
  const shown = page.find((r) => r.id === shownId) ?? null;

  const columns = useMemo<ColumnsType<PublicationIssueRow>>(() => {
    const issue: Column = {
      key: 'issue',
      title: t('issue'),
      render: (_, r) => (
        <span style={{ whiteSpace: 'nowrap' }} data-testid={`issue-name-${r.id}`}>
          {issueName(r)}
        </span>
      ),
    };
    const articles: Column = {
      key: 'articles',
      title: t('articles'),
      align: 'right',
      render: (_, r) => <span data-testid={`issue-articles-${r.id}`}>{r.articles}</span>,
    };
    const status: Column = {
      key: 'status',
      title: t('status'),
      render: (_, r) => (
        <Flex gap={4} align="center">
          <IssueStatusCell row={r} />
          {r.mailingOpen && (
            <Tooltip title={t('mailingOpenHint')}>
              <Tag
                color="warning"
                style={{ marginInlineEnd: 0, whiteSpace: 'nowrap' }}
                data-testid={`mailing-open-${r.id}`}
              >
                {t('mailingOpen')}
              </Tag>
            </Tooltip>
          )}
        </Flex>
      ),
    };
    const nowrap = (v: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{v ?? '-'}</span>;
    if (stage === 'ready')
      return [
        issue,
        { key: 'plannedDate', title: t('plannedDate'), dataIndex: 'plannedDate', render: nowrap },
        articles,
        status,
        { key: 'printing', title: t('printing'), render: (_, r) => <PrintingCell row={r} /> },
      ];
    return [
      issue,
      { key: 'publishedOn', title: t('publishedOn'), dataIndex: 'publishedOn', render: nowrap },
      articles,
      status,
      { key: 'check', title: t('check'), render: (_, r) => <CheckCell row={r} /> },
      {
        key: 'details',
        title: t('details'),
        render: (_, r) => (
          <Button size="small" onClick={() => setShownId(r.id)} data-testid={`open-files-${r.id}`}>
            {t('details')}
          </Button>
        ),
      },
    ];
  }, [t, issueName, stage]);

  const actions = useMemo<RowActionMap<PublicationIssueRow>>(
    () => ({
      publish: {
        label: t('publish.action'),
        run: (row) => {
          setPublishing(row);
          return undefined;
        },
      },
      checkArchive: {
        label: t('requestCheck.action'),
        run: (row) => sendArchiveCheck(row.id).then(reload),
        done: t('requestCheck.done'),
      },
      archive: {
        label: t('archive.action'),
        confirm: (row) => ({
          title: t('archive.title', { issue: issueName(row) }),
          content: t('archive.content', { count: row.articles }),
        }),
        run: (row) => sendArchive(row.id).then(reload),
        done: t('archive.done'),
      },
    }),
    [t, issueName, reload],
  );

  const params = useMemo(
    () => ({ journalId: String(journalId ?? 0), stage, ...(year ? { year: String(year) } : {}) }),
    [journalId, stage, year],
  );
  const onPage = useMemo(() => (p: { list: PublicationIssueRow[] }) => setPage(p.list), []);

  if (!journalId) return null;
  return (
    <>
      <ResourceTable<PublicationIssueRow>
        list={publicationIssues}
        columns={columns}
        rowKey={(r) => r.id}
        actions={actions}
        params={params}
        emptyText={t(`empty.${stage}`)}
        onPage={onPage}
      />
      <PublishModal row={publishing} onClose={() => setPublishing(null)} />
      <IssueFilesDrawer row={shown} onClose={() => setShownId(null)} />
    </>
  );
}
