import { Alert, Descriptions, Drawer, Empty, List, Skeleton, Tabs, Typography } from 'antd';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError.tsx';
import { formatTime } from '../../../lib/formatTime.ts';
import { detailPath } from '../../shared/manuscripts/api.ts';
import { type OutboxDetail, useOutboxDetail } from './api.ts';
import { OutboxStateTag, useEventLabel } from './outboxLabels.tsx';
import { useNotifyTexts } from './texts.ts';

/** The message's text: the HTML part in a sandboxed frame (no scripts, no same origin), and as text. */
function MessageBody({ message }: { message: OutboxDetail }) {
  const t = useNotifyTexts();
  const text = (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="outbox-body">
      {message.body}
    </Typography.Paragraph>
  );
  if (!message.html) return text;
  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'html',
          label: t('outbox.html'),
          children: (
            <iframe
              title={t('outbox.html')}
              sandbox=""
              srcDoc={message.html}
              style={{ width: '100%', height: 320, border: '1px solid #f0f0f0' }}
              data-testid="outbox-html"
            />
          ),
        },
        { key: 'text', label: t('outbox.text'), children: text },
      ]}
    />
  );
}

/** One message as it was sent: recipient, text, attachments, attempts, the error and the provider's answer. */
export function OutboxDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useNotifyTexts();
  const eventLabel = useEventLabel();
  const detail = useOutboxDetail(id);
  const m = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={id === null ? '' : t('outbox.detailTitle', { id })}
      data-testid="outbox-drawer"
    >
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.isError || !m ? (
        <LoadError onRetry={() => void detail.refetch()} />
      ) : (
        <>
          {m.masked && <Alert type="info" showIcon title={t('outbox.masked')} style={{ marginBottom: 16 }} />}
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('outbox.state')}>
              <OutboxStateTag state={m.state} attempts={m.attempts} />
              {m.resendOf && (
                <Typography.Text type="secondary">{t('outbox.resendOf', { id: m.resendOf })}</Typography.Text>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('outbox.event')}>{eventLabel(m.event)}</Descriptions.Item>
            <Descriptions.Item label={t('outbox.channel')}>
              {t(`outbox.channels.${m.channel}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('outbox.recipient')}>
              {[m.recipientName, m.recipient].filter(Boolean).join(' · ') || '-'}
            </Descriptions.Item>
            {m.manuscript && (
              <Descriptions.Item label={t('outbox.manuscript')}>
                <Link to={detailPath(m.manuscript.id)}>{m.manuscript.articleNo}</Link>
              </Descriptions.Item>
            )}
            {m.subject && (
              <Descriptions.Item label={t('outbox.subject')}>
                <span data-testid="outbox-subject">{m.subject}</span>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('outbox.attempts')}>{m.attempts}</Descriptions.Item>
            <Descriptions.Item label={t('outbox.createdAt')}>{formatTime(m.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('outbox.sentAt')}>{formatTime(m.sentAt)}</Descriptions.Item>
            <Descriptions.Item label={t('outbox.updatedAt')}>{formatTime(m.updatedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('outbox.lastError')}>
              <Typography.Text type="danger" data-testid="outbox-error">
                {m.lastError ?? '-'}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('outbox.providerAnswer')}>
              {m.providerAnswer ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('outbox.attachments')}>
              {m.attachments.length ? (
                <List
                  size="small"
                  dataSource={m.attachments}
                  renderItem={(a) => <List.Item>{a.name}</List.Item>}
                />
              ) : (
                t('outbox.noAttachments')
              )}
            </Descriptions.Item>
          </Descriptions>
          <div style={{ marginTop: 16 }}>{m.body ? <MessageBody message={m} /> : <Empty />}</div>
        </>
      )}
    </Drawer>
  );
}
