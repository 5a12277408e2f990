import { proofRoundsSave } from '@jb/contract/api/journalSettings';
import { journalAdd, journalDetail, journalList, journalUpdate } from '@jb/contract/api/journals';
import { merchantList } from '@jb/contract/api/merchants';
import type { journalSaveBody } from '@jb/contract/schemas/journals';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/http.ts';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';
import type { Choice } from '../options.ts';

/** The cache keys a change to a journal makes stale: its detail and every journal list. */
export const journalKey = (id: number) => ['journal', id] as const;
export const journalStaleKeys = (id: number) => [journalKey(id), listKey(journalList)];

/** One journal with its version and the caller's actions on it. */
export function useJournal(id: number | null) {
  return useQuery({
    queryKey: journalKey(id ?? 0),
    queryFn: () => api(journalDetail, { query: { id: id ?? 0 } }),
    enabled: !!id,
  });
}

/** The journal form's values: the add call's body (platform operators name the press of a new journal). */
export type JournalValues = z.input<typeof journalSaveBody>;

/** A new journal goes to the press named (platform operators); an edit never moves it. */
export function saveJournal(values: JournalValues, row?: { id: number; version: number }) {
  if (!row) return api(journalAdd, { body: values }, { quiet: true });
  const { pressId: _kept, ...fields } = values;
  return api(journalUpdate, { body: { ...fields, id: row.id, version: row.version } }, { quiet: true });
}

/** Active payee merchants of my press, or of the press a platform operator names. */
export function useMerchantChoices(pressId: number | undefined, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['options', 'merchants', pressId ?? null],
    queryFn: () => api(merchantList, { query: { pageSize: 100, sort: 'name', order: 'asc', pressId } }),
    select: (page): Choice[] =>
      page.list.filter((m) => m.status === 1).map((m) => ({ value: m.id, label: m.name })),
    staleTime: 60_000,
  });
}

/** The journal's proof rounds and whether its authors read the proofs on the site, saved together. */
export function saveProofRounds(
  journal: { id: number; version: number },
  proofRounds: number,
  authorProofreads: boolean,
) {
  return api(
    proofRoundsSave,
    { body: { journalId: journal.id, version: journal.version, proofRounds, authorProofreads } },
    { quiet: true },
  );
}
