import { myManuscriptList } from '@jb/contract/api/caibianPortal';
import { Typography } from 'antd';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { ManuscriptRow } from '../../shared/manuscripts/api.ts';
import { useManuscriptListColumns, useManuscriptListFilters } from '../../shared/manuscripts/listPieces.tsx';
import { caibianDetailPath } from '../portal/api.ts';
import { usePortalTexts } from '../portal/texts.ts';

/**
 * /caibian/manuscriptQuery (稿件查询): the acquisition editor's manuscripts with the manuscript list's
 * own filters, columns and icons (the server keeps to their scope); a title opens their detail.
 */
export default function ManuscriptQueryPage() {
  const t = usePortalTexts();
  const filters = useManuscriptListFilters();
  const columns = useManuscriptListColumns(caibianDetailPath);
  return (
    <ResourceTable<ManuscriptRow>
      list={myManuscriptList}
      columns={columns}
      rowKey={(row) => row.id}
      filters={filters}
      toolbar={<Typography.Text type="secondary">{t('manuscriptsHint')}</Typography.Text>}
    />
  );
}
