import { auditTemplateList } from '@jb/contract/api/templates';
import { type AuditTemplate, auditTemplateBody } from '@jb/contract/schemas/templates';
import { REVIEW_STAGES } from '@jb/contract/workflow';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import type { EditorTarget } from '../../../components/formModal/useEditor.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { usePressScope } from '../../shared/pressScope.tsx';
import { saveTemplate, type TemplateValues } from './api.ts';
import { useTemplateTexts } from './texts.ts';

const fields = auditTemplateBody.shape;

/** Adds or edits a review-opinion template of a stage. */
export function TemplateFormModal({
  target,
  stage,
  onClose,
}: {
  target: EditorTarget<AuditTemplate>;
  /** The stage a new template starts in (the one the list shows). */
  stage: string | null;
  onClose: () => void;
}) {
  const pressId = usePressScope();
  const t = useTemplateTexts();
  const { t: tc } = useTranslation();
  const pick = usePick();
  const row = target?.mode === 'edit' ? target.row : null;
  return (
    <FormModal<TemplateValues>
      open={!!target}
      title={row ? t('editTitle') : t('addTitle')}
      initialValues={row ?? { stage: stage ?? REVIEW_STAGES[0]!.key, name: '', content: '' }}
      onSubmit={(values) => saveTemplate(values, row ?? undefined, pressId)}
      onClose={onClose}
      successText={tc('common.saved')}
      list={auditTemplateList}
      width={640}
      testId="template-form"
    >
      <SchemaItem name="stage" label={t('stage')} schema={fields.stage} required>
        <Select
          options={REVIEW_STAGES.map((s) => ({ value: s.key, label: pick(s.title) }))}
          data-testid="template-stage"
        />
      </SchemaItem>
      <SchemaItem name="name" label={t('name')} schema={fields.name} required>
        <Input maxLength={40} data-testid="template-name" />
      </SchemaItem>
      <SchemaItem name="content" label={t('content')} schema={fields.content} required>
        <Input.TextArea rows={8} maxLength={5000} showCount data-testid="template-content" />
      </SchemaItem>
    </FormModal>
  );
}
