import { staffList } from '@jb/contract/api/staff';
import { ADMIN_TYPE_LABELS } from '@jb/contract/roles';
import { type StaffRow, staffSaveBody } from '@jb/contract/schemas/staff';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPlatform } from '../../../app/useSession.ts';
import { PersonFields } from '../../../components/form/PersonFields.tsx';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { requiredChoice } from '../../../components/form/zodRule.ts';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import type { IssuedPassword } from '../../../components/formModal/SecretResultModal.tsx';
import type { EditorTarget } from '../../../components/formModal/useEditor.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { useJournalOptions, usePressOptions, useRoleOptions } from '../../shared/options.ts';
import { createStaff, type StaffValues, updateStaff } from './api.ts';

const fields = staffSaveBody.shape;

/** Roles and journals of the press the person belongs to (chosen first by a platform operator). */
function RoleAndJournalFields({ pressId, disabled }: { pressId?: number; disabled: boolean }) {
  const { t } = useTranslation();
  const pick = usePick();
  const roles = useRoleOptions(pressId, !disabled);
  const journals = useJournalOptions(pressId, !disabled);
  const adminTypes = Object.entries(ADMIN_TYPE_LABELS).map(([value, { label }]) => ({
    value: Number(value),
    label: pick(label),
  }));
  return (
    <>
      <SchemaItem name="adminType" label={t('staff.adminType')} schema={fields.adminType} required>
        <Select options={adminTypes} data-testid="staff-admin-type" />
      </SchemaItem>
      <SchemaItem name="roleIds" label={t('staff.roles')} schema={fields.roleIds} required>
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          disabled={disabled}
          loading={roles.isFetching}
          options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          data-testid="staff-roles"
        />
      </SchemaItem>
      <SchemaItem
        name="journalIds"
        label={t('staff.journals')}
        schema={fields.journalIds}
        extra={t('staff.journalsHint')}
      >
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          disabled={disabled}
          loading={journals.isFetching}
          options={journals.data}
          data-testid="staff-journals"
        />
      </SchemaItem>
    </>
  );
}

/** The press select of a platform operator adding a person; roles and journals follow the press. */
function PressChoice() {
  const { t } = useTranslation();
  const presses = usePressOptions(true);
  const form = Form.useFormInstance<StaffValues>();
  return (
    <SchemaItem name="pressId" label={t('common.press')} schema={requiredChoice} required>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        options={presses.data}
        loading={presses.isPending}
        onChange={() => form.setFieldsValue({ roleIds: [], journalIds: [] })}
        data-testid="staff-press"
      />
    </SchemaItem>
  );
}

/** A platform operator's choices wait for the press; press staff choose from their own press. */
function PressScoped({ platform, fixedPressId }: { platform: boolean; fixedPressId?: number }) {
  const watched = Form.useWatch<number | undefined>('pressId');
  const pressId = platform ? (fixedPressId ?? watched) : undefined;
  return <RoleAndJournalFields pressId={pressId} disabled={platform && !pressId} />;
}

/** Add a person (the initial password is shown once) or edit their name, phone, e-mail, type, roles and journals. */
export function StaffFormModal({
  target,
  onClose,
  onIssued,
}: {
  target: EditorTarget<StaffRow>;
  onClose: () => void;
  onIssued: (issued: IssuedPassword) => void;
}) {
  const { t } = useTranslation();
  const platform = useIsPlatform();
  const row = target?.mode === 'edit' ? target.row : null;

  const onSubmit = async (values: StaffValues) => {
    if (row) return updateStaff(values, row);
    const result = await createStaff(values);
    onIssued({ account: values.account, password: result.initialPassword, phone: values.phone });
    return result;
  };

  return (
    <FormModal<StaffValues>
      open={!!target}
      title={row ? t('staff.editTitle') : t('staff.addTitle')}
      initialValues={
        row
          ? {
              name: row.name,
              phone: row.phone,
              email: row.email,
              adminType: (row.adminType ?? undefined) as StaffValues['adminType'] | undefined,
              roleIds: row.roles.map((r) => r.id),
              journalIds: row.journals.map((j) => j.id),
            }
          : { email: '', roleIds: [], journalIds: [] }
      }
      onSubmit={onSubmit}
      onClose={onClose}
      list={staffList}
      successText={row ? t('common.saved') : undefined}
      width={640}
    >
      {platform && !row && <PressChoice />}
      <PersonFields withAccount={!row} />
      <PressScoped platform={platform} fixedPressId={row?.pressId ?? undefined} />
    </FormModal>
  );
}
