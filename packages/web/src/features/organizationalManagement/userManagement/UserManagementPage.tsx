import { staffDisable, staffEnable, staffExport, staffList } from '@jb/contract/api/staff';
import { ADMIN_TYPE_LABELS, type AdminTypeValue } from '@jb/contract/roles';
import type { StaffRow } from '@jb/contract/schemas/staff';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/usePermissions.ts';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { useIsPlatform } from '../../../app/useSession.ts';
import { type IssuedPassword, SecretResultModal } from '../../../components/formModal/SecretResultModal.tsx';
import { useEditor } from '../../../components/formModal/useEditor.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { statusActions } from '../../../components/resourceTable/statusActions.ts';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { usePressOptions, useRoleOptions } from '../../shared/options.ts';
import { resetStaffPassword } from './api.ts';
import { StaffFormModal } from './StaffFormModal.tsx';

const AREA = 'organizationalManagement.userManagement';

const tags = (items: { id: number; name: string }[]) => items.map((x) => <Tag key={x.id}>{x.name}</Tag>);

/** /organizationalManagement/userManagement: the press's staff, their roles and journals. */
export default function UserManagementPage() {
  const { t } = useTranslation();
  const pick = usePick();
  const platform = useIsPlatform();
  const [search] = useScreenSearchParams();
  const pressFilter = platform ? Number(search.get('pressId')) || undefined : undefined;
  const presses = usePressOptions(platform);
  // A platform operator's role filter lists the roles of the press filtered on.
  const roles = useRoleOptions(pressFilter, !platform || !!pressFilter);
  const canEdit = useCan(`${AREA}.edit`);
  const canExport = useCan(`${AREA}.export`);
  const editor = useEditor<StaffRow>();
  const [issued, setIssued] = useState<IssuedPassword | null>(null);

  const filters = useMemo<FilterField[]>(() => {
    const list: FilterField[] = [
      { kind: 'text', name: 'name', label: t('person.name') },
      { kind: 'text', name: 'phone', label: t('person.phone') },
    ];
    if (platform)
      list.push({
        kind: 'select',
        name: 'pressId',
        label: t('common.press'),
        options: presses.data ?? [],
        loading: presses.isPending,
      });
    if (!platform || pressFilter)
      list.push({
        kind: 'select',
        name: 'roleId',
        label: t('staff.role'),
        options: (roles.data ?? []).map((r) => ({ value: r.id, label: r.name })),
        loading: roles.isPending,
      });
    list.push({
      kind: 'select',
      name: 'status',
      label: t('common.status'),
      options: [
        { value: 1, label: t('status.active') },
        { value: 0, label: t('status.disabled') },
      ],
    });
    return list;
  }, [t, platform, pressFilter, presses.data, presses.isPending, roles.data, roles.isPending]);

  const columns = useMemo<ColumnsType<StaffRow>>(
    () => [
      { key: 'account', title: t('person.account'), dataIndex: 'account' },
      { key: 'name', title: t('person.name'), dataIndex: 'name' },
      { key: 'phone', title: t('person.phone'), dataIndex: 'phone' },
      { key: 'email', title: t('person.email'), render: (_, r) => r.email || '-' },
      ...(platform ? [{ key: 'pressName', title: t('common.press'), dataIndex: 'pressName' }] : []),
      {
        key: 'adminType',
        title: t('staff.adminType'),
        render: (_, r) => (r.adminType ? pick(ADMIN_TYPE_LABELS[r.adminType as AdminTypeValue].label) : '-'),
      },
      { key: 'roles', title: t('staff.roles'), render: (_, r) => tags(r.roles) },
      {
        key: 'journals',
        title: t('staff.journals'),
        render: (_, r) => (r.journals.length ? tags(r.journals) : t('staff.allJournals')),
      },
      { key: 'status', title: t('common.status'), render: (_, r) => <StatusTag status={r.status} /> },
      { key: 'lastLoginAt', title: t('staff.lastLoginAt'), render: (_, r) => formatTime(r.lastLoginAt) },
      { key: 'createdAt', title: t('common.createdAt'), render: (_, r) => formatTime(r.createdAt) },
    ],
    [t, pick, platform],
  );

  const actions = useMemo<RowActionMap<StaffRow>>(
    () => ({
      edit: { label: t('common.edit'), run: (row) => void editor.edit(row) },
      ...statusActions<StaffRow>({ disable: staffDisable, enable: staffEnable }, t, 'staff'),
      resetPwd: {
        label: t('staff.resetPwd'),
        confirm: (row) => ({
          title: t('staff.resetPwdTitle', { name: row.name }),
          content: t('staff.resetPwdContent', { phone: row.phone }),
        }),
        run: resetStaffPassword,
        done: t('staff.resetPwdDone'),
      },
    }),
    [t, editor.edit],
  );

  return (
    <>
      <ResourceTable<StaffRow>
        list={staffList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        actions={actions}
        exportCall={canExport ? staffExport : undefined}
        exportName="staff"
        toolbar={
          canEdit && (
            <Button type="primary" onClick={() => editor.create()} data-testid="table-add">
              {t('staff.add')}
            </Button>
          )
        }
      />
      <StaffFormModal target={editor.target} onClose={editor.close} onIssued={setIssued} />
      <SecretResultModal issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}
