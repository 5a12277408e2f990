import type { PermissionNode } from '@jb/contract/schemas/roleAdmin';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

/** The permissions the signed-in person may grant, grouped as the menus are. */
export function usePermissionTree() {
  return useQuery({
    queryKey: ['permission-tree'],
    queryFn: () => http.get<PermissionNode[]>('/sys/role/permissionTree'),
    staleTime: 5 * 60_000,
  });
}
