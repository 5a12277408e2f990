import { columnList } from '@jb/contract/api/columns';
import type { ColumnRow } from '@jb/contract/schemas/columns';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredText } from '../../../components/form/requiredText.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import type { EditorTarget } from '../../../components/formModal/useEditor.ts';
import { addColumn, updateColumn } from './api.ts';
import { useProgramTexts } from './texts.ts';

/** Adds a column at the end of the journal's list, or renames one. */
export function ColumnFormModal({
  journalId,
  target,
  onClose,
}: {
  journalId: number;
  target: EditorTarget<ColumnRow>;
  onClose: () => void;
}) {
  const t = useProgramTexts();
  const { t: tc } = useTranslation();
  const row = target?.mode === 'edit' ? target.row : null;
  return (
    <FormModal<{ name: string }>
      open={!!target}
      title={row ? t('renameTitle') : t('addTitle')}
      initialValues={{ name: row?.name ?? '' }}
      onSubmit={({ name }) => (row ? updateColumn(row, { name }) : addColumn(journalId, name))}
      onClose={onClose}
      successText={tc('common.saved')}
      list={columnList}
      testId="column-form"
    >
      <SchemaItem name="name" label={t('name')} schema={requiredText(40)} required>
        <Input maxLength={40} data-testid="column-name" />
      </SchemaItem>
    </FormModal>
  );
}
