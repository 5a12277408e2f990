import { groupDelete, groupList } from '@jb/contract/api/groups';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../../app/usePermissions.ts';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { useEditor } from '../../../components/formModal/useEditor.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import { deleteAction } from '../../../components/resourceTable/recordActions.ts';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { useJournalOptions } from '../../shared/options.ts';
import { createGroup, GROUP_SETTING_PATH, type GroupRow, type GroupValues } from './api.ts';
import { GroupFields } from './GroupFields.tsx';

const settingOf = (id: number) => `${GROUP_SETTING_PATH}?id=${id}`;

/** /organizationalManagement/groupsManagement: editor groups used by one-key allocation. */
export default function GroupsManagementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journals = useJournalOptions();
  const canEdit = useCan('organizationalManagement.groupsManagement.edit');
  const editor = useEditor<GroupRow>();

  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'keyword', label: t('group.keyword') },
      {
        kind: 'select',
        name: 'journalId',
        label: t('group.journal'),
        options: journals.data ?? [],
        loading: journals.isPending,
      },
    ],
    [t, journals.data, journals.isPending],
  );

  const columns = useMemo<ColumnsType<GroupRow>>(
    () => [
      {
        key: 'name',
        title: t('group.name'),
        render: (_, r) => (
          <Link to={settingOf(r.id)} data-testid={`group-open-${r.id}`}>
            {r.name}
          </Link>
        ),
      },
      {
        key: 'journalName',
        title: t('group.journal'),
        render: (_, r) => r.journalName ?? t('group.anyJournal'),
      },
      { key: 'memberCount', title: t('group.memberCount'), dataIndex: 'memberCount', align: 'right' },
      { key: 'description', title: t('group.description'), dataIndex: 'description', ellipsis: true },
      { key: 'createdAt', title: t('common.createdAt'), render: (_, r) => formatTime(r.createdAt) },
    ],
    [t],
  );

  const actions = useMemo<RowActionMap<GroupRow>>(
    () => ({
      edit: { label: t('group.settings'), run: (row) => void navigate(settingOf(row.id)) },
      delete: deleteAction(groupDelete, t, (row) => t('group.deleteTitle', { name: row.name })),
    }),
    [t, navigate],
  );

  return (
    <>
      <ResourceTable<GroupRow>
        list={groupList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        actions={actions}
        toolbar={
          canEdit && (
            <Button type="primary" onClick={() => editor.create()} data-testid="table-add">
              {t('group.add')}
            </Button>
          )
        }
      />
      <FormModal<GroupValues, { id: number }>
        open={!!editor.target}
        title={t('group.addTitle')}
        initialValues={{ name: '', journalId: null, description: '' }}
        onSubmit={(values) => createGroup({ ...values, journalId: values.journalId ?? null, members: [] })}
        onSaved={(saved) => void navigate(settingOf(saved.id))}
        onClose={editor.close}
        list={groupList}
        successText={t('group.created')}
      >
        <GroupFields />
      </FormModal>
    </>
  );
}
