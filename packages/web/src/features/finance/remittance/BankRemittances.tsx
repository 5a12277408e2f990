import { remittanceList } from '@jb/contract/api/manuscripts';
import { orderList } from '@jb/contract/api/orders';
import { remittanceRecords, remittanceSave } from '@jb/contract/api/remittances';
import { REMITTANCE_STATUS, RemittanceStatus } from '@jb/contract/enums/remittance';
import { Button, Tabs, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useCanCall } from '../../../app/usePermissions.ts';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { useReloadList } from '../../../components/resourceTable/useResourceList.ts';
import { useUrlTab } from '../../../components/resourceTable/useUrlTab.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { AutoMatchDrawer } from './AutoMatchDrawer.tsx';
import { downloadSample, type RemittanceRecord, restoreRemittance } from './api.ts';
import { remittanceColumns } from './columns.tsx';
import { ImportStatementModal } from './ImportStatementModal.tsx';
import { MatchDrawer } from './MatchDrawer.tsx';
import { RecordRemittanceModal } from './RecordRemittanceModal.tsx';
import { SetAsideModal } from './SetAsideModal.tsx';
import { useRemittanceTexts } from './texts.ts';

const ALL = 'all';
const STATUS_TABS = [...Object.keys(REMITTANCE_STATUS), ALL];

/** The statement whose lines the list shows (`?statementId=`, from an import), and how to leave it. */
function useStatementScope() {
  const [search, setSearch] = useScreenSearchParams();
  const statementId = search.get('statementId');
  const show = useCallback(
    (id: number | null) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('page');
          // A statement's lines are shown whatever their status.
          if (id === null) next.delete('statementId');
          else {
            next.set('statementId', String(id));
            next.set('status', ALL);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { statementId: statementId && /^\d+$/.test(statementId) ? Number(statementId) : null, show };
}

/**
 * The remittances the press received, by match status (opening on the unmatched): recorded by hand
 * or imported from a bank statement, matched to orders in a drawer of suggestions, auto-matched, set
 * aside with the reason and back. Buttons come from each row's `actions`.
 */
export function BankRemittances() {
  const t = useRemittanceTexts();
  const pick = usePick();
  const may = useCanCall(remittanceSave);
  const { tab, switchTab } = useUrlTab('status', STATUS_TABS, String(RemittanceStatus.UNMATCHED));
  const { statementId, show } = useStatementScope();
  const [recording, setRecording] = useState(false);
  const [importing, setImporting] = useState(false);
  const [auto, setAuto] = useState<{ statementId: number | undefined } | null>(null);
  const [matching, setMatching] = useState<RemittanceRecord | null>(null);
  const [asiding, setAsiding] = useState<RemittanceRecord | null>(null);
  const reloadRecords = useReloadList(remittanceRecords);
  const reloadOrders = useReloadList(orderList);
  const reloadPrepaid = useReloadList(remittanceList);
  // A match pays orders (and may move a prepaid fee's manuscript on): their lists change too.
  const reloadAll = useCallback(
    () => void Promise.all([reloadRecords(), reloadOrders(), reloadPrepaid()]),
    [reloadRecords, reloadOrders, reloadPrepaid],
  );

  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'dayRange', from: 'receivedFrom', to: 'receivedTo', label: t('list.received') },
      { kind: 'text', name: 'keyword', label: t('list.keyword') },
    ],
    [t],
  );
  const columns = useMemo(() => remittanceColumns(t), [t]);
  const actions = useMemo<RowActionMap<RemittanceRecord>>(
    () => ({
      match: { label: t('actions.match'), run: (row) => void setMatching(row) },
      setAside: { label: t('actions.setAside'), danger: true, run: (row) => void setAsiding(row) },
      restore: {
        label: t('actions.restore'),
        confirm: () => ({ title: t('restore.title'), content: t('restore.content') }),
        run: (row) => restoreRemittance(row),
        done: t('restore.done'),
      },
    }),
    [t],
  );
  const params = {
    ...(tab === ALL ? {} : { status: tab }),
    ...(statementId ? { statementId: String(statementId) } : {}),
  };

  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={switchTab}
        items={STATUS_TABS.map((key) => ({
          key,
          label: (
            <span data-testid={`remittance-tab-${key}`}>
              {key === ALL ? t('tabs.all') : pick(REMITTANCE_STATUS[Number(key)]!)}
            </span>
          ),
        }))}
      />
      <ResourceTable<RemittanceRecord>
        list={remittanceRecords}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        params={params}
        actions={actions}
        toolbar={
          <>
            {may && (
              <>
                <Button
                  type="primary"
                  onClick={() => setRecording(true)}
                  data-testid="remittance-record-open"
                >
                  {t('toolbar.record')}
                </Button>
                <Button onClick={() => setImporting(true)} data-testid="statement-import-open">
                  {t('toolbar.import')}
                </Button>
              </>
            )}
            <Button
              onClick={() => setAuto({ statementId: statementId ?? undefined })}
              data-testid="auto-open"
            >
              {t('toolbar.auto')}
            </Button>
            <Button
              type="link"
              onClick={() => void downloadSample().catch(() => {})}
              data-testid="statement-sample"
            >
              {t('toolbar.sample')}
            </Button>
            {statementId && (
              <Tag closable onClose={() => show(null)} data-testid="statement-scope">
                {t('list.statement')} #{statementId}
              </Tag>
            )}
          </>
        }
      />
      <RecordRemittanceModal open={recording} onClose={() => setRecording(false)} />
      <ImportStatementModal
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => void reloadRecords()}
        onAuto={(id) => setAuto({ statementId: id })}
        onShow={show}
      />
      {auto && (
        <AutoMatchDrawer statementId={auto.statementId} onClose={() => setAuto(null)} onDone={reloadAll} />
      )}
      {matching && <MatchDrawer target={matching} onClose={() => setMatching(null)} onDone={reloadAll} />}
      <SetAsideModal target={asiding} onClose={() => setAsiding(null)} />
    </>
  );
}
