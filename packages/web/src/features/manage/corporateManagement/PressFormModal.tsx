import { pressList } from '@jb/contract/api/presses';
import { defaultPressPermissions } from '@jb/contract/roles';
import type { PressRow } from '@jb/contract/schemas/presses';
import { pressSaveBody, pressSaveQuery, pressUpdateBody } from '@jb/contract/schemas/presses';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Divider, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import type { IssuedPassword } from '../../../components/formModal/SecretResultModal.tsx';
import type { EditorTarget } from '../../../components/formModal/useEditor.ts';
import { savedPermissions } from '../../../components/permissionTree/treeChecks.ts';
import {
  createPress,
  PRESS_DETAIL_KEY,
  type PressCreateValues,
  type PressFields,
  updatePress,
} from './api.ts';
import { PressPermissionsField, usePressGrantTree } from './PressPermissionsField.tsx';

const fields = pressUpdateBody.shape;

/** Add a press with its first administrator, or edit a press's own details. */
export function PressFormModal({
  target,
  onClose,
  onIssued,
}: {
  target: EditorTarget<PressRow>;
  onClose: () => void;
  onIssued: (issued: IssuedPassword) => void;
}) {
  const { t } = useTranslation();
  const row = target?.mode === 'edit' ? target.row : null;

  const grant = usePressGrantTree();
  const client = useQueryClient();
  const reloadDetail = () => void client.invalidateQueries({ queryKey: PRESS_DETAIL_KEY });
  const onSubmit = async (values: PressCreateValues) => {
    // Not yet loaded (an edit before the press's grants arrived): leave the grants as they are.
    const permissions =
      grant.tree && values.permissions ? savedPermissions(grant.tree, values.permissions) : undefined;
    if (row) return updatePress({ ...pick(values), permissions, id: row.id, version: row.version });
    const result = await createPress({ ...values, permissions });
    onIssued({ account: result.adminAccount, password: result.initialPassword, phone: values.phone });
    return result;
  };

  return (
    <FormModal<PressCreateValues>
      open={!!target}
      title={row ? t('press.editTitle') : t('press.addTitle')}
      initialValues={
        row ?? { contactName: '', contactPhone: '', address: '', permissions: defaultPressPermissions() }
      }
      onSubmit={onSubmit}
      onSaved={reloadDetail}
      onStale={reloadDetail}
      onClose={onClose}
      list={pressList}
      successText={row ? t('common.saved') : undefined}
      width={720}
    >
      <Row gutter={16}>
        <Col xs={24} sm={10}>
          <SchemaItem name="code" label={t('press.code')} schema={fields.code} required>
            <Input maxLength={20} data-testid="press-code" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={14}>
          <SchemaItem name="name" label={t('press.name')} schema={fields.name} required>
            <Input maxLength={60} data-testid="press-name" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={10}>
          <SchemaItem name="contactName" label={t('press.contactName')} schema={fields.contactName}>
            <Input maxLength={30} data-testid="press-contact-name" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={14}>
          <SchemaItem name="contactPhone" label={t('press.contactPhone')} schema={fields.contactPhone}>
            <Input inputMode="numeric" maxLength={11} data-testid="press-contact-phone" />
          </SchemaItem>
        </Col>
      </Row>
      <SchemaItem name="address" label={t('press.address')} schema={fields.address}>
        <Input maxLength={200} data-testid="press-address" />
      </SchemaItem>
      {!row && (
        <>
          <Divider plain>{t('press.firstAdmin')}</Divider>
          <Row gutter={16}>
            <Col xs={24} sm={8}>
              <SchemaItem
                name="adminAccount"
                label={t('press.adminAccount')}
                schema={pressSaveBody.shape.adminAccount}
                required
              >
                <Input maxLength={32} autoComplete="off" data-testid="press-admin-account" />
              </SchemaItem>
            </Col>
            <Col xs={24} sm={8}>
              <SchemaItem
                name="userName"
                label={t('press.adminName')}
                schema={pressSaveQuery.shape.userName}
                required
              >
                <Input maxLength={30} data-testid="press-admin-name" />
              </SchemaItem>
            </Col>
            <Col xs={24} sm={8}>
              <SchemaItem
                name="phone"
                label={t('press.adminPhone')}
                schema={pressSaveQuery.shape.phone}
                required
              >
                <Input inputMode="numeric" maxLength={11} data-testid="press-admin-phone" />
              </SchemaItem>
            </Col>
          </Row>
        </>
      )}
      <PressPermissionsField pressId={row?.id ?? null} />
    </FormModal>
  );
}

function pick(v: PressFields): PressFields {
  return {
    code: v.code,
    name: v.name,
    contactName: v.contactName ?? '',
    contactPhone: v.contactPhone ?? '',
    address: v.address ?? '',
  };
}
