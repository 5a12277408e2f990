import { roleDelete, roleList } from '@jb/contract/api/roles';
import type { RoleRow } from '@jb/contract/schemas/roleAdmin';
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/usePermissions.ts';
import { useEditor } from '../../../components/formModal/useEditor.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import { deleteAction } from '../../../components/resourceTable/recordActions.ts';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { useLang } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { RoleFormModal } from './RoleFormModal.tsx';

/** /organizationalManagement/roleManagement: roles and the permissions they hold. */
export default function RoleManagementPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const canEdit = useCan('organizationalManagement.roleManagement.edit');
  const editor = useEditor<RoleRow>();

  const filters = useMemo<FilterField[]>(
    () => [{ kind: 'text', name: 'keyword', label: t('role.keyword') }],
    [t],
  );

  const columns = useMemo<ColumnsType<RoleRow>>(
    () => [
      {
        key: 'name',
        title: t('role.name'),
        render: (_, r) => (
          <Space size={4}>
            {lang === 'en-US' && r.nameEn ? r.nameEn : r.name}
            {r.isDefault && <Tag color="blue">{t('role.default')}</Tag>}
          </Space>
        ),
      },
      { key: 'userCount', title: t('role.userCount'), dataIndex: 'userCount', align: 'right' },
      {
        key: 'permissionCount',
        title: t('role.permissionCount'),
        render: (_, r) => r.permissions.length,
        align: 'right',
      },
      { key: 'createdAt', title: t('common.createdAt'), render: (_, r) => formatTime(r.createdAt) },
    ],
    [t, lang],
  );

  const actions = useMemo<RowActionMap<RoleRow>>(
    () => ({
      edit: { label: t('common.edit'), run: (row) => void editor.edit(row) },
      copy: { label: t('role.copy'), run: (row) => void editor.create(row) },
      delete: deleteAction(roleDelete, t, (row) => t('role.deleteTitle', { name: row.name })),
    }),
    [t, editor.edit, editor.create],
  );

  return (
    <>
      <ResourceTable<RoleRow>
        list={roleList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        actions={actions}
        toolbar={
          canEdit && (
            <Button type="primary" onClick={() => editor.create()} data-testid="table-add">
              {t('role.add')}
            </Button>
          )
        }
      />
      <RoleFormModal target={editor.target} onClose={editor.close} />
    </>
  );
}
