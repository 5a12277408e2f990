import { homePath } from '@jb/contract/roles';
import { Button, Card, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LOGIN_ROUTE } from '../../app/routes.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { useSession } from '../../app/useSession.ts';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { usePick } from '../../i18n/useLang.ts';
import { LoginForm } from './LoginForm.tsx';

const ForgotPasswordModal = lazy(() => import('./ForgotPasswordModal.tsx'));

/** /loginAdmin: the sign-in page (outside the shell). */
export default function LoginPage() {
  const { t } = useTranslation();
  const pick = usePick();
  const session = useSession();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotLoaded, setForgotLoaded] = useState(false);
  useDocumentTitle(pick(LOGIN_ROUTE.title));

  if (session) return <Navigate to={homePath(session.info.adminType)} replace />;

  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        padding: '48px 16px',
        background: 'linear-gradient(135deg, #0b3d91 0%, #1677ff 60%, #69b1ff 100%)',
        position: 'relative',
      }}
      data-testid="login-page"
    >
      <div style={{ position: 'absolute', top: 12, right: 12 }}>
        <LanguageSwitch light />
      </div>
      <Typography.Title level={2} style={{ color: '#fff', textAlign: 'center', marginBottom: 4 }}>
        {t('app.name')}
      </Typography.Title>
      <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.85)', textAlign: 'center' }}>
        {t('login.subtitle')}
      </Typography.Paragraph>
      <Card style={{ width: '100%', maxWidth: 400, boxShadow: '0 12px 40px rgba(0,0,0,0.18)' }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('login.title')}
        </Typography.Title>
        <LoginForm />
        <div style={{ textAlign: 'right', marginTop: 12 }}>
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
      </Card>
      {forgotLoaded ? (
        <Suspense fallback={null}>
          <ForgotPasswordModal open={forgotOpen} onClose={() => setForgotOpen(false)} />
        </Suspense>
      ) : null}
    </main>
  );
}
