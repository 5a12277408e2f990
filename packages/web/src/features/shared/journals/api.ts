import type { JournalRow } from '@jb/contract/schemas/journals';
import type { Page } from '@jb/contract/schemas/list';
import type { MerchantRow } from '@jb/contract/schemas/merchants';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';
import type { Choice } from '../options.ts';

export const JOURNAL_LIST = '/sys/periodical/list';

/** The cache keys a change to a journal makes stale: its detail and every journal list. */
export const journalKey = (id: number) => ['journal', id] as const;
export const journalStaleKeys = (id: number) => [journalKey(id), listKey(JOURNAL_LIST)];

/** One journal with its version and the caller's actions on it (`GET /sys/periodical/detail`). */
export function useJournal(id: number | null) {
  return useQuery({
    queryKey: journalKey(id ?? 0),
    queryFn: () => http.get<JournalRow>('/sys/periodical/detail', { id }),
    enabled: !!id,
  });
}

export interface JournalValues {
  name: string;
  issn: string;
  cn: string;
  sponsor: string;
  frequency: number;
  subjectIds: number[];
  payeeMerchantId: number | null;
  /** Platform operators name the press of a new journal. */
  pressId?: number;
}

export function saveJournal(values: JournalValues, row?: { id: number; version: number }) {
  const body = {
    ...values,
    payeeMerchantId: values.payeeMerchantId ?? null,
    subjectIds: values.subjectIds ?? [],
  };
  return row
    ? http.put(
        '/sys/periodical/update',
        { ...body, pressId: undefined, id: row.id, version: row.version },
        { quiet: true },
      )
    : http.post<{ id: number }>('/sys/periodical/add', body, { quiet: true });
}

/** Active payee merchants of my press, or of the press a platform operator names. */
export function useMerchantChoices(pressId: number | undefined, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['options', 'merchants', pressId ?? null],
    queryFn: () =>
      http.get<Page<MerchantRow>>('/sys/merchant/list', {
        pageSize: 100,
        sort: 'name',
        order: 'asc',
        pressId,
      }),
    select: (page): Choice[] =>
      page.list.filter((m) => m.status === 1).map((m) => ({ value: m.id, label: m.name })),
    staleTime: 60_000,
  });
}

export function saveProofRounds(journal: { id: number; version: number }, proofRounds: number) {
  return http.put(
    '/sys/periodical/proofRounds',
    { journalId: journal.id, version: journal.version, proofRounds },
    { quiet: true },
  );
}
