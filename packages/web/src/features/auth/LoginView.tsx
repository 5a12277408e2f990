import { Button, ConfigProvider } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { LoginForm } from './LoginForm.tsx';
import { type LoginLook, lookBackground } from './loginLook.ts';
import './login.css';

const ForgotPasswordModal = lazy(() => import('./ForgotPasswordModal.tsx'));

/**
 * The sign-in page as people see it: the default look, or a press's own (title, subtitle, logo,
 * background, colours). `preview` shows it inside the back office with every control inert.
 */
export function LoginView({
  look,
  preview = false,
  onSigningIn,
}: {
  look: LoginLook | null;
  preview?: boolean;
  onSigningIn?: () => void;
}) {
  const { t } = useTranslation();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotLoaded, setForgotLoaded] = useState(false);
  const page = (
    <main
      className={preview ? 'login-page login-page-preview' : 'login-page'}
      style={look ? lookBackground(look) : undefined}
      data-testid={preview ? 'login-preview' : 'login-page'}
    >
      <div className="login-lang">
        {preview ? (
          <Button type="text" disabled style={{ color: '#fff' }}>
            {t('lang.switchTo')}
          </Button>
        ) : (
          <LanguageSwitch light />
        )}
      </div>
      {look?.logo ? <img className="login-logo" src={look.logo} alt="" data-testid="login-logo" /> : null}
      <h1 className="login-product" data-testid="login-title">
        {look ? look.title : t('app.name')}
      </h1>
      {look && !look.subtitle ? null : (
        <p className="login-subtitle">{look ? look.subtitle : t('login.subtitle')}</p>
      )}
      <section className="login-card">
        <h2>{t('login.title')}</h2>
        <LoginForm preview={preview} onSigningIn={onSigningIn} />
        <div className="login-forgot">
          <Button
            type="link"
            style={{ padding: 0 }}
            disabled={preview}
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
  return look ? (
    <ConfigProvider theme={{ token: { colorPrimary: look.primaryColor } }}>{page}</ConfigProvider>
  ) : (
    page
  );
}
