import { Tabs } from 'antd';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { PressGate } from '../../shared/pressScope.tsx';
import { OutboxTab } from './OutboxTab.tsx';
import { TemplatesTab } from './TemplatesTab.tsx';
import { useNotifyTexts } from './texts.ts';

/**
 * /editorialReview/notify (通知): the wording of every message the product sends, per press or
 * journal and language, with a live preview on a real manuscript and a test send; and the outbox,
 * every e-mail and SMS as it was sent, with resend. The tab is kept in the URL.
 */
export default function NotifyPage() {
  const t = useNotifyTexts();
  const [search, setSearch] = useScreenSearchParams();
  const tab = search.get('tab') === 'outbox' ? 'outbox' : 'templates';
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      onChange={(key) =>
        setSearch(
          (s) => {
            // Each tab keeps its own parameters; a list's filters do not carry over.
            const next = new URLSearchParams();
            if (key === 'outbox') next.set('tab', key);
            const pressId = s.get('pressId');
            if (pressId && key === 'templates') next.set('pressId', pressId);
            return next;
          },
          { replace: true },
        )
      }
      items={[
        {
          key: 'templates',
          label: <span data-testid="tab-templates">{t('tabs.templates')}</span>,
          children: (
            <PressGate>
              <TemplatesTab />
            </PressGate>
          ),
        },
        {
          key: 'outbox',
          label: <span data-testid="tab-outbox">{t('tabs.outbox')}</span>,
          children: <OutboxTab />,
        },
      ]}
    />
  );
}
