import { subjectList } from '@jb/contract/api/subjects';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/http.ts';

/** The subjects visible to me; under `options`, so list changes elsewhere refresh them too. */
export const SUBJECTS_KEY = ['options', 'subjects'] as const;

export function useSubjects() {
  return useQuery({
    queryKey: SUBJECTS_KEY,
    queryFn: () => api(subjectList, { query: {} }),
    staleTime: 60_000,
  });
}
