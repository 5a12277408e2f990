import { announcementList } from '@jb/contract/api/messages';
import { ANNOUNCEMENT_LIMITS } from '@jb/contract/enums/message';
import { announceBody } from '@jb/contract/schemas/inbox';
import { Input, Select, Typography } from 'antd';
import { toast } from '../../../api/notify.ts';
import { useIsPlatform } from '../../../app/useSession.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { usePressOptions } from '../../shared/options.ts';
import { type AnnounceValues, sendAnnouncement } from './api.ts';
import { useMessageTexts } from './texts.ts';

const fields = announceBody.shape;

/** 发布公告: title and plain-text content to every active staff member (the platform: of a press or all). */
export function AnnounceFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessageTexts();
  const platform = useIsPlatform();
  const presses = usePressOptions(open && platform);

  return (
    <FormModal<AnnounceValues, { recipientCount: number }>
      open={open}
      title={t('announceTitle')}
      onSubmit={(values) => sendAnnouncement(values)}
      onSaved={(r) => toast('success', t('sent', { count: r.recipientCount }))}
      onClose={onClose}
      list={announcementList}
      okText={t('send')}
      width={640}
      testId="announce-form"
    >
      <Typography.Paragraph type="secondary">
        {platform ? t('announceHintPlatform') : t('announceHint')}
      </Typography.Paragraph>
      {platform && (
        <SchemaItem name="pressId" label={t('press')} schema={fields.pressId}>
          <Select
            allowClear
            placeholder={t('allPresses')}
            options={presses.data}
            loading={presses.isLoading}
            data-testid="announce-press"
          />
        </SchemaItem>
      )}
      <SchemaItem name="title" label={t('title')} schema={fields.title} required>
        <Input maxLength={ANNOUNCEMENT_LIMITS.titleMax} showCount data-testid="announce-title" />
      </SchemaItem>
      <SchemaItem name="content" label={t('content')} schema={fields.content} required>
        <Input.TextArea
          rows={8}
          maxLength={ANNOUNCEMENT_LIMITS.contentMax}
          showCount
          placeholder={t('contentPlaceholder')}
          data-testid="announce-content"
        />
      </SchemaItem>
    </FormModal>
  );
}
