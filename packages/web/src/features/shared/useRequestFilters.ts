import { useMemo } from 'react';
import type { FilterField } from '../../components/resourceTable/filters.ts';
import { useJournalOptions } from './options.ts';

const NONE: readonly FilterField[] = [];

/**
 * The filters of a list of author requests (withdrawals, revision applications, fund audits): the
 * journal, the screen's own (`extra`, memoised by the caller), and a keyword last.
 */
export function useRequestFilters(
  labels: { journal: string; keyword: string },
  extra: readonly FilterField[] = NONE,
): FilterField[] {
  const journals = useJournalOptions();
  return useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'journalId',
        label: labels.journal,
        options: journals.data ?? [],
        loading: journals.isPending,
      },
      ...extra,
      { kind: 'text', name: 'keyword', label: labels.keyword },
    ],
    [labels.journal, labels.keyword, extra, journals.data, journals.isPending],
  );
}
