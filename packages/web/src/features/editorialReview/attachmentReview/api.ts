import {
  annexAuditDetail,
  annexAuditList,
  annexAuditPage,
  annexIgnore,
  annexKindsRead,
  annexKindsSave,
  annexPass,
  annexStatusList,
  supplementAnnex,
} from '@jb/contract/api/annexAudit';
import type { ResultOf } from '@jb/contract/api/define';
import type { AnnexKind } from '@jb/contract/schemas/annexAudit';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';
import { MANUSCRIPT_KEY } from '../../shared/manuscripts/api.ts';

export type AnnexDetail = ResultOf<typeof annexAuditDetail>;
export type AnnexLogRow = ResultOf<typeof annexAuditPage>['list'][number];
export type AnnexVerdict = 'pass' | 'ignore';

const COUNTS_KEY = ['annexAudit', 'counts'] as const;
const KINDS_KEY = ['annexAudit', 'kinds'] as const;
const detailKey = (id: number | null) => [...MANUSCRIPT_KEY, id, 'annex'] as const;

/** How many manuscripts each tab holds (narrowed to the journal the list is filtered to). */
export function useAnnexCounts(journalId: number | undefined) {
  return useQuery({
    queryKey: [...COUNTS_KEY, journalId ?? null],
    queryFn: () => api(annexStatusList, { query: { journalId } }),
  });
}

/** One manuscript's annexes, the journal's requirements, the history and what the caller may do. */
export function useAnnexDetail(id: number | null) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: () => api(annexAuditDetail, { query: { id: id! } }),
    enabled: id !== null,
  });
}

/** A journal's annex requirements, in their order. */
export function useAnnexKinds(journalId: number | null) {
  return useQuery({
    queryKey: [...KINDS_KEY, journalId],
    queryFn: () => api(annexKindsRead, { query: { journalId: journalId! } }),
    enabled: journalId !== null,
  });
}

/** After any verdict (or a refusal: someone acted first): the tabs' counts, the lists, the details. */
export function reloadAnnex(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: COUNTS_KEY }),
    client.invalidateQueries({ queryKey: listKey(annexAuditList) }),
    client.invalidateQueries({ queryKey: listKey(annexAuditPage) }),
    client.invalidateQueries({ queryKey: MANUSCRIPT_KEY }),
  ]);
}

export function reloadKinds(client: QueryClient) {
  return client.invalidateQueries({ queryKey: KINDS_KEY });
}

const VERDICT_CALLS = { pass: annexPass, ignore: annexIgnore } as const;

/** Pass or ignore a manuscript's annexes. */
export function sendVerdict(verdict: AnnexVerdict, id: number, note: string) {
  return api(VERDICT_CALLS[verdict], { body: { id, note } }, { quiet: true });
}

/** Ask the author for a supplement: the missing requirements and why. */
export function askSupplement(id: number, kindIds: number[], note: string) {
  return api(supplementAnnex, { body: { id, kindIds, note } }, { quiet: true });
}

/** A requirement as the editor holds it: new ones have no id yet. */
export type KindDraft = Omit<AnnexKind, 'id'> & { id?: number };

/** Saves a journal's requirements as a whole, in their order. */
export function saveKinds(journalId: number, kinds: KindDraft[]) {
  return api(annexKindsSave, { body: { journalId, kinds } }, { quiet: true });
}
