import { auditTemplateList } from '@jb/contract/api/templates';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';

/** The press's templates, of one stage or all; under the list key, so template changes reload it. */
export function useTemplates(stage: string | null, pressId?: number, enabled = true) {
  return useQuery({
    queryKey: [...listKey(auditTemplateList), stage, pressId ?? null],
    queryFn: () => api(auditTemplateList, { query: { stage: stage ?? undefined, pressId } }),
    enabled,
  });
}
