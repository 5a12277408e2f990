import { TOAST_SECONDS } from '@jb/contract/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { registerToaster } from '../api/notify.ts';
import { TopProgress } from '../components/TopProgress.tsx';
import { useLang } from '../i18n/useLang.ts';
import { ANTD_LOCALES } from './locale.ts';
import { queryClient } from './queryClient.ts';

/** Hands antd's context-aware message API to code outside React (the http client). */
function ToasterBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    registerToaster(message);
    return () => registerToaster(null);
  }, [message]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const lang = useLang();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={ANTD_LOCALES[lang]}>
        <AntApp message={{ duration: TOAST_SECONDS, maxCount: 3 }}>
          <ToasterBridge />
          <TopProgress />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
