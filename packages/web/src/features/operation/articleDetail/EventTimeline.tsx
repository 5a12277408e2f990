import { NOTIFICATION_EVENTS, type NotificationEventName } from '@jb/contract/notificationEvents';
import { Empty, Timeline, Typography } from 'antd';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { ReportPdfLink } from '../../review/similarity/ReportPdfLink.tsx';
import type { ManuscriptDetail } from '../../shared/manuscripts/api.ts';
import { actionTitle, statusLabel } from '../../shared/manuscripts/workflowText.ts';
import { useDetailTexts } from './texts.ts';
import { useChangeText } from './useChangeText.ts';

type FullEvent = ManuscriptDetail['events'][number];
/**
 * An event as a reader sees it: an acquisition editor's timeline has no notes, changes or reports,
 * and no staff names but their own (docs/acquisition-editors.md).
 */
type ManuscriptEvent = Pick<
  FullEvent,
  'id' | 'action' | 'fromStatus' | 'toStatus' | 'actorType' | 'actorName' | 'createdAt'
> &
  Partial<Pick<FullEvent, 'note' | 'changes' | 'similarityReportId'>>;

const COLORS: Record<string, string> = {
  submit: 'blue',
  staffEntry: 'blue',
  confirmRemittance: 'green',
  waiveFee: 'green',
  withdrawEntry: 'red',
  reminder: 'orange',
};

/**
 * The manuscript's timeline: when, what, who, from which status to which, and why; a decision at the
 * duplicate check links the report it was taken with.
 */
export function EventTimeline({ events, manuscriptId }: { events: ManuscriptEvent[]; manuscriptId: number }) {
  const t = useDetailTexts();
  const pick = usePick();
  const change = useChangeText();
  if (events.length === 0) return <Empty description={t('noEvents')} />;

  return (
    <Timeline
      data-testid="detail-timeline"
      items={events.map((e) => ({
        key: e.id,
        color: COLORS[e.action] ?? 'gray',
        title: formatTime(e.createdAt),
        content: (
          <div data-testid={`event-${e.action}`}>
            <Typography.Text strong>{pick(actionTitle(e.action))}</Typography.Text>
            <Typography.Text type="secondary">
              {' · '}
              {e.actorType === 'system'
                ? t('bySystem')
                : !e.actorName && e.actorType === 'staff'
                  ? t('byOffice')
                  : t('by', {
                      name: e.actorName || '-',
                      role: e.actorType === 'author' ? t('byAuthor') : t('byStaff'),
                    })}
            </Typography.Text>
            <div>
              {e.fromStatus === null || e.fromStatus === e.toStatus
                ? pick(statusLabel(e.toStatus))
                : `${pick(statusLabel(e.fromStatus))} → ${pick(statusLabel(e.toStatus))}`}
            </div>
            {e.similarityReportId != null && (
              <ReportPdfLink manuscriptId={manuscriptId} reportId={e.similarityReportId} />
            )}
            {(e.changes ?? []).map((c) => (
              <div key={c.field}>{change(c)}</div>
            ))}
            {e.note && (
              <Typography.Paragraph style={{ margin: 0 }} type="secondary">
                {e.action === 'reminder' && e.note in NOTIFICATION_EVENTS
                  ? pick(NOTIFICATION_EVENTS[e.note as NotificationEventName].label)
                  : t('note', { note: e.note })}
              </Typography.Paragraph>
            )}
          </div>
        ),
      }))}
    />
  );
}
