import type { ReviewProcess } from '@jb/contract/schemas/processes';
import { Space, Tag, Typography } from 'antd';
import { formatTime } from '../../../lib/formatTime.ts';
import { useProcessTexts } from './texts.ts';

/** What the status line shows of a process of either kind. */
export type ProcessState = Pick<ReviewProcess, 'id' | 'version' | 'inherited' | 'journalId' | 'createdAt'> & {
  createdByName?: string | null;
};

/** Which process is in force: a journal's own version, the press default it inherits, or the built-in one. */
export function ProcessStatus({ process }: { process: ProcessState }) {
  const t = useProcessTexts();
  const inherits = process.journalId !== null && process.inherited;
  return (
    <Space wrap data-testid="process-status">
      {inherits && (
        <Tag color="default" data-testid="process-inherited">
          {t('inherited')}
        </Tag>
      )}
      {process.id === null ? (
        <Tag>{t('builtIn')}</Tag>
      ) : (
        <Tag color="blue">{t('own', { version: process.version })}</Tag>
      )}
      {process.createdAt && (
        <Typography.Text type="secondary">
          {t('savedBy', { name: process.createdByName ?? '-', time: formatTime(process.createdAt) })}
        </Typography.Text>
      )}
    </Space>
  );
}
