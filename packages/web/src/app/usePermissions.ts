import { useQuery } from '@tanstack/react-query';
import { http } from '../api/http.ts';
import { useSession } from './useSession.ts';

/** Reads the permission list in the shapes the call may answer with: codes, or `{ code }` rows. */
function codes(data: unknown): string[] {
  const list = Array.isArray(data) ? data : (data as { permissions?: unknown } | null)?.permissions;
  if (!Array.isArray(list)) return [];
  return list
    .map((item) => (typeof item === 'string' ? item : (item as { code?: unknown } | null)?.code))
    .filter((code): code is string => typeof code === 'string');
}

/** The signed-in person's permission codes (`POST /sys/permissionList`). */
export function usePermissions() {
  const perId = useSession()?.info.perId;
  return useQuery({
    queryKey: ['permissions', perId],
    queryFn: async () => new Set(codes(await http.post<unknown>('/sys/permissionList'))),
    enabled: perId !== undefined,
    staleTime: 5 * 60_000,
  });
}

/** Whether the signed-in person holds a permission: for list-level buttons (add, export). Row buttons
 * come from each row's `actions`, and the server checks every call either way. */
export function useCan(code: string): boolean {
  return !!usePermissions().data?.has(code);
}
