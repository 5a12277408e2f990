import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';

export const TEMPLATE_LIST = '/sys/auditTemplate/list';

/** A review-opinion template of a stage (`GET /sys/auditTemplate/list`). */
export interface AuditTemplate {
  id: number;
  stage: string;
  name: string;
  content: string;
  version: number;
}

/** The press's templates, of one stage or all; under the list key, so template changes reload it. */
export function useTemplates(stage: string | null, pressId?: number, enabled = true) {
  return useQuery({
    queryKey: [...listKey(TEMPLATE_LIST), stage, pressId ?? null],
    queryFn: () => http.get<AuditTemplate[]>(TEMPLATE_LIST, { stage, pressId }),
    enabled,
  });
}
