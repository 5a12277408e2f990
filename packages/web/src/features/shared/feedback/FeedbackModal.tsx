import { FEEDBACK_LIMITS, FEEDBACK_TYPE, FeedbackType } from '@jb/contract/enums/feedback';
import { feedbackSendBody } from '@jb/contract/schemas/feedback';
import { Form, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { AttachmentField, type UploadedRef, type UploadFeedbackFile } from './AttachmentField.tsx';
import { useFeedbackTexts } from './texts.ts';

/** What the form sends: the send call's body. */
export interface FeedbackValues {
  type: number;
  content: string;
  fileId?: number | null;
}

/** The form's values: the file field holds the uploaded file (its id goes in the body). */
interface FormValues {
  type: number;
  content: string;
  fileId?: UploadedRef | null;
}

const fields = feedbackSendBody.shape;

/**
 * The feedback dialog of both sites' headers: type, text and an optional screenshot or file. The
 * calls are the caller's (staff or author), so one dialog serves both; without `upload` (a platform
 * operator, whose feedback belongs to no press) it takes no file.
 */
export function FeedbackModal({
  open,
  onClose,
  send,
  upload,
}: {
  open: boolean;
  onClose: () => void;
  send: (values: FeedbackValues) => Promise<unknown>;
  upload?: UploadFeedbackFile;
}) {
  const t = useFeedbackTexts();
  const pick = usePick();
  const [uploading, setUploading] = useState(false);

  return (
    <FormModal<FormValues>
      open={open}
      title={t('title')}
      initialValues={{ type: FeedbackType.SUGGESTION }}
      onSubmit={(v) => send({ type: v.type, content: v.content, fileId: v.fileId?.id ?? null })}
      onClose={onClose}
      successText={t('sent')}
      okText={t('send')}
      testId="feedback-form"
    >
      <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
      <Form.Item name="type" label={t('type')} required>
        <Radio.Group
          data-testid="feedback-type"
          options={Object.entries(FEEDBACK_TYPE).map(([value, label]) => ({
            value: Number(value),
            label: pick(label),
          }))}
        />
      </Form.Item>
      <SchemaItem name="content" label={t('content')} schema={fields.content} required>
        <Input.TextArea
          rows={5}
          maxLength={FEEDBACK_LIMITS.contentMax}
          showCount
          placeholder={t('contentPlaceholder')}
          data-testid="feedback-content"
        />
      </SchemaItem>
      {upload ? (
        <Form.Item
          name="fileId"
          label={t('file')}
          rules={[
            { validator: () => (uploading ? Promise.reject(new Error(t('uploading'))) : Promise.resolve()) },
          ]}
        >
          <AttachmentField upload={upload} onBusy={setUploading} />
        </Form.Item>
      ) : null}
    </FormModal>
  );
}
