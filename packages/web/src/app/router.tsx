import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { registerNavigate } from '../api/redirect.ts';
import { PageLoading } from '../components/PageLoading.tsx';
import { RequireSession } from './RequireSession.tsx';
import { NotFoundPage } from './ResultPages.tsx';
import { LOGIN_ROUTE, SHELL_ROUTES } from './routes.ts';
import { Screen } from './Screen.tsx';

const AppShell = lazy(() => import('./layout/AppShell.tsx'));
const LoginPage = LOGIN_ROUTE.Component;

const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={LOGIN_ROUTE.path} replace /> },
  {
    path: LOGIN_ROUTE.path,
    element: (
      <Suspense fallback={<PageLoading />}>
        <LoginPage />
      </Suspense>
    ),
  },
  {
    element: <RequireSession />,
    children: [
      {
        element: (
          <Suspense fallback={<PageLoading />}>
            <AppShell />
          </Suspense>
        ),
        children: [
          ...SHELL_ROUTES.map((route) => ({ path: route.path, element: <Screen route={route} /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

registerNavigate((path) => void router.navigate(path, { replace: true }));
