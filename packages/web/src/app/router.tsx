import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { registerNavigate } from '../api/redirect.ts';
import { PageLoading } from '../components/PageLoading.tsx';
import { RequireSession } from './RequireSession.tsx';
import { LOGIN_ROUTE, SHELL_ROUTES } from './routes.ts';

// The shell and everything inside it load after sign-in, keeping the login page small.
const AppShell = lazy(() => import('./layout/AppShell.tsx'));
const Screen = lazy(() => import('./Screen.tsx'));
const NotFoundPage = lazy(() => import('./ResultPages.tsx').then((m) => ({ default: m.NotFoundPage })));
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
