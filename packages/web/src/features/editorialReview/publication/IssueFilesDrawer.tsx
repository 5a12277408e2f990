import { publicationIssues } from '@jb/contract/api/publication';
import { ARCHIVE_PERMISSION } from '@jb/contract/productionRows';
import type { PublishedArticle } from '@jb/contract/schemas/publication';
import { Button, Drawer, Empty, Flex, Space, Spin, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCan } from '../../../app/usePermissions.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { useListChange } from '../../../components/resourceTable/useListChange.tsx';
import { useIssueName } from '../manuscriptScheduling/IssueBar.tsx';
import { CheckHistory } from './ArchiveChecks.tsx';
import {
  type PublicationIssueRow,
  saveCrossref,
  saveFinalFiles,
  sendArchiveCheck,
  useArchiveChecks,
  usePublishedArticles,
  useReloadPublication,
} from './api.ts';
import { CrossrefSending } from './CrossrefSending.tsx';
import { pageRange } from './publication.ts';
import { usePublicationTexts } from './texts.ts';

interface Props {
  /** The published (or archived) issue shown, as the list has it now (null: closed). */
  row: PublicationIssueRow | null;
  onClose: () => void;
}

/** A published issue's contents: number, title, byline, DOI and pages, in contents order. */
function Contents({ issueId }: { issueId: number }) {
  const t = usePublicationTexts();
  const articles = usePublishedArticles(issueId, true);
  const columns = useMemo<ColumnsType<PublishedArticle>>(
    () => [
      { key: 'seq', title: t('drawer.seq'), width: 56, render: (_, __, k) => k + 1 },
      {
        key: 'articleNo',
        title: t('drawer.articleNo'),
        dataIndex: 'articleNo',
        render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{v}</span>,
      },
      { key: 'title', title: t('drawer.articleTitle'), dataIndex: 'title' },
      { key: 'authors', title: t('drawer.authors'), render: (_, a) => a.authors.join('，') },
      {
        key: 'doi',
        title: t('drawer.doi'),
        render: (_, a) => (
          <Typography.Text copyable style={{ whiteSpace: 'nowrap' }} data-testid={`doi-${a.manuscriptId}`}>
            {a.doi}
          </Typography.Text>
        ),
      },
      {
        key: 'pages',
        title: t('drawer.pages'),
        align: 'right',
        render: (_, a) => <span style={{ whiteSpace: 'nowrap' }}>{pageRange(a.firstPage, a.lastPage)}</span>,
      },
    ],
    [t],
  );
  if (articles.isError) return <LoadError onRetry={() => void articles.refetch()} />;
  return (
    <Table<PublishedArticle>
      size="small"
      rowKey={(a) => a.manuscriptId}
      columns={columns}
      dataSource={articles.data ?? []}
      loading={articles.isPending}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('drawer.noContents')} />,
      }}
      data-testid="published-contents"
    />
  );
}

/** A download button: busy while the file comes, its refusal shown by the http client. */
function DownloadButton({
  label,
  save,
  testId,
}: {
  label: string;
  save: () => Promise<void>;
  testId: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      loading={busy}
      onClick={() => {
        setBusy(true);
        save()
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}

/**
 * 终版文件 of a published issue: its contents with DOIs and pages, the Crossref deposit and the final
 * files to download, the deposit's sending to Crossref, and its archive checks with what each found;
 * a check can be requested here (disabled while one is pending).
 */
export function IssueFilesDrawer({ row, onClose }: Props) {
  const t = usePublicationTexts();
  const issueName = useIssueName();
  const mayCheck = useCan(ARCHIVE_PERMISSION);
  const change = useListChange(publicationIssues);
  const reload = useReloadPublication();
  const issueId = row?.id ?? null;
  const checks = useArchiveChecks(issueId, !!row);
  const [asking, setAsking] = useState(false);
  const label = row ? issueName(row) : '';
  const canRequest = !!row?.actions.includes('checkArchive');

  // A check that ends while the drawer is open changes what the issue allows: the list reloads.
  const newest = checks.data?.[0];
  const pending = newest ? newest.state === 'pending' : row?.check?.state === 'pending';
  const wasPending = useRef(false);
  useEffect(() => {
    const running = newest?.state === 'pending';
    if (wasPending.current && !running) void reload();
    wasPending.current = running;
  }, [newest?.state, reload]);

  const request = async () => {
    if (!row) return;
    setAsking(true);
    await change.run(() => sendArchiveCheck(row.id), t('requestCheck.done'));
    await reload();
    setAsking(false);
  };

  return (
    <Drawer
      open={!!row}
      onClose={onClose}
      title={t('drawer.title', { issue: label })}
      size="large"
      destroyOnHidden
      data-testid="files-drawer"
    >
      {change.holder}
      {row && (
        <Flex vertical gap={24}>
          <section>
            <Typography.Title level={5}>{t('drawer.files')}</Typography.Title>
            <Space wrap>
              <DownloadButton
                label={t('drawer.crossref')}
                save={() => saveCrossref(row.id, label)}
                testId="download-crossref"
              />
              <DownloadButton
                label={t('drawer.finalFiles')}
                save={() => saveFinalFiles(row.id, label)}
                testId="download-final-files"
              />
            </Space>
          </section>
          <CrossrefSending issueId={row.id} label={label} />
          <section>
            <Typography.Title level={5}>{t('drawer.contents')}</Typography.Title>
            <Contents issueId={row.id} />
          </section>
          <section>
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {t('drawer.checks')}
              </Typography.Title>
              {mayCheck && (canRequest || pending) && (
                <Tooltip title={pending ? t('drawer.pendingHint') : undefined}>
                  <Button
                    type="primary"
                    disabled={pending || !canRequest}
                    loading={asking}
                    onClick={() => void request()}
                    data-testid="drawer-request-check"
                  >
                    {t('requestCheck.action')}
                  </Button>
                </Tooltip>
              )}
            </Flex>
            {checks.isError ? (
              <LoadError onRetry={() => void checks.refetch()} />
            ) : (
              <div style={{ marginTop: 8 }}>
                {checks.isPending ? <Spin /> : <CheckHistory checks={checks.data} />}
              </div>
            )}
          </section>
        </Flex>
      )}
    </Drawer>
  );
}
