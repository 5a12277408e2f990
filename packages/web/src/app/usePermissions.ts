import { permissionList } from '@jb/contract/api/auth';
import type { CallDeclaration } from '@jb/contract/api/define';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/http.ts';
import { useSession } from './useSession.ts';

/** The signed-in person's permission codes (the declared `permissionList` call). */
export function usePermissions() {
  const perId = useSession()?.info.perId;
  return useQuery({
    queryKey: ['permissions', perId],
    queryFn: async () => new Set(await api(permissionList, {})),
    enabled: perId !== undefined,
    staleTime: 5 * 60_000,
  });
}

/** Whether the signed-in person holds a permission: for list-level buttons (add, export). Row buttons
 * come from each row's `actions`, and the server checks every call either way. */
export function useCan(code: string): boolean {
  return !!usePermissions().data?.has(code);
}

/** Whether the signed-in person may make a declared call (any of the permissions its access names). */
export function useCanCall(call: CallDeclaration): boolean {
  const held = usePermissions().data;
  const { access } = call;
  if (typeof access !== 'object') return true;
  return [access.permission].flat().some((code) => !!held?.has(code));
}
