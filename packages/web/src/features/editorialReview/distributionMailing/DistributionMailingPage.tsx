import { mailingIssues } from '@jb/contract/api/mailing';
import { Button, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useCallback, useMemo } from 'react';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { JournalPicker } from '../../shared/journals/JournalPicker.tsx';
import { useProductionParams } from '../issueProduction/useProductionParams.ts';
import { useIssueName } from '../manuscriptScheduling/IssueBar.tsx';
import type { MailingIssueRow } from './api.ts';
import { MailingIssuePanel } from './MailingIssuePanel.tsx';
import { useMailingTexts } from './texts.ts';

/**
 * /editorialReview/distributionMailing (邮寄发行): a journal's issues at mailing and after, with how
 * many recipients were sent, numbered and delivered; the issue opened below (kept in the URL with
 * the journal) shows its recipients, parcels and batches.
 */
export default function DistributionMailingPage() {
  const t = useMailingTexts();
  const issueName = useIssueName();
  const { journalId, setJournal } = useProductionParams();
  const [search, setSearch] = useScreenSearchParams();
  const opened = Number(search.get('issueId')) || null;
  const open = useCallback(
    (id: number) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('issueId', String(id));
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  const columns = useMemo<ColumnsType<MailingIssueRow>>(
    () => [
      {
        key: 'issue',
        title: t('issue'),
        render: (_, r) => (
          <span style={{ whiteSpace: 'nowrap' }} data-testid={`issue-name-${r.id}`}>
            {issueName(r)}
          </span>
        ),
      },
      {
        key: 'status',
        title: t('status'),
        render: (_, r) => (r.status ? <StatusTag status={r.status} /> : null),
      },
      { key: 'articles', title: t('articles'), dataIndex: 'articles', align: 'right' },
      { key: 'recipients', title: t('recipients'), dataIndex: 'recipients', align: 'right' },
      { key: 'copies', title: t('copies'), dataIndex: 'copies', align: 'right' },
      { key: 'shipped', title: t('shipped'), dataIndex: 'shipped', align: 'right' },
      {
        key: 'tracked',
        title: t('tracked'),
        align: 'right',
        render: (_, r) => <span data-testid={`issue-tracked-${r.id}`}>{r.tracked}</span>,
      },
      { key: 'delivered', title: t('delivered'), dataIndex: 'delivered', align: 'right' },
      {
        key: 'open',
        title: '',
        render: (_, r) => (
          <Button size="small" type="link" onClick={() => open(r.id)} data-testid={`open-issue-${r.id}`}>
            {t('open')}
          </Button>
        ),
      },
    ],
    [t, issueName, open],
  );
  const params = useMemo(() => ({ journalId: String(journalId ?? 0) }), [journalId]);
  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <JournalPicker value={journalId} onChange={setJournal} />
      </Flex>
      {journalId && (
        <ResourceTable<MailingIssueRow>
          list={mailingIssues}
          columns={columns}
          rowKey={(r) => r.id}
          params={params}
        />
      )}
      <div style={{ marginTop: 16 }}>
        {opened ? (
          <MailingIssuePanel issueId={opened} />
        ) : (
          journalId && <Typography.Text type="secondary">{t('pickIssue')}</Typography.Text>
        )}
      </div>
    </>
  );
}
