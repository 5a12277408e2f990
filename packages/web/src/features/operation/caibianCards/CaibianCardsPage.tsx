import { cardList, cardPreviewOf, cardReview } from '@jb/contract/api/editorCards';
import { CARD_STATE, type CardRow, CardState } from '@jb/contract/schemas/editorCards';
import { useQuery } from '@tanstack/react-query';
import { Modal, Skeleton } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../../api/http.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { useLang, usePick } from '../../../i18n/useLang.ts';
import { CardFrame } from '../../shared/editorCards/CardFrame.tsx';
import { useCardTexts } from './texts.ts';
import { useCardColumns } from './useCardColumns.tsx';

const STATES = [CardState.PENDING, CardState.PUBLISHED, CardState.DISABLED];

/** One card as /myCard draws it, in a dialog. */
function PreviewModal({ row, onClose }: { row: CardRow | null; onClose: () => void }) {
  const t = useCardTexts();
  const lang = useLang();
  const html = useQuery({
    queryKey: ['caibianCards', 'preview', row?.id, row?.version, lang],
    queryFn: () => api(cardPreviewOf, { query: { id: row!.id } }),
    enabled: row !== null,
  });
  const title = row ? t('previewTitle', { name: row.name }) : '';
  return (
    <Modal open={row !== null} title={title} onCancel={onClose} footer={null} width={420} destroyOnHidden>
      {html.isPending ? (
        <Skeleton active />
      ) : html.isError ? (
        <LoadError onRetry={() => void html.refetch()} />
      ) : (
        <CardFrame html={html.data.html} title={title} testId="card-preview-frame" />
      )}
    </Modal>
  );
}

/**
 * 采编名片 (/operation/caibianCards): the press's acquisition editors' business cards, opened on
 * those waiting for review; each is previewed as authors will see it, then published or disabled
 * (asked first), as the row's `actions` allow. Scans and referred manuscripts show what a card brought.
 */
export default function CaibianCardsPage() {
  const t = useCardTexts();
  const pick = usePick();
  const [previewing, setPreviewing] = useState<CardRow | null>(null);
  const onPreview = useCallback((row: CardRow) => setPreviewing(row), []);
  const columns = useCardColumns(onPreview);

  const filters = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'state',
        label: t('state'),
        options: STATES.map((s) => ({ value: s, label: pick(CARD_STATE[s]!) })),
      },
      { kind: 'text', name: 'name', label: t('name') },
    ],
    [t, pick],
  );

  const actions = useMemo<RowActionMap<CardRow>>(() => {
    const review = (action: 'publish' | 'disable') => (row: CardRow) =>
      api(cardReview, { body: { id: row.id, version: row.version, action } });
    return {
      publish: {
        label: t('publish'),
        confirm: (row) => ({
          title: t('confirmPublish', { name: row.name }),
          content: t('confirmPublishText'),
        }),
        run: review('publish'),
        done: t('published'),
      },
      disable: {
        label: t('disable'),
        danger: true,
        confirm: (row) => ({
          title: t('confirmDisable', { name: row.name }),
          content: t('confirmDisableText'),
        }),
        run: review('disable'),
        done: t('disabled'),
      },
    };
  }, [t]);

  return (
    <>
      <ResourceTable<CardRow>
        list={cardList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        sortable={['name', 'scans', 'referrals', 'submittedAt']}
        actions={actions}
        emptyText={t('empty')}
      />
      <PreviewModal row={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
