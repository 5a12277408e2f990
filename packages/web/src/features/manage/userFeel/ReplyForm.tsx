import { feedbackList } from '@jb/contract/api/feedback';
import { FEEDBACK_LIMITS } from '@jb/contract/enums/feedback';
import { feedbackReplyBody } from '@jb/contract/schemas/feedback';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/ApiError.ts';
import { toast } from '../../../api/notify.ts';
import { showFieldErrors } from '../../../components/form/fieldErrors.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { refusalOf } from '../../../components/resourceTable/refusal.ts';
import { shownByClient } from '../../../components/resourceTable/useListChange.tsx';
import { useReloadList } from '../../../components/resourceTable/useResourceList.ts';
import { useLang } from '../../../i18n/useLang.ts';
import { type FeedbackDetail, reloadFeedback, replyFeedback } from './api.ts';
import { useUserFeelTexts } from './texts.ts';

/**
 * The reply to open feedback, sent at the version on screen: it reaches the sender as a message.
 * Someone else's reply or close first (409): said, and the drawer and list reload.
 */
export function ReplyForm({ feedback }: { feedback: FeedbackDetail }) {
  const t = useUserFeelTexts();
  const lang = useLang();
  const [form] = Form.useForm<{ reply: string }>();
  const [sending, setSending] = useState(false);
  const client = useQueryClient();
  const reloadList = useReloadList(feedbackList);

  const submit = async ({ reply }: { reply: string }) => {
    setSending(true);
    try {
      await replyFeedback(feedback, reply);
      toast('success', t('replied'));
      form.resetFields();
    } catch (error) {
      const refusal = refusalOf(error, lang);
      if (refusal.stale) toast('warning', refusal.message);
      else if (isApiError(error) && showFieldErrors(form, error.fields, lang)) {
        // under the field
      } else if (!shownByClient(error)) toast('error', refusal.message);
    } finally {
      setSending(false);
      void reloadFeedback(client);
      void reloadList();
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="feedback-reply-form">
      <SchemaItem name="reply" label={t('replyTitle')} schema={feedbackReplyBody.shape.reply} required>
        <Input.TextArea
          rows={4}
          maxLength={FEEDBACK_LIMITS.replyMax}
          showCount
          placeholder={t('replyPlaceholder')}
          data-testid="feedback-reply-text"
        />
      </SchemaItem>
      <Button type="primary" htmlType="submit" loading={sending} data-testid="feedback-reply-send">
        {t('replySend')}
      </Button>
    </Form>
  );
}
