import { screenTitle } from '@jb/contract/menu';
import { homePath } from '@jb/contract/roles';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LOGIN_PATH } from '../../api/redirect.ts';
import { preloadSignedIn } from '../../app/preload.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { useSession } from '../../app/useSession.ts';
import { usePick } from '../../i18n/useLang.ts';
import { LoginView } from './LoginView.tsx';
import { usePressLook } from './usePressLook.ts';

/**
 * /loginAdmin: the sign-in page (outside the shell), in a press's own look with `?press=CODE`.
 * A signed-in visitor goes home.
 */
export default function LoginPage() {
  const pick = usePick();
  const { t } = useTranslation();
  const session = useSession();
  // Read only (the login page writes no parameters; useScreenSearchParams stays off its bundle).
  const search = new URLSearchParams(useLocation().search);
  const look = usePressLook(search.get('press')?.trim() || null);
  const title = screenTitle(LOGIN_PATH);
  useDocumentTitle(title ? pick(title) : t('login.submit'));

  if (session) return <Navigate to={homePath(session.info.adminType)} replace />;
  // A press's page waits for its look rather than flashing the default one.
  if (look === undefined) return <main className="login-page" data-testid="login-loading" />;
  return <LoginView look={look} onSigningIn={preloadSignedIn} />;
}
