import { NOTIFICATION_EVENTS, type NotificationEventName } from '@jb/contract/notificationEvents';
import { MODIFIABLE_FIELDS } from '@jb/contract/schemas/staffManuscripts';
import { Empty, Timeline, Typography } from 'antd';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { ReportPdfLink } from '../../review/similarity/ReportPdfLink.tsx';
import type { ManuscriptDetail } from '../../shared/manuscripts/api.ts';
import { actionTitle, statusLabel } from '../../shared/manuscripts/workflowText.ts';
import { useDetailTexts } from './texts.ts';

type ManuscriptEvent = ManuscriptDetail['events'][number];
type Change = NonNullable<ManuscriptEvent['changes']>[number];

const COLORS: Record<string, string> = {
  submit: 'blue',
  staffEntry: 'blue',
  confirmRemittance: 'green',
  waiveFee: 'green',
  withdrawEntry: 'red',
  reminder: 'orange',
};

type Field = (typeof MODIFIABLE_FIELDS)[number];
const isField = (name: string): name is Field => (MODIFIABLE_FIELDS as readonly string[]).includes(name);

/**
 * The manuscript's timeline: when, what, who, from which status to which, and why; a decision at the
 * duplicate check links the report it was taken with.
 */
export function EventTimeline({ events, manuscriptId }: { events: ManuscriptEvent[]; manuscriptId: number }) {
  const t = useDetailTexts();
  const pick = usePick();
  if (events.length === 0) return <Empty description={t('noEvents')} />;

  const value = (c: Change, v: string) => {
    if (c.field === 'natureArticleType' && (v === '0' || v === '1'))
      return v === '0' ? t('natures.science') : t('natures.other');
    return v || '-';
  };
  const change = (c: Change) =>
    t('change', {
      field: isField(c.field) ? t(`fields.${c.field}`) : c.field,
      from: value(c, c.from),
      to: value(c, c.to),
    });

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
            {e.similarityReportId !== null && (
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
