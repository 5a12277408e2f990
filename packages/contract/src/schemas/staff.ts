import { z } from 'zod';
import { emailSchema, phoneSchema } from './common.ts';
import { pageOf, pageQuery, sortParam, textFilter } from './list.ts';

export const accountSchema = z
  .string({ error: 'account.empty' })
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.-]{2,31}$/, { error: 'account.format' });

const personName = z
  .string({ error: 'name.empty' })
  .trim()
  .min(1, { error: 'name.empty' })
  .max(30, { error: 'name.long' });

export const staffListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt', 'name', 'account', 'lastLoginAt'] as const, 'createdAt'),
  name: textFilter,
  phone: textFilter,
  roleId: z.coerce.number().int().positive().optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
  /** Platform operators may look at one press's staff. */
  pressId: z.coerce.number().int().positive().optional(),
});

export const staffRow = z.object({
  id: z.number(),
  account: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  adminType: z.number().nullable(),
  status: z.number(),
  pressId: z.number().nullable(),
  pressName: z.string().nullable(),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  journals: z.array(z.object({ id: z.number(), name: z.string() })),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number(),
  actions: z.array(z.string()),
});
export type StaffRow = z.infer<typeof staffRow>;
export const staffPage = pageOf(staffRow);

const staffFields = {
  name: personName,
  phone: phoneSchema,
  email: emailSchema,
  /** 1 ROLE_FINANCE, 2 ROLE_ADMIN, 3 ROLE_EDIT (SPEC §6). */
  adminType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'adminType.invalid' }),
  roleIds: z.array(z.number().int().positive()).min(1, { error: 'roles.empty' }),
  journalIds: z.array(z.number().int().positive()).default([]),
};

/** Platform operators name the press; press staff always add into their own. */
export const staffSaveBody = z.object({
  account: accountSchema,
  pressId: z.number().int().positive().optional(),
  ...staffFields,
});
export const staffUpdateBody = z.object({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
  ...staffFields,
});

export const staffSaveResult = z.object({ id: z.number(), initialPassword: z.string() });

/** POST /sys/user/resetPwd. */
export const staffResetPwdBody = z.object({ id: z.number().int().positive() });
/** GET /sys/user/export: the list's filters without paging. */
export const staffExportQuery = staffListQuery.omit({ page: true, pageSize: true });
