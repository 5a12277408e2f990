import { Badge, Button } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { FeedbackButton } from '../features/shared/feedback/FeedbackButton.tsx';
import type { FeedbackValues } from '../features/shared/feedback/FeedbackModal.tsx';
import { type SiteJournal, sendFeedback, signOut, uploadFile, useMyUnread } from './api.ts';
import { useAuthorInvoiceTexts } from './invoiceTexts.ts';
import { useAuthorMessageTexts } from './messageTexts.ts';
import { siteHome } from './rules.ts';
import type { AuthorSession } from './session.ts';
import { useAuthorSiteTexts } from './texts.ts';

/** The site's header: the journal and its press, the author's pages and sign-out, the language switch. */
export function SiteHeader({
  journal,
  session,
}: {
  journal: SiteJournal | null;
  session: AuthorSession | null;
}) {
  const t = useAuthorSiteTexts();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const home = journal ? siteHome(journal) : '';
  // Link rather than NavLink: no router code beyond what the login page already loads.
  const pathname = useLocation().pathname;
  const onManuscripts = pathname.startsWith(`${home}/manuscripts`);
  const onMessages = pathname.startsWith(`${home}/messages`);
  const onInvoices = pathname.startsWith(`${home}/invoices`);
  const onSubmit = !onManuscripts && !onMessages && !onInvoices;
  const m = useAuthorMessageTexts();
  const inv = useAuthorInvoiceTexts();
  const unread = useMyUnread(journal?.id ?? 0, !!(journal && session)).data ?? 0;

  const leave = async () => {
    if (!journal) return;
    setLeaving(true);
    await signOut(journal.id);
    setLeaving(false);
    navigate(home, { replace: true });
  };

  return (
    <header className="author-header">
      <div className="author-header-inner">
        <div className="author-brand">
          <h1 className="author-journal" data-testid="site-journal">
            {journal?.name ?? t('siteName')}
          </h1>
          {journal ? (
            <span className="author-press" data-testid="site-press">
              {journal.pressName} · {t('siteName')}
            </span>
          ) : null}
        </div>
        {journal && session ? (
          <nav className="author-nav" aria-label={t('siteName')}>
            <Link
              to={home}
              className={onSubmit ? 'active' : undefined}
              aria-current={onSubmit ? 'page' : undefined}
              data-testid="nav-submit"
            >
              {t('nav.submit')}
            </Link>
            <Link
              to={`${home}/manuscripts`}
              className={onManuscripts ? 'active' : undefined}
              aria-current={onManuscripts ? 'page' : undefined}
              data-testid="nav-manuscripts"
            >
              {t('nav.manuscripts')}
            </Link>
            <Link
              to={`${home}/messages`}
              className={onMessages ? 'active' : undefined}
              aria-current={onMessages ? 'page' : undefined}
              data-testid="nav-messages"
            >
              <Badge
                count={unread}
                size="small"
                offset={[8, -2]}
                data-testid="nav-messages-unread"
                data-count={unread}
              >
                <span style={{ color: 'inherit' }}>{m('nav')}</span>
              </Badge>
            </Link>
            <Link
              to={`${home}/invoices`}
              className={onInvoices ? 'active' : undefined}
              aria-current={onInvoices ? 'page' : undefined}
              data-testid="nav-invoices"
            >
              {inv('nav')}
            </Link>
          </nav>
        ) : null}
        <div className="author-tools">
          {journal && session ? (
            <FeedbackButton
              className="author-header-button"
              send={(body: FeedbackValues) => sendFeedback(journal.id, body)}
              upload={(file) => uploadFile(journal.id, 'feedback', file)}
            />
          ) : null}
          {session ? (
            <>
              <span className="author-who" data-testid="site-author">
                {t('nav.signedInAs', { name: session.author.name, phone: session.author.phone })}
              </span>
              <Button
                type="text"
                className="author-header-button"
                loading={leaving}
                onClick={() => void leave()}
                data-testid="site-signout"
              >
                {t('nav.signOut')}
              </Button>
            </>
          ) : null}
          <LanguageSwitch light />
        </div>
      </div>
    </header>
  );
}
