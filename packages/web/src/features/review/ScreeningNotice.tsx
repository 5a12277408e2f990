import { Alert } from 'antd';
import { useScreeningStatus } from './api.ts';
import { useReviewTexts } from './texts.ts';

/**
 * On 筛稿分配: a notice when the review process in force (the filtered journal's, or the press
 * default) has screening switched off, with what still waits under earlier process versions.
 */
export function ScreeningNotice({ journalId }: { journalId: number | undefined }) {
  const t = useReviewTexts();
  const status = useScreeningStatus(journalId);
  if (!status.data || status.data.enabled) return null;
  const off = t(status.data.journalId === null ? 'screening.offPress' : 'screening.offJournal');
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={off}
      description={
        status.data.waiting > 0 ? t('screening.waiting', { count: status.data.waiting }) : undefined
      }
      data-testid="screening-off"
    />
  );
}
