import { Navigate, Outlet } from 'react-router';
import { useSession } from './useSession.ts';

/** Every route but /loginAdmin and /myCard needs a stored session (SPEC §2). */
export function RequireSession() {
  const session = useSession();
  if (!session) return <Navigate to="/loginAdmin" replace />;
  return <Outlet />;
}
