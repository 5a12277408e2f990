import { FEEDBACK_SENDER_KIND } from '@jb/contract/enums/feedback';
import { Button, Card, Descriptions, Drawer, Empty, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../components/LoadError.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { formatBytes } from '../../shared/manuscripts/workflowText.ts';
import { saveAttachment, useFeedbackDetail } from './api.ts';
import { ReplyForm } from './ReplyForm.tsx';
import { FeedbackStatusTag, FeedbackTypeTag } from './Tags.tsx';
import { useUserFeelTexts } from './texts.ts';

/** One feedback: who sent what and when, its file, its reply (or the reply form), and closing it. */
export function FeedbackDrawer({
  id,
  onClose,
  onCloseFeedback,
}: {
  id: number | null;
  onClose: () => void;
  /** Asks, then closes the feedback at the version on screen. */
  onCloseFeedback: (row: { id: number; version: number }) => void;
}) {
  const t = useUserFeelTexts();
  const pick = usePick();
  const detail = useFeedbackDetail(id);
  const [saving, setSaving] = useState(false);
  const f = detail.data;

  const save = async () => {
    if (!f?.file) return;
    setSaving(true);
    try {
      await saveAttachment(f.id, f.file.name);
    } catch {
      // The client has said why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="min(720px, 100vw)"
      title={t('detailTitle')}
      destroyOnHidden
      data-testid="feedback-detail"
      extra={
        f?.actions.includes('close') ? (
          <Button danger onClick={() => onCloseFeedback(f)} data-testid="feedback-close">
            {t('close')}
          </Button>
        ) : null
      }
    >
      {detail.isPending && <Skeleton active />}
      {detail.isError && <LoadError onRetry={() => void detail.refetch()} />}
      {f && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" data-testid="feedback-detail-meta">
            <Descriptions.Item label={t('type')}>
              <FeedbackTypeTag type={f.type} />
            </Descriptions.Item>
            <Descriptions.Item label={t('status')}>
              <FeedbackStatusTag status={f.status} testId="feedback-detail-status" />
            </Descriptions.Item>
            <Descriptions.Item label={t('sender')}>
              {f.senderName}（{pick(FEEDBACK_SENDER_KIND[f.senderKind])}）{f.senderPhone}
            </Descriptions.Item>
            <Descriptions.Item label={t('press')}>{f.pressName ?? t('platform')}</Descriptions.Item>
            <Descriptions.Item label={t('createdAt')}>{formatTime(f.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('attachment')}>
              {f.file ? (
                <Button
                  type="link"
                  size="small"
                  loading={saving}
                  onClick={() => void save()}
                  data-testid="feedback-attachment"
                >
                  {f.file.name}（{formatBytes(f.file.sizeBytes)}）
                </Button>
              ) : (
                t('noFile')
              )}
            </Descriptions.Item>
          </Descriptions>
          <Card title={t('content')} size="small">
            <Typography.Paragraph
              style={{ whiteSpace: 'pre-wrap', margin: 0 }}
              data-testid="feedback-content-text"
            >
              {f.content}
            </Typography.Paragraph>
          </Card>
          <Card title={t('replyTitle')} size="small">
            {f.reply ? (
              <>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="feedback-reply-shown">
                  {f.reply}
                </Typography.Paragraph>
                <Typography.Text type="secondary">
                  {t('repliedBy', { name: f.repliedByName ?? '-', time: formatTime(f.repliedAt) })}
                </Typography.Text>
              </>
            ) : f.actions.includes('reply') ? (
              <ReplyForm feedback={f} />
            ) : (
              <Empty description={t('noReply')} />
            )}
            {f.closedAt && (
              <div>
                <Typography.Text type="secondary">
                  {t('closedAt', { time: formatTime(f.closedAt) })}
                </Typography.Text>
              </div>
            )}
          </Card>
        </Space>
      )}
    </Drawer>
  );
}
