import { Alert } from 'antd';
import { formatMoney } from '../components/money/money.ts';
import type { SiteJournal } from './api.ts';
import { useAuthorSiteTexts } from './texts.ts';

/** Whether the journal takes submissions now, and the prepaid fee it charges. */
export function JournalState({ journal }: { journal: SiteJournal }) {
  const t = useAuthorSiteTexts();
  if (!journal.open)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('closed')}
        description={t('closedHint')}
        className="author-block"
        data-testid="site-closed"
      />
    );
  if (journal.prepaidFeeFen === null) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={t('prepaid', { amount: formatMoney(journal.prepaidFeeFen) })}
      className="author-block"
      data-testid="site-prepaid"
    />
  );
}
