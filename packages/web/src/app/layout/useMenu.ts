import { menuTree } from '@jb/contract/api/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/http.ts';
import { useSession } from '../useSession.ts';

/** The menu tree the server allows this person (the declared `menuTree` call). */
export function useMenu() {
  const perId = useSession()?.info.perId;
  return useQuery({
    queryKey: ['menu', perId],
    queryFn: () => api(menuTree, {}),
    enabled: perId !== undefined,
    staleTime: 5 * 60_000,
  });
}
