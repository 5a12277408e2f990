import type { HomeStage } from '@jb/contract/schemas/articleHome';
import type { Page } from '@jb/contract/schemas/list';
import { stageGroup } from '@jb/contract/stageGroups';
import { Button, Flex, Skeleton, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { usePermissions } from '../../../app/usePermissions.ts';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import type { ManuscriptRow as StaffManuscriptRow } from '../../shared/manuscripts/api.ts';
import { useManuscriptFilters } from '../../shared/manuscripts/filters.ts';
import { ManuscriptAuthor, ManuscriptTitle } from '../../shared/manuscripts/ManuscriptCells.tsx';
import { ManuscriptStatusTag } from '../../shared/manuscripts/ManuscriptStatusTag.tsx';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import {
  focusOf,
  focusParams,
  HOME_TABS,
  type HomeFocus,
  type HomeTab,
  isHomeTab,
  visibleTabs,
} from './homeTabs.ts';
import { StageCards } from './StageCards.tsx';
import { useHomeTexts } from './texts.ts';

type HomePage = Page<StaffManuscriptRow> & { stages: HomeStage[] };

/** Address parameters the home owns (the table keeps its own: page, sort, filters). */
const OWN = ['tab', 'group', 'overdue', 'view', 'page'];

/**
 * The editor's home (/editorialReview/shouye): per stage, the work waiting for the signed-in person
 * (allocated to them, or waiting in their journals where a stage is not allocated), what is past
 * due, what they allocated that is still open; every count narrows the list below it, and each
 * stage opens its own queue.
 */
export default function ShouyePage() {
  const t = useHomeTexts();
  const tm = useManuscriptTexts();
  const pick = usePick();
  const held = usePermissions();
  const [search, setSearch] = useScreenSearchParams();
  const [stages, setStages] = useState<HomeStage[] | null>(null);
  const tabs = useMemo(() => visibleTabs(held.data ?? new Set()), [held.data]);
  const asked = search.get('tab');
  const tab: HomeTab = isHomeTab(asked) && tabs.includes(asked) ? asked : tabs[0]!;
  const focus = focusOf(search);

  const go = useCallback(
    (next: HomeTab, f: HomeFocus) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        for (const k of OWN) params.delete(k);
        params.set('tab', next);
        for (const [k, v] of Object.entries(focusParams(next, f))) params.set(k, v);
        return params;
      }),
    [setSearch],
  );
  const onPage = useCallback((page: HomePage) => setStages(page.stages), []);

  const filters = useManuscriptFilters();

  const columns = useMemo<ColumnsType<StaffManuscriptRow>>(
    () => [
      { key: 'articleNo', title: tm('articleNo'), dataIndex: 'articleNo' },
      {
        key: 'title',
        title: tm('title'),
        render: (_, r) => (
          <ManuscriptTitle title={r.title}>
            {(shown) => (
              <Link to={`/operation/articleDetail?id=${r.id}`} data-testid={`home-open-${r.id}`}>
                {shown}
              </Link>
            )}
          </ManuscriptTitle>
        ),
      },
      { key: 'journalName', title: tm('journal'), dataIndex: 'journalName' },
      { key: 'authorName', title: tm('author'), render: (_, r) => <ManuscriptAuthor row={r} /> },
      {
        key: 'status',
        title: tm('status'),
        render: (_, r) => <ManuscriptStatusTag status={r.status} testId={`manuscript-status-${r.id}`} />,
      },
      { key: 'auditUser', title: t('auditUser'), render: (_, r) => r.auditUser ?? '-' },
      { key: 'submittedAt', title: t('submittedAt'), render: (_, r) => formatTime(r.submittedAt) },
    ],
    [t, tm],
  );

  if (held.isPending) return <Skeleton active data-testid="home-loading" />;

  const showing = [
    focus.group ? t('showing.group', { name: pick(stageGroup(focus.group)!.title) }) : null,
    focus.overdue ? t('showing.overdue') : null,
    focus.allocated ? t('showing.allocated') : null,
  ].filter((x): x is string => x !== null);

  return (
    <Flex vertical gap={16} data-testid="editor-home">
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setStages(null);
          go(key as HomeTab, {});
        }}
        items={tabs.map((key) => ({
          key,
          label: <span data-testid={`home-tab-${key}`}>{t(`tabs.${key}`)}</span>,
        }))}
      />
      {stages === null ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <StageCards tab={tab} stages={stages} focus={focus} onFocus={(f) => go(tab, f)} />
      )}
      <Flex gap={8} align="center" wrap data-testid="home-focus">
        <Typography.Text type="secondary">{showing.length ? '' : t('showing.all')}</Typography.Text>
        {showing.map((s) => (
          <Tag key={s} color="blue">
            {s}
          </Tag>
        ))}
        {showing.length > 0 && (
          <Button size="small" onClick={() => go(tab, {})} data-testid="home-focus-clear">
            {t('clear')}
          </Button>
        )}
      </Flex>
      <ResourceTable<StaffManuscriptRow>
        key={tab}
        list={HOME_TABS[tab]}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        params={focusParams(tab, focus)}
        defaultOrder="asc"
        onPage={onPage as (page: Page<StaffManuscriptRow>) => void}
      />
    </Flex>
  );
}
