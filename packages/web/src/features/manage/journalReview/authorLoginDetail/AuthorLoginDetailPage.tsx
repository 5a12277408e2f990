import { authorLoginExport, authorLoginList } from '@jb/contract/api/journalReview';
import { AUTHOR_LOGIN_RESULTS, type AuthorLoginRow as Row } from '@jb/contract/schemas/authors';
import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useCan } from '../../../../app/usePermissions.ts';
import { useScreenSearchParams } from '../../../../app/useScreenSearchParams.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import type { FilterField } from '../../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../../components/resourceTable/ResourceTable.tsx';
import { usePick } from '../../../../i18n/useLang.ts';
import { formatTime } from '../../../../lib/formatTime.ts';
import { useJournal } from '../../../shared/journals/api.ts';
import { JournalStatusTag } from '../../../shared/journals/JournalStatusTag.tsx';
import { signInResultColumn, userAgentColumn } from '../../../shared/signIns/signInColumns.tsx';
import { useJournalReviewTexts } from '../texts.ts';

/** /manage/journalReview/authorLoginDetail?journalId=: who signed in at one journal's submission site. */
export default function AuthorLoginDetailPage() {
  const t = useJournalReviewTexts();
  const pick = usePick();
  const [search] = useScreenSearchParams();
  const journalId = Number(search.get('journalId')) || 0;
  const journal = useJournal(journalId || null);
  const navigate = useNavigate();
  const canExport = useCan('manage.journalReview.authorLoginDetail.export');

  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'person', label: t('authorLogins.person') },
      {
        kind: 'select',
        name: 'result',
        label: t('authorLogins.result'),
        options: Object.entries(AUTHOR_LOGIN_RESULTS).map(([value, label]) => ({
          value,
          label: pick(label),
        })),
      },
      { kind: 'dateRange', from: 'from', to: 'to', label: t('authorLogins.time') },
    ],
    [t, pick],
  );

  const columns = useMemo<ColumnsType<Row>>(() => {
    return [
      { key: 'createdAt', title: t('authorLogins.time'), render: (_, r) => formatTime(r.createdAt) },
      { key: 'authorName', title: t('authorLogins.author'), render: (_, r) => r.authorName ?? '-' },
      { key: 'phone', title: t('authorLogins.phone'), dataIndex: 'phone' },
      { key: 'ip', title: 'IP', dataIndex: 'ip' },
      { key: 'location', title: t('authorLogins.location'), dataIndex: 'location' },
      signInResultColumn<Row>(t('authorLogins.result'), AUTHOR_LOGIN_RESULTS, pick),
      userAgentColumn<Row>(t('authorLogins.userAgent')),
    ];
  }, [t, pick]);

  if (!journalId) return <LoadError onRetry={() => undefined} detail={t('noJournal')} />;
  return (
    <div data-testid="author-logins">
      {journal.data && (
        <Typography.Title level={5}>
          {t('authorLogins.title', { name: journal.data.name })}{' '}
          <JournalStatusTag status={journal.data.status} />
        </Typography.Title>
      )}
      <ResourceTable<Row>
        list={authorLoginList}
        params={{ journalId: String(journalId) }}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        exportCall={canExport ? authorLoginExport : undefined}
        exportName="author-sign-ins"
        scrollX={1100}
        toolbar={<Button onClick={() => void navigate('/manage/journalReview')}>{t('back')}</Button>}
      />
    </div>
  );
}
