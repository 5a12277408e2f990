import type { ResultOf } from '@jb/contract/api/define';
import { finalDraftList } from '@jb/contract/api/finalDraft';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { useCan } from '../../../app/usePermissions.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { useFinalDraftTexts } from '../../shared/finalDraft/texts.ts';
import { useJournalFilter } from '../../shared/manuscripts/listPieces.tsx';
import { ManuscriptTitle } from '../../shared/manuscripts/ManuscriptCells.tsx';
import { ManuscriptStatusTag } from '../../shared/manuscripts/ManuscriptStatusTag.tsx';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { UploadModal } from './UploadModal.tsx';

type Row = ResultOf<typeof finalDraftList>['list'][number];

/**
 * /caibian/UploadTerminal (上传终稿): the editor's accepted manuscripts not yet in layout, each with
 * the final draft in force; the editor uploads the author's final draft (a new version each time).
 */
export default function UploadTerminalPage() {
  const t = useFinalDraftTexts();
  const tm = useManuscriptTexts();
  const journal = useJournalFilter();
  const mayUpload = useCan('caibian.UploadTerminal.upload');
  const [target, setTarget] = useState<Row | null>(null);
  const filters = useMemo<FilterField[]>(
    () => [journal, { kind: 'text', name: 'keyword', label: tm('keyword') }],
    [tm, journal],
  );
  const columns = useMemo<ColumnsType<Row>>(
    () => [
      { key: 'articleNo', title: tm('articleNo'), dataIndex: 'articleNo' },
      {
        key: 'title',
        title: tm('title'),
        render: (_, r) => (
          <ManuscriptTitle title={r.title}>{(shown) => <span>{shown}</span>}</ManuscriptTitle>
        ),
      },
      { key: 'authorName', title: tm('author'), dataIndex: 'authorName' },
      { key: 'journalName', title: tm('journal'), dataIndex: 'journalName' },
      { key: 'status', title: tm('status'), render: (_, r) => <ManuscriptStatusTag status={r.status} /> },
      { key: 'submittedAt', title: tm('submittedAt'), render: (_, r) => formatTime(r.submittedAt) },
      {
        key: 'finalDraft',
        title: t('finalDraft'),
        render: (_, r) =>
          r.finalDraft ? (
            <span data-testid={`final-draft-${r.id}`}>
              <Tag color="green">{r.finalDraft.name}</Tag>
              {r.finalDraft.uploadedByName} · {formatTime(r.finalDraft.uploadedAt)}
            </span>
          ) : (
            <Tag data-testid={`final-draft-${r.id}`}>{t('none')}</Tag>
          ),
      },
    ],
    [t, tm],
  );
  const actions = useMemo<RowActionMap<Row>>(
    () => ({ upload: { label: t('upload'), run: (row) => void setTarget(row) } }),
    [t],
  );
  return (
    <>
      <ResourceTable<Row>
        list={finalDraftList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        sortable={['submittedAt']}
        actions={actions}
        rowActions={() => (mayUpload ? ['upload'] : [])}
        emptyText={t('hint')}
        toolbar={<Typography.Text type="secondary">{t('hint')}</Typography.Text>}
      />
      <UploadModal manuscript={target} onClose={() => setTarget(null)} />
    </>
  );
}
