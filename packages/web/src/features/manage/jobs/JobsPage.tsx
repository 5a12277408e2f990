import { failedJobList, jobRetry } from '@jb/contract/api/jobs';
import type { FailedJobRow } from '@jb/contract/schemas/jobs';
import { Alert, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useCallback, useMemo } from 'react';
import { api } from '../../../api/http.ts';
import { useCan } from '../../../app/usePermissions.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { useJobsTexts } from './texts.ts';

/**
 * /manage/jobs (后台任务, platform operators): background jobs that failed after their last retry,
 * with their queue, data and error, and a retry (after a confirmation).
 */
export default function JobsPage() {
  const t = useJobsTexts();
  const canRetry = useCan('manage.jobs.retry');
  const filters = useMemo<FilterField[]>(
    () => [{ kind: 'text', name: 'queue', label: t('queueFilter') }],
    [t],
  );
  const columns = useMemo<ColumnsType<FailedJobRow>>(
    () => [
      { key: 'queue', title: t('queue'), dataIndex: 'queue' },
      {
        key: 'error',
        title: t('error'),
        render: (_, r) => (
          <Typography.Text type="danger" style={{ maxWidth: 360, display: 'inline-block' }}>
            {r.error}
          </Typography.Text>
        ),
      },
      {
        key: 'data',
        title: t('data'),
        render: (_, r) => (
          <Typography.Text code ellipsis={{ tooltip: r.data }} style={{ maxWidth: 240 }}>
            {r.data}
          </Typography.Text>
        ),
      },
      {
        key: 'retries',
        title: t('retries'),
        render: (_, r) => `${r.retryCount} / ${r.retryLimit}`,
        align: 'right',
      },
      { key: 'createdOn', title: t('createdOn'), render: (_, r) => formatTime(r.createdOn) },
      { key: 'startedOn', title: t('startedOn'), render: (_, r) => formatTime(r.startedOn) },
      { key: 'completedOn', title: t('completedOn'), render: (_, r) => formatTime(r.completedOn) },
    ],
    [t],
  );
  const actions = useMemo<RowActionMap<FailedJobRow>>(
    () => ({
      retry: {
        label: t('retry'),
        confirm: (row) => ({
          title: t('retryConfirm', { queue: row.queue }),
          content: t('retryConfirmContent'),
        }),
        run: (row) => api(jobRetry, { body: { queue: row.queue, id: row.id } }, { quiet: true }),
        done: t('retryDone'),
      },
    }),
    [t],
  );
  // Rows carry no actions of their own: retrying is the one thing, for whom the permission gives it.
  const rowActions = useCallback(() => (canRetry ? ['retry'] : []), [canRetry]);
  return (
    <>
      <Alert type="info" showIcon title={t('hint')} style={{ marginBottom: 16 }} />
      <ResourceTable<FailedJobRow>
        list={failedJobList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        actions={actions}
        rowActions={rowActions}
      />
    </>
  );
}
