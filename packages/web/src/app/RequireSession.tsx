import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from './useSession.ts';

/** Every route but /loginAdmin and /myCard needs a stored session (SPEC §2). */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/loginAdmin" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
