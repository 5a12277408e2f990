import type { JournalRow } from '@jb/contract/schemas/journals';
import { Button, Skeleton, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useCan } from '../../../../app/usePermissions.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { useProcess } from '../../../shared/processes/api.ts';
import { ReviewPathDiagram } from '../../../shared/processes/ReviewPathDiagram.tsx';
import { usePeriodicalTexts } from '../texts.ts';

export const AUDIT_PROCESS_EDITOR = '/organizationalManagement/auditProcess/editor';

/** The review path the journal's manuscripts follow, and the way to its process editor. */
export function ProcessTab({ journal }: { journal: JournalRow }) {
  const t = usePeriodicalTexts();
  const navigate = useNavigate();
  const canSee = useCan('organizationalManagement.auditProcess');
  const process = useProcess('auditProcess', { journalId: journal.id }, canSee);
  const editor = `${AUDIT_PROCESS_EDITOR}?journalId=${journal.id}`;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('process.hint')}</Typography.Text>
      {canSee && process.isPending && <Skeleton active />}
      {canSee && process.isError && <LoadError onRetry={() => void process.refetch()} />}
      {process.data && (
        <>
          <Tag color={process.data.inherited ? 'default' : 'blue'} data-testid="process-scope">
            {process.data.inherited
              ? t('process.inherited')
              : t('process.own', { version: process.data.version })}
          </Tag>
          <ReviewPathDiagram path={process.data.path} label={t('tabs.process')} />
        </>
      )}
      {canSee && (
        <Button type="primary" onClick={() => void navigate(editor)} data-testid="process-open">
          {t('process.open')}
        </Button>
      )}
    </Space>
  );
}
