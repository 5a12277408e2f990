import { homePath } from '@jb/contract/roles';
import { useSession } from './useSession.ts';

/** Home of the signed-in person: finance users the finance home, everyone else welcome (SPEC §2). */
export function useHomePath(): string {
  const session = useSession();
  return session ? homePath(session.info.adminType) : '/loginAdmin';
}
