import { homePath } from '@jb/contract/roles';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LOGIN_ROUTE } from '../../app/routes.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { useSession } from '../../app/useSession.ts';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { usePick } from '../../i18n/useLang.ts';
import { LoginForm } from './LoginForm.tsx';
import './login.css';

const ForgotPasswordModal = lazy(() => import('./ForgotPasswordModal.tsx'));

/** /loginAdmin: the sign-in page (outside the shell). A signed-in visitor goes home. */
export default function LoginPage() {
  const { t } = useTranslation();
  const pick = usePick();
  const session = useSession();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotLoaded, setForgotLoaded] = useState(false);
  useDocumentTitle(pick(LOGIN_ROUTE.title));

  if (session) return <Navigate to={homePath(session.info.adminType)} replace />;

  return (
    <main className="login-page" data-testid="login-page">
      <div className="login-lang">
        <LanguageSwitch light />
      </div>
      <h1 className="login-product">{t('app.name')}</h1>
      <p className="login-subtitle">{t('login.subtitle')}</p>
      <section className="login-card">
        <h2>{t('login.title')}</h2>
        <LoginForm />
        <div className="login-forgot">
          <Button
            type="link"
            style={{ padding: 0 }}
            onClick={() => {
              setForgotLoaded(true);
              setForgotOpen(true);
            }}
            data-testid="login-forgot"
          >
            {t('login.forgot')}
          </Button>
        </div>
      </section>
      {forgotLoaded ? (
        <Suspense fallback={null}>
          <ForgotPasswordModal open={forgotOpen} onClose={() => setForgotOpen(false)} />
        </Suspense>
      ) : null}
    </main>
  );
}
