import type { FieldError } from '@jb/contract/errors';
import { type Lang, pick } from '@jb/contract/i18n';
import type { FormInstance } from 'antd';

/**
 * Shows a 400 answer's field problems under their inputs, when every one of them has its input on
 * this form; otherwise returns false and shows nothing, so the caller says it another way (a problem
 * with a field the form does not show would be lost under an input that is not there).
 */
export function showFieldErrors(form: FormInstance, fields: FieldError[], lang: Lang): boolean {
  if (fields.length === 0) return false;
  // Without arguments: the values of the inputs mounted on the form, by their first name part.
  const mounted = (form.getFieldsValue() ?? {}) as Record<string, unknown>;
  const names = fields.map((field) =>
    field.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
  );
  if (!names.every((name) => Object.hasOwn(mounted, String(name[0])))) return false;
  form.setFields(names.map((name, i) => ({ name, errors: [pick(fields[i]!, lang)] })));
  return true;
}
