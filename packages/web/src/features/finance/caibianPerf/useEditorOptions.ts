import { acquisitionEditors } from '@jb/contract/api/caibianPerf';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { useCanCall } from '../../../app/usePermissions.ts';

/**
 * The press's acquisition editors as choices (a manuscript's referrer), with the one already chosen
 * kept even when they are no longer an editor.
 */
export function useEditorOptions(current?: { id: number | null; name: string | null }) {
  const allowed = useCanCall(acquisitionEditors);
  const editors = useQuery({
    queryKey: ['options', 'acquisitionEditors'],
    queryFn: () => api(acquisitionEditors, {}),
    enabled: allowed,
    staleTime: 60_000,
  });
  const options = (editors.data ?? []).map((e) => ({ value: e.id, label: `${e.name}（${e.account}）` }));
  if (current?.id && !options.some((o) => o.value === current.id))
    options.unshift({ value: current.id, label: current.name ?? String(current.id) });
  return { options, allowed, loading: allowed && editors.isPending };
}
