import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import type { SubjectNode } from './subjectTree.ts';

/** The subjects visible to me; under `options`, so list changes elsewhere refresh them too. */
export const SUBJECTS_KEY = ['options', 'subjects'] as const;

export function useSubjects() {
  return useQuery({
    queryKey: SUBJECTS_KEY,
    queryFn: () => http.get<SubjectNode[]>('/sys/subject/list'),
    staleTime: 60_000,
  });
}
