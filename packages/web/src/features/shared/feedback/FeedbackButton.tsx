import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import type { UploadFeedbackFile } from './AttachmentField.tsx';
import { FeedbackModal, type FeedbackValues } from './FeedbackModal.tsx';
import { useFeedbackTexts } from './texts.ts';

/** The header's 反馈 entry and its dialog; the calls come from the site it sits in. */
export function FeedbackButton({
  send,
  upload,
  className,
}: {
  send: (values: FeedbackValues) => Promise<unknown>;
  upload?: UploadFeedbackFile;
  className?: string;
}) {
  const t = useFeedbackTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('entryHint')}>
        <Button type="text" className={className} onClick={() => setOpen(true)} data-testid="feedback-open">
          {t('entry')}
        </Button>
      </Tooltip>
      <FeedbackModal open={open} onClose={() => setOpen(false)} send={send} upload={upload} />
    </>
  );
}
