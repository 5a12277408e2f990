import { journalList } from '@jb/contract/api/journals';
import type { JournalRow } from '@jb/contract/schemas/journals';
import { Space } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../../app/usePermissions.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { useDefaultFilter } from '../../../components/resourceTable/useDefaultFilter.ts';
import { useJournalColumns, useJournalFilters } from '../../shared/journals/useJournalColumns.tsx';
import { JournalAuditModal } from './JournalAuditModal.tsx';
import { useJournalReviewTexts } from './texts.ts';

export const HISTORY_PATH = '/manage/journalReview/audit';
export const AUTHOR_LOGINS_PATH = '/manage/journalReview/authorLoginDetail';

/** /manage/journalReview: journal applications, opened on those waiting (审核中); the platform decides. */
export default function JournalReviewPage() {
  const t = useJournalReviewTexts();
  const ready = useDefaultFilter('status', '1');
  const filters = useJournalFilters();
  const base = useJournalColumns();
  const [auditing, setAuditing] = useState<JournalRow | null>(null);
  const canSeeAuthorLogins = useCan('manage.journalReview.authorLoginDetail');

  const columns = useMemo<ColumnsType<JournalRow>>(
    () => [
      ...base,
      {
        key: 'history',
        title: t('history'),
        render: (_, row) => (
          <Space size="small">
            <Link to={`${HISTORY_PATH}?journalId=${row.id}`} data-testid={`journal-history-${row.id}`}>
              {t('history')}
            </Link>
            {canSeeAuthorLogins && (
              <Link
                to={`${AUTHOR_LOGINS_PATH}?journalId=${row.id}`}
                data-testid={`journal-author-logins-${row.id}`}
              >
                {t('authorLoginLink')}
              </Link>
            )}
          </Space>
        ),
      },
    ],
    [base, t, canSeeAuthorLogins],
  );
  const actions = useMemo<RowActionMap<JournalRow>>(
    () => ({ audit: { label: t('audit'), run: (row) => void setAuditing(row) } }),
    [t],
  );

  if (!ready) return null;
  return (
    <>
      <ResourceTable<JournalRow>
        list={journalList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        actions={actions}
      />
      <JournalAuditModal journal={auditing} onClose={() => setAuditing(null)} />
    </>
  );
}
