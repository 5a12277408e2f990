import { roleList } from '@jb/contract/api/roles';
import { type RoleRow, roleSaveBody } from '@jb/contract/schemas/roleAdmin';
import { Col, Input, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import type { EditorTarget } from '../../../components/formModal/useEditor.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { PermissionTree } from '../../../components/permissionTree/PermissionTree.tsx';
import { savedPermissions } from '../../../components/permissionTree/treeChecks.ts';
import { usePermissionTree } from '../../../components/permissionTree/usePermissionTree.ts';
import { type RoleValues, saveRole } from './api.ts';

const fields = roleSaveBody.shape;

/** Add a role, copy one (its permissions, a new name), or rename one and edit its permissions. */
export function RoleFormModal({ target, onClose }: { target: EditorTarget<RoleRow>; onClose: () => void }) {
  const { t } = useTranslation();
  const tree = usePermissionTree();
  const row = target?.mode === 'edit' ? target.row : null;
  const from = target?.mode === 'create' ? target.from : undefined;

  const initialValues: Partial<RoleValues> = row
    ? { name: row.name, nameEn: row.nameEn, permissions: row.permissions }
    : from
      ? {
          name: t('role.copyName', { name: from.name }),
          nameEn: from.nameEn ? `${from.nameEn} (copy)` : '',
          permissions: from.permissions,
        }
      : { name: '', nameEn: '', permissions: [] };

  const onSubmit = (values: RoleValues) => {
    const body = {
      ...values,
      nameEn: values.nameEn ?? '',
      permissions: savedPermissions(tree.data ?? [], values.permissions ?? []),
    };
    return saveRole(body, { row: row ?? undefined, copyFromId: from?.id });
  };

  return (
    <FormModal<RoleValues>
      open={!!target}
      title={row ? t('role.editTitle') : from ? t('role.copyTitle') : t('role.addTitle')}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onClose={onClose}
      list={roleList}
      successText={t('common.saved')}
      width={680}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <SchemaItem name="name" label={t('role.name')} schema={fields.name} required>
            <Input maxLength={30} data-testid="role-name" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="nameEn" label={t('role.nameEn')} schema={fields.nameEn}>
            <Input maxLength={60} data-testid="role-name-en" />
          </SchemaItem>
        </Col>
      </Row>
      <SchemaItem
        name="permissions"
        label={t('role.permissions')}
        schema={fields.permissions}
        extra={t('role.permissionsHint')}
      >
        {tree.data ? (
          <PermissionTree tree={tree.data} />
        ) : tree.isError ? (
          <LoadError onRetry={() => void tree.refetch()} />
        ) : (
          <Skeleton active />
        )}
      </SchemaItem>
    </FormModal>
  );
}
