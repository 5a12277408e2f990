import { rolePermissionTree } from '@jb/contract/api/roles';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/http.ts';

/** The permissions the signed-in person may grant, grouped as the menus are. */
export function usePermissionTree() {
  return useQuery({
    queryKey: ['permission-tree'],
    queryFn: () => api(rolePermissionTree, {}),
    staleTime: 5 * 60_000,
  });
}
