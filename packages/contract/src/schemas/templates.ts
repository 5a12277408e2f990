import { z } from 'zod';
import { REVIEW_STAGES } from '../workflow.ts';

/** Review-opinion templates per review stage (auditTemplate). */
export const auditTemplateBody = z.object({
  stage: z.enum(REVIEW_STAGES.map((s) => s.key) as [string, ...string[]], { error: 'invalid' }),
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(40, { error: 'tooLong' }),
  content: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(5000, { error: 'tooLong' }),
});

export const auditTemplateRow = auditTemplateBody.extend({ id: z.number(), version: z.number() });
export type AuditTemplate = z.infer<typeof auditTemplateRow>;

export const auditTemplateListQuery = z.object({
  stage: auditTemplateBody.shape.stage.optional(),
  pressId: z.coerce.number().int().positive().optional(),
  timestamp: z.string().optional(),
});

export const auditTemplateSaveBody = auditTemplateBody.extend({
  pressId: z.number().int().positive().optional(),
});

export const auditTemplateUpdateBody = auditTemplateBody.extend({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
});
