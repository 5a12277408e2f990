import { Alert, Card, Tabs } from 'antd';
import { useState } from 'react';
import type { SiteJournal } from './api.ts';
import { JournalState } from './JournalState.tsx';
import { NoticeCard } from './NoticeCard.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { siteHome } from './rules.ts';
import { SignInForm } from './SignInForm.tsx';
import { useTimedOut } from './session.ts';
import { useAuthorSiteTexts } from './texts.ts';

/** Signed out: the journal's state and notice beside sign-in and registration. */
export function WelcomePage({ journal }: { journal: SiteJournal }) {
  const t = useAuthorSiteTexts();
  const timedOut = useTimedOut(journal.id);
  const [tab, setTab] = useState<'signIn' | 'register'>('signIn');
  const [phone, setPhone] = useState('');

  return (
    <div className="author-welcome">
      <div className="author-welcome-main">
        <JournalState journal={journal} />
        <NoticeCard notice={journal.notice} />
      </div>
      <Card className="author-access" size="small">
        {timedOut ? (
          <Alert
            type="warning"
            showIcon
            title={t('signIn.expired')}
            style={{ marginBottom: 12 }}
            data-testid="signin-expired"
          />
        ) : null}
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as 'signIn' | 'register')}
          items={[
            {
              key: 'signIn',
              label: <span data-testid="tab-signin">{t('signIn.tab')}</span>,
              children: (
                <SignInForm
                  journalId={journal.id}
                  home={siteHome(journal)}
                  phone={phone}
                  onRegister={() => setTab('register')}
                />
              ),
            },
            {
              key: 'register',
              label: <span data-testid="tab-register">{t('register.tab')}</span>,
              children: (
                <RegisterForm
                  journalId={journal.id}
                  onRegistered={(registered) => {
                    setPhone(registered);
                    setTab('signIn');
                  }}
                />
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
