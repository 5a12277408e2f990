import { confirmList } from '@jb/contract/api/acceptanceConfirmation';
import type { ResultOf } from '@jb/contract/api/define';
import { fenToYuan } from '@jb/contract/money';
import { Popover, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../../app/usePermissions.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { ConfirmationRecord } from '../../shared/acceptanceConfirmation/ConfirmationRecord.tsx';
import { useConfirmationTexts } from '../../shared/acceptanceConfirmation/texts.ts';
import { useJournalFilter } from '../../shared/manuscripts/listPieces.tsx';
import { ManuscriptTitle } from '../../shared/manuscripts/ManuscriptCells.tsx';
import { ManuscriptStatusTag } from '../../shared/manuscripts/ManuscriptStatusTag.tsx';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { caibianDetailPath } from '../portal/api.ts';
import { ConfirmModal } from './ConfirmModal.tsx';

type Row = ResultOf<typeof confirmList>['list'][number];

/**
 * /caibian/toConfirm (录用确认): the editor's manuscripts at acceptance confirmation, or accepted with
 * the acceptance fee unpaid; the editor records the author's answer once (the row then shows it).
 */
export default function ToConfirmPage() {
  const t = useConfirmationTexts();
  const tm = useManuscriptTexts();
  const journal = useJournalFilter();
  const mayRecord = useCan('caibian.toConfirm.record');
  const [recording, setRecording] = useState<Row | null>(null);
  const filters = useMemo<FilterField[]>(
    () => [
      journal,
      { kind: 'text', name: 'keyword', label: tm('keyword') },
      {
        kind: 'select',
        name: 'confirmed',
        label: t('confirmed'),
        options: [
          { value: 'no', label: t('no') },
          { value: 'yes', label: t('yes') },
        ],
      },
    ],
    [t, tm, journal],
  );
  const columns = useMemo<ColumnsType<Row>>(
    () => [
      { key: 'articleNo', title: tm('articleNo'), dataIndex: 'articleNo' },
      {
        key: 'title',
        title: tm('title'),
        render: (_, r) => (
          <ManuscriptTitle title={r.title}>
            {(shown) => (
              <Link to={caibianDetailPath(r.id)} data-testid={`confirm-open-${r.id}`}>
                {shown}
              </Link>
            )}
          </ManuscriptTitle>
        ),
      },
      { key: 'authorName', title: tm('author'), dataIndex: 'authorName' },
      { key: 'journalName', title: tm('journal'), dataIndex: 'journalName' },
      {
        key: 'status',
        title: tm('status'),
        render: (_, r) => <ManuscriptStatusTag status={r.status} testId={`confirm-status-${r.id}`} />,
      },
      {
        key: 'fee',
        title: t('fee'),
        render: (_, r) => (r.acceptanceFeeDueFen === null ? '—' : `¥${fenToYuan(r.acceptanceFeeDueFen)}`),
      },
      { key: 'submittedAt', title: tm('submittedAt'), render: (_, r) => formatTime(r.submittedAt) },
      {
        key: 'answeredAt',
        title: t('confirmed'),
        render: (_, r) =>
          r.confirmation ? (
            <Popover
              title={t('title')}
              content={
                <div style={{ maxWidth: 420 }}>
                  <ConfirmationRecord record={r.confirmation} testId={`confirm-record-${r.id}`} />
                </div>
              }
            >
              <Tag
                color={r.confirmation.outcome === 'confirmed' ? 'green' : 'red'}
                data-testid={`confirm-state-${r.id}`}
              >
                {t('yes')} · {formatTime(r.confirmation.answeredAt)}
              </Tag>
            </Popover>
          ) : (
            <Tag data-testid={`confirm-state-${r.id}`}>{t('no')}</Tag>
          ),
      },
    ],
    [t, tm],
  );
  const actions = useMemo<RowActionMap<Row>>(
    () => ({ record: { label: t('record'), run: (row) => void setRecording(row) } }),
    [t],
  );
  return (
    <>
      <ResourceTable<Row>
        list={confirmList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        sortable={['submittedAt', 'answeredAt']}
        defaultSort="submittedAt"
        actions={actions}
        rowActions={(row) => (mayRecord && !row.confirmation ? ['record'] : [])}
        emptyText={t('hint')}
        toolbar={<Typography.Text type="secondary">{t('hint')}</Typography.Text>}
      />
      <ConfirmModal manuscript={recording} onClose={() => setRecording(null)} />
    </>
  );
}
