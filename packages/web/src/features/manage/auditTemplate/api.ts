import { auditTemplateDelete, auditTemplateSave, auditTemplateUpdate } from '@jb/contract/api/templates';
import type { AuditTemplate, auditTemplateBody } from '@jb/contract/schemas/templates';
import type { z } from 'zod';
import { api } from '../../../api/http.ts';

export type TemplateValues = z.input<typeof auditTemplateBody>;

/** A new template goes to my press, or the press a platform operator chose; an edit never moves it. */
export function saveTemplate(values: TemplateValues, row?: AuditTemplate, pressId?: number) {
  return row
    ? api(auditTemplateUpdate, { body: { ...values, id: row.id, version: row.version } }, { quiet: true })
    : api(auditTemplateSave, { body: { ...values, pressId } }, { quiet: true });
}

export function deleteTemplate(row: AuditTemplate) {
  return api(auditTemplateDelete, { query: { id: row.id, version: row.version } }, { quiet: true });
}
