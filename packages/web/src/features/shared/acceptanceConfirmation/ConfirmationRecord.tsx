import { CONFIRMATION_METHOD, CONFIRMATION_OUTCOME } from '@jb/contract/enums/confirmation';
import type { ConfirmationRecord as Record } from '@jb/contract/schemas/acceptanceConfirmation';
import { Descriptions, Empty, Tag } from 'antd';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { useConfirmationTexts } from './texts.ts';

/** The author's answer to acceptance as an acquisition editor recorded it (read-only). */
export function ConfirmationRecord({ record, testId }: { record: Record | null; testId?: string }) {
  const t = useConfirmationTexts();
  const pick = usePick();
  if (!record) return <Empty description={t('none')} data-testid={testId && `${testId}-none`} />;
  return (
    <Descriptions size="small" column={1} bordered data-testid={testId}>
      <Descriptions.Item label={t('outcome')}>
        <Tag
          color={record.outcome === 'confirmed' ? 'green' : 'red'}
          data-testid={testId && `${testId}-outcome`}
        >
          {pick(CONFIRMATION_OUTCOME[record.outcome])}
        </Tag>
        {record.withdrawalRequestId !== null && t('withdrawal')}
      </Descriptions.Item>
      <Descriptions.Item label={t('person')}>
        <span data-testid={testId && `${testId}-person`}>
          {record.personName} ({record.byAuthor ? t('byAuthor') : t('forAuthor')})
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('method')}>{pick(CONFIRMATION_METHOD[record.method])}</Descriptions.Item>
      <Descriptions.Item label={t('answeredAt')}>{formatTime(record.answeredAt)}</Descriptions.Item>
      <Descriptions.Item label={t('note')}>
        <span style={{ whiteSpace: 'pre-wrap' }}>{record.note}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('recordedBy')}>
        {record.recordedByName} · {formatTime(record.recordedAt)}
      </Descriptions.Item>
    </Descriptions>
  );
}
