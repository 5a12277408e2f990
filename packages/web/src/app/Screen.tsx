import { Typography } from 'antd';
import { Suspense } from 'react';
import { LoadError } from '../components/LoadError.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { usePick } from '../i18n/useLang.ts';
import { ForbiddenPage } from './ResultPages.tsx';
import type { AppRoute } from './routes.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { usePermissions } from './usePermissions.ts';

/** One screen of the shell: permission gate, title (page and document), lazy body. */
export default function Screen({ route }: { route: AppRoute }) {
  const pick = usePick();
  const permissions = usePermissions();
  const title = pick(route.title);
  useDocumentTitle(title);

  if (permissions.isPending) return <PageLoading />;
  if (permissions.isError) return <LoadError onRetry={() => void permissions.refetch()} />;
  if (!permissions.data?.has(route.permission)) return <ForbiddenPage />;

  const { Component } = route;
  return (
    <section data-testid="screen" data-path={route.path}>
      <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="screen-title">
        {title}
      </Typography.Title>
      <Suspense fallback={<PageLoading />}>
        <Component />
      </Suspense>
    </section>
  );
}
