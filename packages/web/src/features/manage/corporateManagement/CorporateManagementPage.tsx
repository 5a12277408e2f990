import { pressDisable, pressEnable, pressList } from '@jb/contract/api/presses';
import type { PressRow } from '@jb/contract/schemas/presses';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/usePermissions.ts';
import { type IssuedPassword, SecretResultModal } from '../../../components/formModal/SecretResultModal.tsx';
import { useEditor } from '../../../components/formModal/useEditor.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { statusActions } from '../../../components/resourceTable/statusActions.ts';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { formatTime } from '../../../lib/formatTime.ts';
import { PressDetailDrawer } from './PressDetailDrawer.tsx';
import { PressFormModal } from './PressFormModal.tsx';

/** /manage/corporateManagement: the presses (tenants) of the platform. */
export default function CorporateManagementPage() {
  const { t } = useTranslation();
  const canEdit = useCan('manage.corporateManagement.edit');
  const editor = useEditor<PressRow>();
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);

  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'keyword', label: t('press.keyword') },
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

  const columns = useMemo<ColumnsType<PressRow>>(
    () => [
      { key: 'code', title: t('press.code'), dataIndex: 'code' },
      {
        key: 'name',
        title: t('press.name'),
        render: (_, row) => (
          <Button
            type="link"
            size="small"
            onClick={() => setDetailId(row.id)}
            data-testid={`press-open-${row.id}`}
          >
            {row.name}
          </Button>
        ),
      },
      { key: 'contactName', title: t('press.contactName'), dataIndex: 'contactName' },
      { key: 'contactPhone', title: t('press.contactPhone'), dataIndex: 'contactPhone' },
      { key: 'journalCount', title: t('press.journalCount'), dataIndex: 'journalCount', align: 'right' },
      { key: 'staffCount', title: t('press.staffCount'), dataIndex: 'staffCount', align: 'right' },
      { key: 'status', title: t('common.status'), render: (_, row) => <StatusTag status={row.status} /> },
      { key: 'createdAt', title: t('common.createdAt'), render: (_, row) => formatTime(row.createdAt) },
    ],
    [t],
  );

  const actions = useMemo<RowActionMap<PressRow>>(
    () => ({
      edit: { label: t('common.edit'), run: (row) => void editor.edit(row) },
      ...statusActions<PressRow>({ disable: pressDisable, enable: pressEnable }, t, 'press'),
    }),
    [t, editor.edit],
  );

  return (
    <>
      <ResourceTable<PressRow>
        list={pressList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        actions={actions}
        toolbar={
          canEdit && (
            <Button type="primary" onClick={() => editor.create()} data-testid="table-add">
              {t('press.add')}
            </Button>
          )
        }
      />
      <PressFormModal target={editor.target} onClose={editor.close} onIssued={setIssued} />
      <SecretResultModal issued={issued} onClose={() => setIssued(null)} />
      <PressDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}
