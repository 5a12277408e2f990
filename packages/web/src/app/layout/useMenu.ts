import type { MenuNodeOut } from '@jb/contract/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { useSession } from '../useSession.ts';

/** The menu tree the server allows this person (`POST /sys/selPerList`). */
export function useMenu() {
  const perId = useSession()?.info.perId;
  return useQuery({
    queryKey: ['menu', perId],
    queryFn: () => http.post<MenuNodeOut[]>('/sys/selPerList'),
    enabled: perId !== undefined,
    staleTime: 5 * 60_000,
  });
}
