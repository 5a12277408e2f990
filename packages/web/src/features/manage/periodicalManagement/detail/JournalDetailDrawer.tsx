import type { JournalRow } from '@jb/contract/schemas/journals';
import { Drawer, Skeleton, Space, Tabs } from 'antd';
import { useCan } from '../../../../app/usePermissions.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { useJournal } from '../../../shared/journals/api.ts';
import { JournalStatusTag } from '../../../shared/journals/JournalStatusTag.tsx';
import { ProofRoundsForm } from '../../../shared/journals/ProofRoundsForm.tsx';
import { usePeriodicalTexts } from '../texts.ts';
import { BasicTab } from './BasicTab.tsx';
import { DatabasesTab } from './DatabasesTab.tsx';
import { FeesTab } from './FeesTab.tsx';
import { NoticeTab } from './NoticeTab.tsx';
import { ProcessTab } from './ProcessTab.tsx';

/** A journal's configuration, one tab per concern; each tab saves on its own. */
export function JournalDetailDrawer({
  id,
  tab,
  onTab,
  onClose,
  onEdit,
}: {
  id: number | null;
  tab: string;
  onTab: (tab: string) => void;
  onClose: () => void;
  onEdit: (row: JournalRow) => void;
}) {
  const t = usePeriodicalTexts();
  const journal = useJournal(id);
  const canEditRounds = useCan('organizationalManagement.periodicalTypesetting');
  const row = journal.data;

  const items = row
    ? [
        { key: 'basic', label: t('tabs.basic'), children: <BasicTab journal={row} onEdit={onEdit} /> },
        { key: 'fees', label: t('tabs.fees'), children: <FeesTab journal={row} /> },
        { key: 'databases', label: t('tabs.databases'), children: <DatabasesTab journal={row} /> },
        { key: 'notice', label: t('tabs.notice'), children: <NoticeTab journal={row} /> },
        { key: 'process', label: t('tabs.process'), children: <ProcessTab journal={row} /> },
        {
          key: 'proof',
          label: t('tabs.proof'),
          children: <ProofRoundsForm journal={row} canEdit={canEditRounds} />,
        },
      ]
    : [];

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="min(820px, 100vw)"
      destroyOnHidden
      title={
        row ? (
          <Space>
            {row.name}
            <JournalStatusTag status={row.status} />
          </Space>
        ) : (
          ''
        )
      }
      data-testid="journal-detail"
    >
      {journal.isPending && <Skeleton active />}
      {journal.isError && <LoadError onRetry={() => void journal.refetch()} />}
      {row && (
        <Tabs
          activeKey={tab}
          onChange={onTab}
          items={items.map((item) => ({
            ...item,
            label: <span data-testid={`tab-${item.key}`}>{item.label}</span>,
          }))}
          destroyOnHidden
        />
      )}
    </Drawer>
  );
}
