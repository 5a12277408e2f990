import { operatorDisable, operatorEnable, operatorList } from '@jb/contract/api/operators';
import type { StaffRow } from '@jb/contract/schemas/staff';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/usePermissions.ts';
import { PersonFields } from '../../../components/form/PersonFields.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { type IssuedPassword, SecretResultModal } from '../../../components/formModal/SecretResultModal.tsx';
import { useEditor } from '../../../components/formModal/useEditor.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { statusActions } from '../../../components/resourceTable/statusActions.ts';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { formatTime } from '../../../lib/formatTime.ts';
import { createOperator, type OperatorValues, updateOperator } from './api.ts';

/** /operation/administration: the platform's own operators (outside any press). */
export default function AdministrationPage() {
  const { t } = useTranslation();
  const canEdit = useCan('operation.administration.edit');
  const editor = useEditor<StaffRow>();
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const row = editor.target?.mode === 'edit' ? editor.target.row : null;

  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'name', label: t('person.name') },
      { kind: 'text', name: 'phone', label: t('person.phone') },
      {
        kind: 'select',
        name: 'status',
        label: t('common.status'),
        options: [
          { value: 1, label: t('status.active') },
          { value: 0, label: t('status.disabled') },
        ],
      },
    ],
    [t],
  );

  const columns = useMemo<ColumnsType<StaffRow>>(
    () => [
      { key: 'account', title: t('person.account'), dataIndex: 'account' },
      { key: 'name', title: t('person.name'), dataIndex: 'name' },
      { key: 'phone', title: t('person.phone'), dataIndex: 'phone' },
      { key: 'email', title: t('person.email'), render: (_, r) => r.email || '-' },
      { key: 'status', title: t('common.status'), render: (_, r) => <StatusTag status={r.status} /> },
      { key: 'lastLoginAt', title: t('staff.lastLoginAt'), render: (_, r) => formatTime(r.lastLoginAt) },
      { key: 'createdAt', title: t('common.createdAt'), render: (_, r) => formatTime(r.createdAt) },
    ],
    [t],
  );

  const actions = useMemo<RowActionMap<StaffRow>>(
    () => ({
      edit: { label: t('common.edit'), run: (r) => void editor.edit(r) },
      ...statusActions<StaffRow>({ disable: operatorDisable, enable: operatorEnable }, t, 'operator'),
    }),
    [t, editor.edit],
  );

  const onSubmit = async (values: OperatorValues) => {
    if (row) return updateOperator(values, row);
    const result = await createOperator(values);
    setIssued({ account: values.account, password: result.initialPassword, phone: values.phone });
    return result;
  };

  return (
    <>
      <ResourceTable<StaffRow>
        list={operatorList}
        columns={columns}
        rowKey={(r) => r.id}
        filters={filters}
        actions={actions}
        toolbar={
          canEdit && (
            <Button type="primary" onClick={() => editor.create()} data-testid="table-add">
              {t('operator.add')}
            </Button>
          )
        }
      />
      <FormModal<OperatorValues>
        open={!!editor.target}
        title={row ? t('operator.editTitle') : t('operator.addTitle')}
        initialValues={row ? { name: row.name, phone: row.phone, email: row.email } : { email: '' }}
        onSubmit={onSubmit}
        onClose={editor.close}
        list={operatorList}
        successText={row ? t('common.saved') : undefined}
        width={640}
      >
        <PersonFields withAccount={!row} />
      </FormModal>
      <SecretResultModal issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}
