import { auditTemplateDelete, auditTemplateSave, auditTemplateUpdate } from '@jb/contract/api/templates';
import type { AuditTemplate, auditTemplateBody } from '@jb/contract/schemas/templates';
import type { z } from 'zod';
import { api } from '../../../api/http.ts';

export type TemplateValues = z.input<typeof auditTemplateBody>;

export function saveTemplate(values: TemplateValues, row?: AuditTemplate) {
  return row
    ? api(auditTemplateUpdate, { body: { ...values, id: row.id, version: row.version } }, { quiet: true })
    : api(auditTemplateSave, { body: values }, { quiet: true });
}

export function deleteTemplate(row: AuditTemplate) {
  return api(auditTemplateDelete, { query: { id: row.id, version: row.version } }, { quiet: true });
}
