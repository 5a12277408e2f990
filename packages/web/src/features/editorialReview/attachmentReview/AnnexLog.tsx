import { annexAuditPage } from '@jb/contract/api/annexAudit';
import { ANNEX_ACTION_LABELS } from '@jb/contract/schemas/annexAudit';
import { ellipsis } from '@jb/contract/schemas/common';
import { Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { useManuscriptFilters } from '../../shared/manuscripts/filters.ts';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import type { AnnexLogRow } from './api.ts';
import { useAnnexTexts } from './texts.ts';

const TITLE_LENGTH = 24;
const NOTE_LENGTH = 40;

/** The annex audit log across manuscripts: who passed, ignored or asked for a supplement, newest first. */
export function AnnexLog({ onOpen }: { onOpen: (id: number) => void }) {
  const t = useAnnexTexts();
  const tm = useManuscriptTexts();
  const pick = usePick();
  const filters = useManuscriptFilters();

  const columns = useMemo<ColumnsType<AnnexLogRow>>(
    () => [
      { key: 'createdAt', title: t('logColumns.at'), render: (_, r) => formatTime(r.createdAt) },
      { key: 'articleNo', title: tm('articleNo'), dataIndex: 'articleNo' },
      {
        key: 'title',
        title: tm('title'),
        render: (_, r) => (
          <Tooltip title={r.title.length > TITLE_LENGTH ? r.title : undefined} placement="topLeft">
            <Typography.Link onClick={() => onOpen(r.manuscriptId)}>
              {ellipsis(r.title, TITLE_LENGTH)}
            </Typography.Link>
          </Tooltip>
        ),
      },
      { key: 'journalName', title: tm('journal'), dataIndex: 'journalName' },
      {
        key: 'action',
        title: t('logColumns.action'),
        render: (_, r) => (
          <span data-testid={`annex-log-action-${r.id}`}>{pick(ANNEX_ACTION_LABELS[r.action])}</span>
        ),
      },
      {
        key: 'kindNames',
        title: t('logColumns.kinds'),
        render: (_, r) => (r.kindNames.length ? r.kindNames.map((n) => <Tag key={n}>{n}</Tag>) : '-'),
      },
      {
        key: 'note',
        title: t('logColumns.note'),
        render: (_, r) => (
          <Tooltip title={r.note.length > NOTE_LENGTH ? r.note : undefined} placement="topLeft">
            <span>{r.note ? ellipsis(r.note, NOTE_LENGTH) : '-'}</span>
          </Tooltip>
        ),
      },
      { key: 'byName', title: t('logColumns.by'), dataIndex: 'byName' },
    ],
    [t, tm, pick, onOpen],
  );

  return (
    <ResourceTable<AnnexLogRow>
      list={annexAuditPage}
      columns={columns}
      rowKey={(r) => r.id}
      filters={filters}
    />
  );
}
