import { journalUserList } from '@jb/contract/api/journalUsers';
import { journalUserBody } from '@jb/contract/schemas/journalUsers';
import { Button, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/usePermissions.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { requiredChoice } from '../../../components/form/zodRule.ts';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { useEditor } from '../../../components/formModal/useEditor.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { useJournalOptions, useStaffOptions } from '../../shared/options.ts';
import { addJournalUsers, type JournalUserRow, type JournalUserValues, removeJournalUser } from './api.ts';

const keyOf = (r: JournalUserRow) => `${r.journalId}-${r.userId}`;

/** /manage/journalUser: who works on which journal. */
export default function JournalUserPage() {
  const { t } = useTranslation();
  const journals = useJournalOptions();
  const canEdit = useCan('manage.journalUser.edit');
  const editor = useEditor<JournalUserRow>();
  const staff = useStaffOptions(undefined, !!editor.target);

  const filters = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'journalId',
        label: t('journalUser.journal'),
        options: journals.data ?? [],
        loading: journals.isPending,
      },
      { kind: 'text', name: 'name', label: t('person.name') },
    ],
    [t, journals.data, journals.isPending],
  );

  const columns = useMemo<ColumnsType<JournalUserRow>>(
    () => [
      { key: 'journalName', title: t('journalUser.journal'), dataIndex: 'journalName' },
      { key: 'name', title: t('person.name'), dataIndex: 'name' },
      { key: 'account', title: t('person.account'), dataIndex: 'account' },
      { key: 'roles', title: t('staff.roles'), render: (_, r) => r.roles.map((x) => <Tag key={x}>{x}</Tag>) },
      { key: 'createdAt', title: t('journalUser.since'), render: (_, r) => formatTime(r.createdAt) },
    ],
    [t],
  );

  const actions = useMemo<RowActionMap<JournalUserRow>>(
    () => ({
      remove: {
        label: t('journalUser.remove'),
        danger: true,
        confirm: (r) => ({ title: t('journalUser.removeTitle', { name: r.name, journal: r.journalName }) }),
        run: removeJournalUser,
        done: t('journalUser.removed'),
      },
    }),
    [t],
  );

  return (
    <>
      <ResourceTable<JournalUserRow>
        list={journalUserList}
        columns={columns}
        rowKey={keyOf}
        filters={filters}
        actions={actions}
        toolbar={
          canEdit && (
            <Button type="primary" onClick={() => editor.create()} data-testid="table-add">
              {t('journalUser.add')}
            </Button>
          )
        }
      />
      <FormModal<JournalUserValues>
        open={!!editor.target}
        title={t('journalUser.addTitle')}
        initialValues={{ userIds: [] }}
        onSubmit={addJournalUsers}
        onClose={editor.close}
        list={journalUserList}
        successText={t('journalUser.added')}
      >
        <SchemaItem name="journalId" label={t('journalUser.journal')} schema={requiredChoice} required>
          <Select options={journals.data} loading={journals.isPending} data-testid="journal-user-journal" />
        </SchemaItem>
        <SchemaItem
          name="userIds"
          label={t('journalUser.people')}
          schema={journalUserBody.shape.userIds}
          required
        >
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            options={staff.data}
            loading={staff.isPending}
            data-testid="journal-user-people"
          />
        </SchemaItem>
      </FormModal>
    </>
  );
}
