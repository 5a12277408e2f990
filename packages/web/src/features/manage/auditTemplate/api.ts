import { http } from '../../../api/http.ts';
import type { AuditTemplate } from '../../shared/processes/templates.ts';

export interface TemplateValues {
  stage: string;
  name: string;
  content: string;
}

export function saveTemplate(values: TemplateValues, row?: AuditTemplate) {
  return row
    ? http.put('/sys/auditTemplate/update', { ...values, id: row.id, version: row.version }, { quiet: true })
    : http.post<{ id: number }>('/sys/auditTemplate/save', values, { quiet: true });
}

export function deleteTemplate(row: AuditTemplate) {
  return http.delete('/sys/auditTemplate/delete', { id: row.id, version: row.version }, { quiet: true });
}
