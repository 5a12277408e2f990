import { expertList } from '@jb/contract/api/experts';
import { Button } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCan } from '../../../app/usePermissions.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { type ExpertRow, SAVE_PATH, setExpertStatus } from './api.ts';
import { expertColumns } from './columns.tsx';
import { recordFilters } from './recordFilters.ts';
import { useSubjectOptions } from './subjectOptions.ts';
import { useExpertTexts } from './texts.ts';

/**
 * /operation/expertManagement (专家管理): the press's review experts with their record, found by name,
 * affiliation or research areas, subject, status and record (late reviews, declined invitations,
 * average days to review, average score), sorted by any figure of the record; added and edited on the save screen, disabled
 * (no longer suggested or invited) and enabled again from the list.
 */
export default function ExpertManagementPage() {
  const t = useExpertTexts();
  const { t: common } = useTranslation();
  const canEdit = useCan('operation.expertManagement.edit');
  const navigate = useNavigate();
  const location = useLocation();
  const subjects = useSubjectOptions();
  // The save screen returns to the list as it was (filters, sort and page are in the URL).
  const from = location.search;

  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'keyword', label: t('keyword') },
      {
        kind: 'select',
        name: 'subjectId',
        label: t('subject'),
        options: subjects.flat,
        loading: subjects.loading,
      },
      {
        kind: 'select',
        name: 'status',
        label: t('status'),
        options: [
          { value: '1', label: t('active') },
          { value: '0', label: t('disabled') },
        ],
      },
      ...recordFilters(t),
    ],
    [t, subjects.flat, subjects.loading],
  );

  const columns = useMemo(() => expertColumns(t), [t]);

  const actions = useMemo<RowActionMap<ExpertRow>>(
    () => ({
      edit: {
        label: t('edit'),
        run: (row) => void navigate(`${SAVE_PATH}?id=${row.id}`, { state: { from } }),
      },
      disable: {
        label: common('common.disable'),
        danger: true,
        confirm: (row) => ({ title: t('disableTitle', { name: row.name }), content: t('disableContent') }),
        run: (row) => setExpertStatus(row, 0),
        done: common('common.disabledDone'),
      },
      enable: {
        label: common('common.enable'),
        confirm: (row) => ({ title: t('enableTitle', { name: row.name }), content: t('enableContent') }),
        run: (row) => setExpertStatus(row, 1),
        done: common('common.enabledDone'),
      },
    }),
    [t, common, navigate, from],
  );
  const rowActions = useCallback(
    (row: ExpertRow) => (canEdit ? ['edit', row.status === 1 ? 'disable' : 'enable'] : []),
    [canEdit],
  );

  return (
    <ResourceTable<ExpertRow>
      list={expertList}
      columns={columns}
      rowKey={(row) => row.id}
      filters={filters}
      actions={canEdit ? actions : undefined}
      rowActions={rowActions}
      toolbar={
        canEdit && (
          <Button
            type="primary"
            onClick={() => void navigate(SAVE_PATH, { state: { from } })}
            data-testid="table-add"
          >
            {t('add')}
          </Button>
        )
      }
    />
  );
}
