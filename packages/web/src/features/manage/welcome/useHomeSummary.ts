import type { HomeSummary } from '@jb/contract/schemas/personal';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';

export function useHomeSummary() {
  return useQuery({
    queryKey: ['home-summary'],
    queryFn: () => http.get<HomeSummary>('/sys/home/summary'),
  });
}
