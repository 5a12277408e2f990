import { checkList, checkMark, onlineProofs } from '@jb/contract/api/proofCheck';
import type { CheckRow, OnlineRow } from '@jb/contract/schemas/proofCheck';
import type { MarkRow } from '@jb/contract/schemas/typesetting';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';

export type { CheckRow, OnlineRow };

/** One manuscript at a proof, as the online desk lists it (its own page); undefined when it is not. */
export function useOnlineRow(id: number) {
  return useQuery({
    queryKey: [...listKey(onlineProofs), 'one', id],
    queryFn: async () => (await api(onlineProofs, { query: { id } })).list[0] ?? null,
    enabled: id > 0,
  });
}

/** The editor's finding on a mark: fixed, or not fixed with what is still wrong (carried on). */
export function recordCheck(mark: Pick<MarkRow, 'id' | 'version'>, fixed: boolean, note = '') {
  return api(checkMark, { body: { id: mark.id, version: mark.version, fixed, note } }, { quiet: true });
}

export { checkList, onlineProofs };
