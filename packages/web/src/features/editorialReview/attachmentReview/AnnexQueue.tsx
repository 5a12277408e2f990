import { annexAuditList } from '@jb/contract/api/annexAudit';
import type { AnnexState } from '@jb/contract/schemas/annexAudit';
import { useMemo } from 'react';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import type { ManuscriptRow } from '../../shared/manuscripts/api.ts';
import { useManuscriptFilters } from '../../shared/manuscripts/filters.ts';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { workColumns } from '../../shared/manuscripts/workColumns.tsx';
import { useAnnexTexts } from './texts.ts';

const OPEN_ONLY = ['open'] as const;

/** The manuscripts of one tab (awaiting audit, supplement asked, audited), each opening the drawer. */
export function AnnexQueue({ state, onOpen }: { state: AnnexState; onOpen: (id: number) => void }) {
  const t = useAnnexTexts();
  const tm = useManuscriptTexts();
  const filters = useManuscriptFilters();

  const columns = useMemo(
    () => workColumns(tm, { onOpen, openTestId: (id) => `annex-open-${id}` }),
    [tm, onOpen],
  );

  const actions = useMemo<RowActionMap<ManuscriptRow>>(
    () => ({ open: { label: t('open'), run: (r) => void onOpen(r.id) } }),
    [t, onOpen],
  );

  return (
    <ResourceTable<ManuscriptRow>
      list={annexAuditList}
      columns={columns}
      rowKey={(r) => r.id}
      filters={filters}
      actions={actions}
      rowActions={() => OPEN_ONLY}
      params={{ state }}
    />
  );
}
