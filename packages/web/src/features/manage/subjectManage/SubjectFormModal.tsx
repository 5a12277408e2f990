import type { SubjectNode } from '@jb/contract/schemas/subjects';
import { useQueryClient } from '@tanstack/react-query';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredText } from '../../../components/form/requiredText.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { SUBJECTS_KEY } from '../../shared/subjects.ts';
import { addSubject, renameSubject } from './api.ts';
import { useSubjectTexts } from './texts.ts';

/** What the dialog is for: a new subject under a parent (or at the top), or renaming one. */
export type SubjectTarget =
  | { mode: 'add'; parent: SubjectNode | null }
  | { mode: 'rename'; node: SubjectNode }
  | null;

export function SubjectFormModal({ target, onClose }: { target: SubjectTarget; onClose: () => void }) {
  const t = useSubjectTexts();
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: SUBJECTS_KEY });
  const renaming = target?.mode === 'rename' ? target.node : null;
  const parent = target?.mode === 'add' ? target.parent : null;

  return (
    <FormModal<{ name: string }>
      open={!!target}
      title={renaming ? t('renameTitle') : t('addTitle')}
      initialValues={{ name: renaming?.name ?? '' }}
      onSubmit={({ name }) =>
        renaming ? renameSubject(renaming.id, name) : addSubject(name, parent?.id ?? null)
      }
      onSaved={reload}
      onStale={reload}
      onClose={onClose}
      successText={tc('common.saved')}
      testId="subject-form"
    >
      {!renaming && (
        <p>
          {t('parent')}：{parent?.name ?? t('top')}
        </p>
      )}
      <SchemaItem name="name" label={t('name')} schema={requiredText(40)} required>
        <Input maxLength={40} data-testid="subject-name" />
      </SchemaItem>
    </FormModal>
  );
}
