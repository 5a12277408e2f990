import { allManuscriptList } from '@jb/contract/api/caibianPortal';
import type { ResultOf } from '@jb/contract/api/define';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import { formatTime } from '../../../lib/formatTime.ts';
import { useJournalFilter, useStatusFilter } from '../../shared/manuscripts/listPieces.tsx';
import { ManuscriptTitle } from '../../shared/manuscripts/ManuscriptCells.tsx';
import { ManuscriptStatusTag } from '../../shared/manuscripts/ManuscriptStatusTag.tsx';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { caibianDetailPath } from '../portal/api.ts';
import { usePortalTexts } from '../portal/texts.ts';

type Row = ResultOf<typeof allManuscriptList>['list'][number];

/**
 * /caibian/allManuscript (全部稿件): the press's manuscripts of the journals the editor serves, with
 * title, journal, status and submission day only (no author, contact or money); their own open the
 * detail.
 */
export default function AllManuscriptPage() {
  const t = usePortalTexts();
  const tm = useManuscriptTexts();
  const status = useStatusFilter();
  const journal = useJournalFilter();
  const filters = useMemo<FilterField[]>(
    () => [
      status,
      journal,
      { kind: 'dayRange', from: 'submittedFrom', to: 'submittedTo', label: tm('submittedDays') },
      { kind: 'text', name: 'title', label: t('titleFilter') },
    ],
    [t, tm, status, journal],
  );
  const columns = useMemo<ColumnsType<Row>>(
    () => [
      {
        key: 'title',
        title: tm('title'),
        render: (_, r) => (
          <ManuscriptTitle title={r.title}>
            {(shown) =>
              r.mine ? (
                <Link to={caibianDetailPath(r.id)} data-testid={`all-open-${r.id}`}>
                  {shown}
                </Link>
              ) : (
                <span data-testid={`all-title-${r.id}`}>{shown}</span>
              )
            }
          </ManuscriptTitle>
        ),
      },
      { key: 'journalName', title: tm('journal'), dataIndex: 'journalName' },
      {
        key: 'status',
        title: tm('status'),
        render: (_, r) => <ManuscriptStatusTag status={r.status} testId={`all-status-${r.id}`} />,
      },
      { key: 'submittedAt', title: tm('submittedAt'), render: (_, r) => formatTime(r.submittedAt) },
      {
        key: 'mine',
        title: t('mine'),
        render: (_, r) => (r.mine ? <Tag color="blue">{t('mine')}</Tag> : null),
      },
    ],
    [t, tm],
  );
  return (
    <ResourceTable<Row>
      list={allManuscriptList}
      columns={columns}
      rowKey={(row) => row.id}
      filters={filters}
      toolbar={<Typography.Text type="secondary">{t('allHint')}</Typography.Text>}
    />
  );
}
