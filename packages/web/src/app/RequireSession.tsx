import { Navigate, Outlet } from 'react-router';
import { useSession } from './useSession.ts';

/**
 * Every route but /loginAdmin and /myCard needs a stored session (SPEC §2). /myCard never reaches
 * this app: the server draws it (modules/caibianCards/page.ts), the dev server proxies it there.
 */
export function RequireSession() {
  const session = useSession();
  if (!session) return <Navigate to="/loginAdmin" replace />;
  return <Outlet />;
}
