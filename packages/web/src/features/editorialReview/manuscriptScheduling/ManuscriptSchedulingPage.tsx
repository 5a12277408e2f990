import { SCHEDULING_PERMISSION } from '@jb/contract/productionRows';
import type { Page } from '@jb/contract/schemas/list';
import { Empty, Flex, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useCan } from '../../../app/usePermissions.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { JournalPicker } from '../../shared/journals/JournalPicker.tsx';
import { type QueueRow, useSchedulingIssues } from './api.ts';
import { ContentsTable } from './ContentsTable.tsx';
import { IssueBar } from './IssueBar.tsx';
import { defaultIssue, isOpen } from './scheduling.ts';
import { useSchedulingTexts } from './texts.ts';
import { useSchedulingParams } from './useSchedulingParams.ts';
import { WaitingList } from './WaitingList.tsx';

/**
 * /editorialReview/manuscriptScheduling (稿件排期): a journal's accepted manuscripts placed into its
 * issues. The journal and an issue are chosen above (the issue with its page budget bar); below,
 * the manuscripts waiting for an issue, and the chosen issue's table of contents in order. Journal,
 * issue and tab are kept in the URL; changes are for those holding the schedule permission.
 */
export default function ManuscriptSchedulingPage() {
  const t = useSchedulingTexts();
  const { journalId, issueId, tab, setJournal, setIssue, setTab } = useSchedulingParams();
  const canSchedule = useCan(SCHEDULING_PERMISSION);
  const issues = useSchedulingIssues(journalId);
  const all = useMemo(() => issues.data ?? [], [issues.data]);
  const openIssues = useMemo(() => all.filter(isOpen), [all]);
  const issue = all.find((i) => i.id === issueId) ?? null;
  const [waiting, setWaiting] = useState<number | null>(null);
  const onTotal = useCallback((page: Page<QueueRow>) => setWaiting(page.total), []);

  // Opens on the next planned issue when none (or one of another journal) is in the URL.
  useEffect(() => {
    if (!issues.data || issue) return;
    const next = defaultIssue(issues.data);
    if (next) setIssue(next.id);
  }, [issues.data, issue, setIssue]);

  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <JournalPicker value={journalId} onChange={setJournal} />
        {journalId && <IssueBar issues={all} loading={issues.isPending} issue={issue} onChange={setIssue} />}
      </Flex>
      {issues.isError ? (
        <LoadError onRetry={() => void issues.refetch()} />
      ) : (
        journalId && (
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key === 'contents' ? 'contents' : 'waiting')}
            items={[
              {
                key: 'waiting',
                label: (
                  <span data-testid="tab-waiting">
                    {t('tabs.waiting')}
                    {waiting !== null && <span data-testid="tab-count-waiting">{` (${waiting})`}</span>}
                  </span>
                ),
                children: (
                  <WaitingList
                    journalId={journalId}
                    issue={issue}
                    openIssues={openIssues}
                    canSchedule={canSchedule}
                    onTotal={onTotal}
                  />
                ),
              },
              {
                key: 'contents',
                label: (
                  <span data-testid="tab-contents">
                    {t('tabs.contents')}
                    {issue && <span data-testid="tab-count-contents">{` (${issue.articles})`}</span>}
                  </span>
                ),
                children: issue ? (
                  <ContentsTable issue={issue} openIssues={openIssues} canSchedule={canSchedule} />
                ) : (
                  <Empty description={all.length === 0 ? t('noIssues') : t('pickIssueFirst')} />
                ),
              },
            ]}
          />
        )
      )}
    </>
  );
}
