import { annexAuditList } from '@jb/contract/api/annexAudit';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useListChange } from '../../../components/resourceTable/useListChange.tsx';
import { reloadAnnex } from './api.ts';

/**
 * Runs a verdict on a manuscript's annexes like any change of the list (refusals shown once; a
 * colleague who acted first is a stale version, 409), then reloads the tabs' counts, the lists and the
 * detail, also after a refusal, so the screen shows where the manuscript now is.
 */
export function useAnnexChange() {
  const client = useQueryClient();
  const change = useListChange(annexAuditList);
  const { run: runChange } = change;
  const run = useCallback(
    async <R>(call: () => Promise<R>, done?: string): Promise<R | undefined> => {
      const result = await runChange(call, done);
      await reloadAnnex(client);
      return result;
    },
    [runChange, client],
  );
  return { run, holder: change.holder };
}
