import { DISPATCH_PERMISSION, TYPESET_PERMISSION } from '@jb/contract/productionRows';
import { Flex, Tabs } from 'antd';
import { useCallback, useMemo } from 'react';
import { usePermissions } from '../../../app/usePermissions.ts';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { useUrlTab } from '../../../components/resourceTable/useUrlTab.ts';
import { JournalPicker } from '../../shared/journals/JournalPicker.tsx';
import { DispatchList } from './DispatchList.tsx';
import { useTypesettingTexts } from './texts.ts';
import { tabsFor } from './typesetting.ts';
import { WorkList } from './WorkList.tsx';

/** The lists' own parameters, dropped with the journal they were about. */
const JOURNAL_SCOPED = ['issueId', 'page', 'keyword'];

/**
 * /editorialReview/postingDateFaPai (发排校对): scheduled manuscripts dispatched to typesetters and
 * their proof rounds. Whoever may dispatch works a journal at a time: 待发排, 排版中 and 校对中; a
 * typesetter who may not lands on their desk (我的排版), across their journals. Journal and tab are
 * kept in the URL; every button is the server's answer for the row and the person.
 */
export default function TypesettingPage() {
  const t = useTypesettingTexts();
  const permissions = usePermissions();
  const held = permissions.data;
  const canDispatch = !!held?.has(DISPATCH_PERMISSION);
  const tabs = useMemo(
    () => tabsFor({ dispatch: canDispatch, typeset: !!held?.has(TYPESET_PERMISSION) }),
    [canDispatch, held],
  );
  const { tab, switchTab } = useUrlTab('tab', tabs, tabs[0]!);
  const [search, setSearch] = useScreenSearchParams();
  const journalId = Number(search.get('journalId')) || null;
  const setJournal = useCallback(
    (id: number | null) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (id) params.set('journalId', String(id));
          else params.delete('journalId');
          for (const name of JOURNAL_SCOPED) params.delete(name);
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );

  if (permissions.isPending) return <PageLoading />;
  // Dispatching works one journal at a time (its typesetters, its issues); a desk may show them all.
  const needJournal = canDispatch;

  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <JournalPicker
          value={journalId}
          onChange={setJournal}
          allowNone={!needJournal}
          noneLabel={t('allJournals')}
        />
      </Flex>
      {(journalId || !needJournal) && (
        <Tabs
          activeKey={tab}
          onChange={switchTab}
          destroyOnHidden
          items={tabs.map((key) => ({
            key,
            label: <span data-testid={`tab-${key}`}>{t(`tabs.${key}`)}</span>,
            children:
              key === 'dispatch' ? (
                journalId && <DispatchList journalId={journalId} />
              ) : (
                <WorkList tab={key} journalId={journalId} />
              ),
          }))}
        />
      )}
    </>
  );
}
