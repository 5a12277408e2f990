import { TOAST_SECONDS } from '@jb/contract/constants';
import { ConfigProvider, message } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { registerToaster } from '../api/notify.ts';
import { TopProgress } from '../components/TopProgress.tsx';
import { useLang } from '../i18n/useLang.ts';
import { ANTD_LOCALES } from './locale.ts';

/** Hands a context-aware antd message API to code outside React (the http client). */
function Toaster() {
  const [api, holder] = message.useMessage({ duration: TOAST_SECONDS, maxCount: 3 });
  useEffect(() => {
    registerToaster(api);
    return () => registerToaster(null);
  }, [api]);
  return holder;
}

/**
 * What every page needs, kept small because the login page loads it: locale, toasts, progress bar.
 * Server-data caching (TanStack Query) joins inside the signed-in shell.
 */
export function Providers({ children }: { children: ReactNode }) {
  const lang = useLang();
  return (
    <ConfigProvider locale={ANTD_LOCALES[lang]}>
      <Toaster />
      <TopProgress />
      {children}
    </ConfigProvider>
  );
}
