import { z } from 'zod';

/** The subject tree journals and experts choose from (subjectManage). */
const subjectName = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(40, { error: 'tooLong' });

/** A subject as the list answers it: flat, with its parent (the client builds the tree). */
export const subjectNode = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  /** The platform's subject, seen by every press. */
  shared: z.boolean(),
  /** Whether the caller may rename or delete it. */
  editable: z.boolean(),
});
export type SubjectNode = z.infer<typeof subjectNode>;

export const subjectListQuery = z.object({ timestamp: z.string().optional() });

export const subjectAddBody = z.object({
  name: subjectName,
  parentId: z.number().int().positive().nullable().default(null),
});

export const subjectUpdateBody = z.object({ id: z.number().int().positive(), name: subjectName });
