import { onlineEditList } from '@jb/contract/api/onlineEdit';
import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { JournalPicker } from '../../shared/journals/JournalPicker.tsx';
import { useJournalParam } from '../../shared/journals/useJournalParam.ts';
import { ManuscriptStatusTag } from '../../shared/manuscripts/ManuscriptStatusTag.tsx';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { numberAndTitle } from '../../shared/manuscripts/workColumns.tsx';
import type { OnlineEditRow } from './api.ts';
import { CorrectionDrawer } from './CorrectionDrawer.tsx';
import { useOnlineEditTexts } from './texts.ts';

const CORRECT = ['correct'] as const;
const VIEW = ['view'] as const;

/**
 * /editorialReview/onlineEdit (在线编辑): the manuscripts whose layout can still change (scheduled to
 * the last revision), with their newest correction and whether the next proof still has to take
 * it. Editors correct the title, byline, keywords and abstract; a typesetter sees the corrections of
 * what was dispatched to them. Journal, filters, sort and page live in the URL.
 */
export default function OnlineEditPage() {
  const t = useOnlineEditTexts();
  const tm = useManuscriptTexts();
  const [journalId, setJournal] = useJournalParam();
  const [open, setOpen] = useState<number | null>(null);

  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'keyword', label: tm('keyword') },
      {
        kind: 'select',
        name: 'pending',
        label: t('pending'),
        options: [
          { value: '1', label: t('pendingYes') },
          { value: '0', label: t('pendingNo') },
        ],
      },
    ],
    [t, tm],
  );

  const columns = useMemo<ColumnsType<OnlineEditRow>>(
    () => [
      ...numberAndTitle<OnlineEditRow>(tm),
      { key: 'journalName', title: tm('journal'), dataIndex: 'journalName' },
      { key: 'status', title: tm('status'), render: (_, r) => <ManuscriptStatusTag status={r.status} /> },
      { key: 'typesetterName', title: t('typesetter'), render: (_, r) => r.typesetterName ?? '-' },
      {
        key: 'correctedAt',
        title: t('correctedAt'),
        render: (_, r) =>
          r.correctedAt ? (
            <Flex vertical>
              <span>
                {t('correctedBy', { time: formatTime(r.correctedAt), name: r.correctedByName ?? '-' })}
              </span>
              {r.pending && (
                <span>
                  <Tag color="orange" data-testid={`pending-${r.id}`}>
                    {t('pendingYes')}
                  </Tag>
                </span>
              )}
            </Flex>
          ) : (
            <Typography.Text type="secondary">{t('never')}</Typography.Text>
          ),
      },
    ],
    [t, tm],
  );

  const actions = useMemo<RowActionMap<OnlineEditRow>>(
    () => ({
      correct: { label: t('correct'), run: (row) => void setOpen(row.id) },
      view: { label: t('view'), run: (row) => void setOpen(row.id) },
    }),
    [t],
  );

  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <JournalPicker value={journalId} onChange={setJournal} allowNone noneLabel={t('allJournals')} />
      </Flex>
      <ResourceTable<OnlineEditRow>
        list={onlineEditList}
        columns={columns}
        rowKey={(r) => r.id}
        filters={filters}
        sortable={['correctedAt', 'articleNo', 'status']}
        defaultSort="correctedAt"
        defaultOrder="desc"
        actions={actions}
        rowActions={(r) => (r.canEdit ? CORRECT : VIEW)}
        params={journalId ? { journalId: String(journalId) } : {}}
      />
      <CorrectionDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
