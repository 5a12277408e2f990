import { REVIEW_CALLS } from '@jb/contract/api/review';
import { MEETING_SIGN } from '@jb/contract/enums/manuscript';
import type { ReviewGroup } from '@jb/contract/stageGroups';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Radio, Space, Typography } from 'antd';
import { FormModal } from '../../components/formModal/FormModal.tsx';
import { usePick } from '../../i18n/useLang.ts';
import { MANUSCRIPT_KEY } from '../shared/manuscripts/api.ts';
import { useManuscriptTexts } from '../shared/manuscripts/texts.ts';
import { actionTitle } from '../shared/manuscripts/workflowText.ts';
import { type QueueRow, reloadQueues, sendAction } from './api.ts';
import { useReviewTexts } from './texts.ts';

/** The mark chosen; 0 stands for "no mark" (the radio needs a value; the call sends null). */
interface MeetingValues {
  sign: number;
}

/**
 * Final review's editorial-meeting mark (enums/manuscript.ts MEETING_SIGN): put the manuscript on the
 * meeting's agenda, record that it was discussed and the meeting's word, or clear the mark.
 */
export function MeetingModal({
  group,
  row,
  onClose,
}: {
  group: ReviewGroup;
  row: QueueRow | null;
  onClose: () => void;
}) {
  const t = useReviewTexts();
  const tm = useManuscriptTexts();
  const pick = usePick();
  const client = useQueryClient();
  const title = pick(actionTitle('markMeeting'));
  return (
    <FormModal<MeetingValues>
      open={!!row}
      title={title}
      okText={title}
      initialValues={{ sign: row?.dto.meetingSign ?? 1 }}
      onSubmit={async ({ sign }) => {
        if (!row) return;
        await sendAction({ group, call: 'audit' }, row, { action: 'markMeeting', meetingSign: sign || null });
      }}
      onSaved={() => void reloadQueues(client)}
      onStale={() => void client.invalidateQueries({ queryKey: MANUSCRIPT_KEY })}
      onClose={onClose}
      list={REVIEW_CALLS[group.key].list}
      successText={t('done')}
      testId="meeting-form"
    >
      {row && (
        <Typography.Paragraph>
          {tm('actionOn', { name: `${row.articleNo} ${row.title}` })}
        </Typography.Paragraph>
      )}
      <Form.Item name="sign" label={t('meeting.label')}>
        <Radio.Group data-testid="meeting-sign">
          <Space orientation="vertical">
            {Object.entries(MEETING_SIGN).map(([code, label]) => (
              <Radio key={code} value={Number(code)} data-testid={`meeting-sign-${code}`}>
                {pick(label)}
              </Radio>
            ))}
            <Radio value={0} data-testid="meeting-sign-none">
              {t('meeting.none')}
            </Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
    </FormModal>
  );
}
