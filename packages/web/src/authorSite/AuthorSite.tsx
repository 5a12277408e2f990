import './authorSite.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { Result } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router';
import { isApiError } from '../api/ApiError.ts';
import { LoadError } from '../components/LoadError.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { type SiteJournal, siteQueryClient, useSiteJournal } from './api.ts';
import { InvoicesPage } from './InvoicesPage.tsx';
import { ManuscriptDetailPage } from './ManuscriptDetailPage.tsx';
import { ManuscriptsPage } from './ManuscriptsPage.tsx';
import { MessagesPage } from './MessagesPage.tsx';
import { ProofPage } from './ProofPage.tsx';
import { keepReferral } from './referral.ts';
import { byCode, siteHome, sitePath } from './rules.ts';
import { SiteHeader } from './SiteHeader.tsx';
import { SubmitPage } from './SubmitPage.tsx';
import { type AuthorSession, useAuthorSession } from './session.ts';
import { useAuthorSiteTexts } from './texts.ts';
import { WelcomePage } from './WelcomePage.tsx';

/** The journal's code (or, in an older link, id) in the address (`/submit/:journalKey`); '' when neither. */
function useJournalKey(): string {
  return sitePath(useLocation().pathname).journalKey;
}

/**
 * `/submit/:journalKey`: a journal's submission site for authors, a second entry of the web app
 * outside the admin shell (ARCHITECTURE "The author site"). Loaded lazily, so none of it reaches
 * the admin login page. Signed out: the notice, sign-in and registration; signed in: submit, and
 * my manuscripts with their detail, my messages and my invoices.
 */
export default function AuthorSite() {
  return (
    <QueryClientProvider client={siteQueryClient}>
      <SiteFrame />
    </QueryClientProvider>
  );
}

function SiteFrame() {
  const t = useAuthorSiteTexts();
  const journalKey = useJournalKey();
  const journal = useSiteJournal(journalKey);
  // Sessions are kept per journal id: the address may name the journal by code or by id.
  const session = useAuthorSession(journal.data?.id ?? 0);
  const name = journal.data?.name;
  const { pathname, search } = useLocation();

  // An acquisition editor's link: its code stays with the tab through sign-in and registration.
  useEffect(() => keepReferral(search), [search]);

  useEffect(() => {
    document.title = name ? `${name} - ${t('siteName')}` : t('siteName');
  }, [name, t]);

  const missing = journalKey === '' || (isApiError(journal.error) && journal.error.status === 404);
  let body: ReactNode;
  if (missing)
    body = (
      <Result status="404" title={t('notFound')} subTitle={t('notFoundHint')} data-testid="site-not-found" />
    );
  else if (journal.isPending) body = <PageLoading />;
  else if (journal.isError) body = <LoadError onRetry={() => void journal.refetch()} />;
  // An older link by id: the same page, addressed by the journal's code.
  else if (journal.data.code !== journalKey)
    body = <Navigate to={`${byCode(pathname, journal.data.code)}${search}`} replace />;
  else body = <SiteRoutes journal={journal.data} session={session} />;

  return (
    <div className="author-site" data-testid="author-site">
      <SiteHeader journal={journal.data ?? null} session={session} />
      <main className="author-main">{body}</main>
    </div>
  );
}

function SiteRoutes({ journal, session }: { journal: SiteJournal; session: AuthorSession | null }) {
  const location = useLocation();
  const home = siteHome(journal);
  // Signed out (or timed out) on an author's page: sign in first, then come back here.
  const signInFirst = <Navigate to={home} replace state={{ from: location.pathname }} />;
  // useRoutes rather than <Routes>: the router's code the login page already loads, nothing more.
  return useRoutes([
    {
      index: true,
      element: session ? (
        <SubmitPage journal={journal} session={session} />
      ) : (
        <WelcomePage journal={journal} />
      ),
    },
    { path: 'manuscripts', element: session ? <ManuscriptsPage journal={journal} /> : signInFirst },
    { path: 'manuscripts/:id', element: session ? <ManuscriptDetailPage journal={journal} /> : signInFirst },
    { path: 'manuscripts/:id/proofs', element: session ? <ProofPage journal={journal} /> : signInFirst },
    { path: 'messages', element: session ? <MessagesPage journal={journal} /> : signInFirst },
    {
      path: 'invoices',
      element: session ? <InvoicesPage journal={journal} session={session} /> : signInFirst,
    },
    { path: '*', element: <Navigate to={home} replace /> },
  ]);
}
