import type { Resource } from '@jb/contract/api/resource';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/http.ts';
import { usePick } from '../../i18n/useLang.ts';
import type { Schema } from '../form/zodRule.ts';
import { FormModal } from '../formModal/FormModal.tsx';
import type { EditorTarget } from '../formModal/useEditor.ts';
import { formFields, type ResourceRow, saveBody, startValues } from './fieldValues.ts';
import { SchemaForm } from './SchemaForm.tsx';

/**
 * Adds or edits one record of a declared resource; a platform operator names a new record's press,
 * and a journal's record goes to the journal chosen on the screen (`parent`).
 */
export function ResourceFormModal({
  resource,
  schema,
  platform,
  parent,
  target,
  onClose,
}: {
  resource: Resource;
  schema: Record<string, Schema>;
  platform: boolean;
  parent?: Record<string, number>;
  target: EditorTarget<ResourceRow>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const noun = usePick()(resource.noun);
  const row = target?.mode === 'edit' ? target.row : null;
  const submit = (values: Record<string, unknown>) =>
    row
      ? api(resource.update, { body: saveBody(values, row) as never }, { quiet: true })
      : api(resource.save, { body: { ...values, ...parent } as never }, { quiet: true });
  return (
    <FormModal<Record<string, unknown>>
      open={!!target}
      title={row ? t('resource.editTitle', { noun }) : t('resource.addTitle', { noun })}
      initialValues={startValues(resource.fields, row)}
      onSubmit={submit}
      onClose={onClose}
      list={resource.list}
      successText={t('common.saved')}
      width={640}
    >
      <SchemaForm
        fields={formFields(resource.fields)}
        schema={schema}
        pickPress={platform && !row && resource.scope === 'press'}
      />
    </FormModal>
  );
}
