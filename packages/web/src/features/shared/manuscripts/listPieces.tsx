import { columnList } from '@jb/contract/api/columns';
import { FOUNDATION_STATUS, MANUSCRIPT_PAY_STATUS } from '@jb/contract/enums/manuscript';
import type { ColumnsType } from 'antd/es/table/interface';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useCanCall } from '../../../app/usePermissions.ts';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { useColumns, useJournalOptions } from '../options.ts';
import type { ManuscriptRow } from './api.ts';
import { ManuscriptAuthor, ManuscriptTitle } from './ManuscriptCells.tsx';
import { ManuscriptFlags, ManuscriptPayCell } from './ManuscriptFlags.tsx';
import { ManuscriptStatusTag } from './ManuscriptStatusTag.tsx';
import { OrderBadges } from './OrderBadges.tsx';
import { useManuscriptTexts } from './texts.ts';
import { statusGroups, statusLabel } from './workflowText.ts';

/**
 * The manuscript list's pieces (稿件查询 of /operation/manuscriptManage and of /caibian/manuscriptQuery;
 * the status filter also 全部稿件's): its filters and its columns, each list opening its own detail.
 */

/** The status filter: every status, grouped by stage. */
export function useStatusFilter(): FilterField {
  const t = useManuscriptTexts();
  const pick = usePick();
  return useMemo<FilterField>(
    () => ({
      kind: 'select',
      name: 'status',
      label: t('status'),
      options: statusGroups().map((group) => ({
        label: t(`statusGroups.${group.key}`),
        options: group.codes.map((code) => ({ value: code, label: pick(statusLabel(code)) })),
      })),
    }),
    [t, pick],
  );
}

/** The journal filter; `onChange` follows the choice in the form (before it is searched). */
export function useJournalFilter(onChange?: (value: string | undefined) => void): FilterField {
  const t = useManuscriptTexts();
  const journals = useJournalOptions();
  return useMemo<FilterField>(
    () => ({
      kind: 'select',
      name: 'journalId',
      label: t('journal'),
      options: journals.data ?? [],
      loading: journals.isPending,
      onChange,
    }),
    [t, journals.data, journals.isPending, onChange],
  );
}

/** The list's filters: status, journal and its column, days, fund, payment, blacklisting, keyword. */
export function useManuscriptListFilters(): FilterField[] {
  const t = useManuscriptTexts();
  const pick = usePick();
  // The column filter lists the columns of the journal chosen in the form (searched or not yet).
  const [search] = useScreenSearchParams();
  const searchedJournal = search.get('journalId') ?? undefined;
  const [journalChoice, setJournalChoice] = useState(searchedJournal);
  useEffect(() => setJournalChoice(searchedJournal), [searchedJournal]);
  const canColumns = useCanCall(columnList);
  const columnsOf = useColumns(Number(journalChoice) || null, canColumns);
  const status = useStatusFilter();
  const journal = useJournalFilter(setJournalChoice);

  return useMemo<FilterField[]>(
    () => [
      status,
      journal,
      ...(canColumns
        ? [
            {
              kind: 'select' as const,
              name: 'columnId',
              label: t('column'),
              options: (columnsOf.data ?? []).map((c) => ({ value: c.id, label: c.name })),
              loading: columnsOf.isFetching,
              disabled: !journalChoice,
              dependsOn: 'journalId',
            },
          ]
        : []),
      { kind: 'dayRange', from: 'submittedFrom', to: 'submittedTo', label: t('submittedDays') },
      {
        kind: 'select',
        name: 'foundationFlag',
        label: t('fundFilter'),
        options: [
          { value: '1', label: t('fundYes') },
          { value: '0', label: t('fundNo') },
        ],
      },
      {
        kind: 'select',
        name: 'foundationStatus',
        label: t('fundAuditFilter'),
        // The fund audit's result of a funded manuscript (1 pending, 2 passed, 3 failed), labelled by the contract.
        options: (['1', '2', '3'] as const).map((code) => ({
          value: code,
          label: pick(FOUNDATION_STATUS[Number(code)]!),
        })),
      },
      {
        kind: 'select',
        name: 'payStatus',
        label: t('payFilter'),
        // The manuscript reading of SPEC §4 (0 unpaid, 1 paid, 3 not charged), labelled by the contract.
        options: (['0', '1', '3'] as const).map((code) => ({
          value: code,
          label: pick(MANUSCRIPT_PAY_STATUS[Number(code)]!),
        })),
      },
      {
        kind: 'select',
        name: 'blacklisted',
        label: t('blacklistFilter'),
        options: [
          { value: 'true', label: t('blacklistYes') },
          { value: 'false', label: t('blacklistNo') },
        ],
      },
      { kind: 'text', name: 'keyword', label: t('keyword') },
    ],
    [t, pick, status, journal, journalChoice, canColumns, columnsOf.data, columnsOf.isFetching],
  );
}

/** The list's columns; a title opens `pathOf(id)` (the staff detail, or the acquisition editor's). */
export function useManuscriptListColumns(pathOf: (id: number) => string): ColumnsType<ManuscriptRow> {
  const t = useManuscriptTexts();
  return useMemo<ColumnsType<ManuscriptRow>>(
    () => [
      { key: 'articleNo', title: t('articleNo'), dataIndex: 'articleNo' },
      {
        key: 'title',
        title: t('title'),
        render: (_, r) => (
          <ManuscriptTitle title={r.title}>
            {(shown) => (
              <Link to={pathOf(r.id)} data-testid={`manuscript-open-${r.id}`}>
                {shown}
              </Link>
            )}
          </ManuscriptTitle>
        ),
      },
      { key: 'journalName', title: t('journal'), dataIndex: 'journalName' },
      { key: 'columnName', title: t('column'), dataIndex: 'columnName' },
      {
        key: 'authorName',
        title: t('author'),
        render: (_, r) => <ManuscriptAuthor row={r} />,
      },
      {
        key: 'status',
        title: t('status'),
        render: (_, r) => <ManuscriptStatusTag status={r.status} testId={`manuscript-status-${r.id}`} />,
      },
      { key: 'flags', title: t('flags'), render: (_, r) => <ManuscriptFlags row={r} /> },
      { key: 'payStatus', title: t('payStatus'), render: (_, r) => <ManuscriptPayCell row={r} /> },
      { key: 'orders', title: t('orders'), render: (_, r) => <OrderBadges orders={r.orders} /> },
      { key: 'submittedAt', title: t('submittedAt'), render: (_, r) => formatTime(r.submittedAt) },
    ],
    [t, pathOf],
  );
}
