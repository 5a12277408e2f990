import { z } from 'zod';
import { passwordSchema, phoneSchema, timestampParam } from './common.ts';

/**
 * The account a person signs in with. Accounts are ASCII (`account.format`); refusing other text
 * here keeps the database's case folding and the server's (throttle keys, stand-in salts) the same.
 */
const signInAccount = z
  .string({ error: 'account.empty' })
  .trim()
  .min(1, { error: 'account.empty' })
  .max(64, { error: 'tooLong' })
  .regex(/^[\x21-\x7e]*$/, { error: 'account.format' });

/** base64 of a 32-byte argon2id key (decision 0004). */
const passwordKey = z.string().regex(/^[A-Za-z0-9+/]{43}=$/, { error: 'invalid' });

/**
 * A sign-in proves the password either with the password itself (API clients) or with the key the
 * client derived from it under the settings of `GET /sys/loginSalt` (the web sign-in; decision 0004).
 */
export const loginBody = z
  .object({
    account: signInAccount,
    password: z
      .string({ error: 'password.empty' })
      .min(1, { error: 'password.empty' })
      .max(128, { error: 'tooLong' })
      .optional(),
    passwordKey: passwordKey.optional(),
  })
  .refine((v) => v.password !== undefined || v.passwordKey !== undefined, {
    error: 'password.empty',
    path: ['password'],
  })
  .refine((v) => v.password === undefined || v.passwordKey === undefined, {
    error: 'password.oneProof',
    path: ['passwordKey'],
  });
export type LoginBody = z.infer<typeof loginBody>;

export const loginSaltQuery = z.object({
  account: signInAccount,
  ...timestampParam,
});

/**
 * The argon2id settings and salt a client derives an account's password key with (argon2id,
 * version 0x13, 32-byte output). An unknown account gets settings and a salt that look the same.
 */
export const loginSalt = z.object({
  algorithm: z.literal('argon2id'),
  memoryCost: z.number(),
  timeCost: z.number(),
  parallelism: z.number(),
  /** base64 */
  salt: z.string(),
  keyLength: z.number(),
  /**
   * The password is stored under older settings than today's (which the settings above already
   * show): the client sends this sign-in's password itself, and the server stores it anew.
   */
  renew: z.boolean(),
});
export type LoginSalt = z.infer<typeof loginSalt>;

export const sessionInfo = z.object({
  perId: z.number(),
  account: z.string(),
  name: z.string(),
  adminType: z.number().nullable(),
  roleNames: z.array(z.string()),
  pressId: z.number().nullable(),
  pressName: z.string().nullable(),
  platform: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

/**
 * What every sign-in (staff and author) answers for the wire: the session's token, the key of its
 * HMACs and `s1` bodies, and the address the nonce names.
 */
export const wireSessionResult = z.object({
  token: z.string(),
  /** The key of this session's HMACs, under the AES key of the login request (or plain, in plain mode). */
  sessionKey: z.string(),
  sessionKeyEncrypted: z.boolean(),
  webIp: z.string(),
});

export const loginResult = wireSessionResult.extend({
  home: z.string(),
  /** The server's idle limit; the client signs out after this long without activity. */
  idleTimeoutMs: z.number(),
  info: sessionInfo,
});
export type LoginResult = z.infer<typeof loginResult>;

export const updPwdBody = z
  .object({
    oldPassword: z.string({ error: 'password.empty' }).min(1, { error: 'password.empty' }),
    newPassword: passwordSchema,
  })
  .refine((v) => v.oldPassword !== v.newPassword, { error: 'password.same', path: ['newPassword'] });

export const sendCodeBody = z.object({
  phone: phoneSchema,
  purpose: z.enum(['resetPwd']).default('resetPwd'),
});

export const resetPwdBody = z.object({
  phone: phoneSchema,
  code: z.string({ error: 'code.format' }).regex(/^\d{6}$/, { error: 'code.format' }),
  newPassword: passwordSchema,
});

export const unreadQuery = z.object({
  perId: z.coerce
    .number({ error: 'perId.invalid' })
    .int({ error: 'perId.invalid' })
    .positive({ error: 'perId.invalid' }),
  ...timestampParam,
});

export const menuNode: z.ZodType<MenuNodeOut> = z.lazy(() =>
  z.object({
    key: z.string(),
    path: z.string(),
    title: z.object({ zh: z.string(), en: z.string() }),
    children: z.array(menuNode),
  }),
);
export interface MenuNodeOut {
  key: string;
  path: string;
  title: { zh: string; en: string };
  children: MenuNodeOut[];
}
