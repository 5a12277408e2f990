import { z } from 'zod';
import { wireSessionResult } from './auth.ts';
import { emailSchema, passwordSchema, phoneSchema } from './common.ts';
import { pageOf, pageQuery, sortParam, textFilter, timeFilter } from './list.ts';

/**
 * The calls a journal's submission site makes for its authors (`/tsg-admin/author/...`): an author
 * registers with a press through one of its journals, signs in to a journal, submits to it.
 */
const journalId = z.number({ error: 'required' }).int({ error: 'invalid' }).positive({ error: 'invalid' });
const text = (max: number) => z.string().trim().max(max, { error: 'tooLong' });

/** A registration code for a phone at a journal's press (SPEC §5 phone messages). */
export const authorSendCodeBody = z.object({ journalId, phone: phoneSchema });

export const authorRegisterBody = z.object({
  journalId,
  /** The 6-digit code sent to the phone (`/author/sendCode`). */
  code: z.string({ error: 'code.format' }).regex(/^\d{6}$/, { error: 'code.format' }),
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(30, { error: 'tooLong' }),
  phone: phoneSchema,
  password: passwordSchema,
  email: emailSchema,
  /** The author's institution (单位). */
  unit: text(100).default(''),
});

export const authorLoginBody = z.object({
  journalId,
  phone: phoneSchema,
  password: z
    .string({ error: 'password.empty' })
    .min(1, { error: 'password.empty' })
    .max(128, { error: 'tooLong' }),
});

/** An author's sign-in: the wire's session (signed like staff) and what the site shows. */
export const authorSession = wireSessionResult.extend({
  author: z.object({ id: z.number(), name: z.string(), phone: z.string() }),
  journal: z.object({ id: z.number(), name: z.string() }),
  idleTimeoutMs: z.number(),
});

/** SPEC §3 Author: blacklistType 1 means blacklisted. */
export const AUTHOR_BLACKLISTED = 1;

/** Results of an author's sign-in at a journal's site. */
export const AUTHOR_LOGIN_RESULTS = {
  success: { zh: '成功', en: 'Success' },
  wrongPassword: { zh: '密码错误', en: 'Wrong password' },
  unknownAccount: { zh: '账号不存在', en: 'Unknown account' },
  blacklisted: { zh: '已列入黑名单', en: 'Blacklisted' },
} as const;
export type AuthorLoginResult = keyof typeof AUTHOR_LOGIN_RESULTS;

/** journalReview/authorLoginDetail: who signed in at one journal's site, when and from where. */
export const authorLoginQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt', 'phone'] as const, 'createdAt'),
  journalId: z.coerce.number({ error: 'required' }).int({ error: 'invalid' }).positive({ error: 'invalid' }),
  /** The author's name or phone. */
  person: textFilter,
  result: z
    .enum(['success', 'wrongPassword', 'unknownAccount', 'blacklisted'], { error: 'invalid' })
    .optional(),
  from: timeFilter,
  to: timeFilter,
});

export const authorLoginRow = z.object({
  id: z.number(),
  authorId: z.number().nullable(),
  authorName: z.string().nullable(),
  phone: z.string(),
  ip: z.string(),
  location: z.string(),
  userAgent: z.string(),
  result: z.string(),
  createdAt: z.string(),
});
export type AuthorLoginRow = z.infer<typeof authorLoginRow>;
export const authorLoginPage = pageOf(authorLoginRow);
/** The export takes the list's filters and sort, without paging. */
export const authorLoginExportQuery = authorLoginQuery.omit({ page: true, pageSize: true });
