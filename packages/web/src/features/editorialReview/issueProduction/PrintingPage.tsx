import { printingComplete } from '@jb/contract/api/issueProduction';
import { Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import { useUrlTab } from '../../../components/resourceTable/useUrlTab.ts';
import { useIssueName } from '../manuscriptScheduling/IssueBar.tsx';
import type { PrintedRow } from './api.ts';
import { IssueStageList, IssueStageScreen } from './IssueStageList.tsx';
import { useProductionTexts } from './texts.ts';
import { useProductionParams } from './useProductionParams.ts';

const TABS = ['current', 'printed'] as const;

/** 已印刷: the journal's issues whose printing is complete, newest first. */
function PrintedList({ journalId }: { journalId: number }) {
  const t = useProductionTexts();
  const issueName = useIssueName();
  const columns = useMemo<ColumnsType<PrintedRow>>(
    () => [
      {
        key: 'issue',
        title: t('issue'),
        render: (_, r) => (
          <span style={{ whiteSpace: 'nowrap' }} data-testid={`printed-name-${r.id}`}>
            {issueName(r)}
          </span>
        ),
      },
      { key: 'articles', title: t('articles'), dataIndex: 'articles', align: 'right' },
      { key: 'printingHouse', title: t('printingHouse'), dataIndex: 'printingHouse' },
      { key: 'runSize', title: t('runSize'), dataIndex: 'runSize', align: 'right' },
      {
        key: 'copiesDelivered',
        title: t('printedColumns.copiesDelivered'),
        dataIndex: 'copiesDelivered',
        align: 'right',
      },
      { key: 'completedOn', title: t('printedColumns.completedOn'), dataIndex: 'completedOn' },
    ],
    [t, issueName],
  );
  const params = useMemo(() => ({ journalId: String(journalId) }), [journalId]);
  return (
    <ResourceTable<PrintedRow>
      list={printingComplete}
      columns={columns}
      rowKey={(r) => r.id}
      params={params}
    />
  );
}

/**
 * /editorialReview/printing (印刷): issues to press and in print (start, complete), and a tab of the
 * printed ones. The tab is kept in the URL with the journal and year.
 */
export default function PrintingPage() {
  const t = useProductionTexts();
  const { journalId } = useProductionParams();
  const { tab, switchTab } = useUrlTab('tab', TABS, 'current');
  return (
    <IssueStageScreen stage="printing">
      {journalId && (
        <Tabs
          activeKey={tab}
          onChange={switchTab}
          destroyOnHidden
          items={[
            {
              key: 'current',
              label: <span data-testid="tab-current">{t('tabs.current')}</span>,
              children: <IssueStageList stage="printing" />,
            },
            {
              key: 'printed',
              label: <span data-testid="tab-printed">{t('tabs.printed')}</span>,
              children: <PrintedList journalId={journalId} />,
            },
          ]}
        />
      )}
    </IssueStageScreen>
  );
}
