import { useMemo } from 'react';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { useJournalOptions } from '../options.ts';
import { useManuscriptTexts } from './texts.ts';

/** The filters every manuscript work list starts with: the journal, and a keyword over title, number and author. */
export function useManuscriptFilters(): FilterField[] {
  const tm = useManuscriptTexts();
  const journals = useJournalOptions();
  return useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'journalId',
        label: tm('journal'),
        options: journals.data ?? [],
        loading: journals.isPending,
      },
      { kind: 'text', name: 'keyword', label: tm('keyword') },
    ],
    [tm, journals.data, journals.isPending],
  );
}
