import { z } from 'zod';
import { pageOf, pageQuery, sortParam, textFilter } from './list.ts';

export const roleListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt', 'name', 'userCount'] as const, 'createdAt'),
  keyword: textFilter,
  pressId: z.coerce.number().int().positive().optional(),
});

export const roleRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  isDefault: z.boolean(),
  pressId: z.number().nullable(),
  userCount: z.number(),
  permissions: z.array(z.string()),
  createdAt: z.string(),
  version: z.number(),
  actions: z.array(z.string()),
});
export type RoleRow = z.infer<typeof roleRow>;
export const rolePage = pageOf(roleRow);

const roleFields = {
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(30, { error: 'tooLong' }),
  nameEn: z.string().trim().max(60, { error: 'tooLong' }).default(''),
  permissions: z.array(z.string()).max(500),
};
export const roleSaveBody = z.object({ ...roleFields, copyFromId: z.number().int().positive().optional() });
export const roleUpdateBody = z.object({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
  ...roleFields,
});

/** A node of the permission tree: areas, screens under them, and actions under the screens. */
export interface PermissionNode {
  key: string;
  title: { zh: string; en: string };
  children: PermissionNode[];
}
export const permissionNode: z.ZodType<PermissionNode> = z.lazy(() =>
  z.object({
    key: z.string(),
    title: z.object({ zh: z.string(), en: z.string() }),
    children: z.array(permissionNode),
  }),
);
