import { homeSummary } from '@jb/contract/api/home';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';

export function useHomeSummary() {
  return useQuery({
    queryKey: ['home-summary'],
    queryFn: () => api(homeSummary, {}),
  });
}
