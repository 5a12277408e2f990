import { revisionList } from '@jb/contract/api/revisions';
import { REVISION_STATUS, RevisionStatus } from '@jb/contract/enums/revision';
import type { RevisionRow } from '@jb/contract/schemas/revisions';
import { useMemo, useState } from 'react';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { StatusTabs } from '../../../components/resourceTable/StatusTabs.tsx';
import { useStatusTab } from '../../../components/resourceTable/useStatusTab.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { useRequestFilters } from '../../shared/useRequestFilters.ts';
import { revisionColumns } from './columns.tsx';
import { type DecisionTarget, RevisionDecisionModal } from './RevisionDecisionModal.tsx';
import { useExamineTexts } from './texts.ts';

/** The review's tabs: drafts (status 0) are the author's own and never listed. */
const { 0: _draft, ...TABS } = REVISION_STATUS;
const STATUSES = Object.keys(TABS).map(Number);

/**
 * 修改申请 (/operation/articleExamine): the press's revision applications by review status, opening
 * on those waiting, with the changes in brief; the article number opens the review
 * (/operation/examineDetail), a row's buttons are the decisions the server lists in its `actions`.
 */
export default function ArticleExaminePage() {
  const t = useExamineTexts();
  const pick = usePick();
  const { tab, switchTab, params } = useStatusTab(STATUSES, RevisionStatus.PENDING);
  const [deciding, setDeciding] = useState<DecisionTarget | null>(null);

  const filters = useRequestFilters({ journal: t('journal'), keyword: t('keyword') });
  const columns = useMemo(() => revisionColumns(t, pick), [t, pick]);
  const actions = useMemo<RowActionMap<RevisionRow>>(
    () => ({
      pass: { label: t('pass'), run: (row) => void setDeciding({ decision: 'pass', row }) },
      fail: { label: t('fail'), danger: true, run: (row) => void setDeciding({ decision: 'fail', row }) },
    }),
    [t],
  );

  return (
    <>
      <StatusTabs labels={TABS} tab={tab} onChange={switchTab} testId="examine" />
      <ResourceTable<RevisionRow>
        list={revisionList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        params={params}
        sortable={['submittedAt', 'decidedAt']}
        actions={actions}
        emptyText={t('empty')}
      />
      <RevisionDecisionModal target={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}
