import { z } from 'zod';
import { pageOf, pageQuery, sortParam, textFilter, timeFilter } from './list.ts';

export const LOGIN_RESULTS = {
  success: { zh: '成功', en: 'Success' },
  wrongPassword: { zh: '密码错误', en: 'Wrong password' },
  unknownAccount: { zh: '账号不存在', en: 'Unknown account' },
  accountLocked: { zh: '账号锁定', en: 'Account locked' },
  ipLocked: { zh: '地址受限', en: 'Address locked' },
  disabled: { zh: '账号停用', en: 'Account disabled' },
} as const;

export const loginRecordQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt', 'account', 'ip'] as const, 'createdAt'),
  /** A person's account or name (people of the caller's scope), or an exact account typed at sign-in. */
  person: textFilter,
  /** The start of an address, e.g. `192.168.` */
  ip: textFilter,
  result: z
    .enum(['success', 'wrongPassword', 'unknownAccount', 'accountLocked', 'ipLocked', 'disabled'])
    .optional(),
  from: timeFilter,
  to: timeFilter,
  pressId: z.coerce.number().int().positive().optional(),
});

export const loginRecordRow = z.object({
  id: z.number(),
  account: z.string(),
  name: z.string().nullable(),
  pressName: z.string().nullable(),
  ip: z.string(),
  location: z.string(),
  userAgent: z.string(),
  result: z.string(),
  createdAt: z.string(),
});
export const loginRecordPage = pageOf(loginRecordRow);

/** GET /sys/loginRecord/export: the list's filters without paging. */
export const loginRecordExportQuery = loginRecordQuery.omit({ page: true, pageSize: true });
