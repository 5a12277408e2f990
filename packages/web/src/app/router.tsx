import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, type RouteObject, useNavigate, useRoutes } from 'react-router';
import { LOGIN_PATH, registerNavigate } from '../api/redirect.ts';
import { PageLoading } from '../components/PageLoading.tsx';
import { loadScreen, loadShell } from './preload.ts';
import { RequireSession } from './RequireSession.tsx';
import { SHELL_ROUTES } from './routes.ts';

// The shell and everything inside it load after sign-in, keeping the login page small.
const AppShell = lazy(loadShell);
const Screen = lazy(loadScreen);
const NotFoundPage = lazy(() => import('./ResultPages.tsx').then((m) => ({ default: m.NotFoundPage })));
const LoginPage = lazy(() => import('../features/auth/LoginPage.tsx'));
// A journal's submission site for authors: a second entry outside the admin shell, loaded on its own.
const AuthorSite = lazy(() => import('../authorSite/AuthorSite.tsx'));

const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={LOGIN_PATH} replace /> },
  { path: LOGIN_PATH, element: <LoginPage /> },
  { path: '/submit/:journalKey/*', element: <AuthorSite /> },
  {
    element: <RequireSession />,
    children: [
      {
        element: <AppShell />,
        children: [
          ...SHELL_ROUTES.map((route) => ({ path: route.path, element: <Screen route={route} /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** Lets code outside React (the http client, idle sign-out) navigate. */
function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => registerNavigate((path) => void navigate(path, { replace: true })), [navigate]);
  return null;
}

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The router. Declarative mode: the app loads data with TanStack Query, not route loaders, and the
 * data router would add ~17 KB gzip to the login page.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <NavigateBridge />
      <Suspense fallback={<PageLoading />}>
        <AppRoutes />
      </Suspense>
    </BrowserRouter>
  );
}
