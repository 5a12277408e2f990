import type { FieldError } from '@jb/contract/errors';
import { type Lang, pick } from '@jb/contract/i18n';
import type { FormInstance } from 'antd';

/** Shows a 400 answer's field problems under their inputs; returns whether any matched a field. */
export function showFieldErrors(form: FormInstance, fields: FieldError[], lang: Lang): boolean {
  if (fields.length === 0) return false;
  form.setFields(
    fields.map((field) => ({
      name: field.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      errors: [pick(field, lang)],
    })),
  );
  return true;
}
