import { z } from 'zod';
import {
  loginBody,
  loginResult,
  loginSaltQuery,
  loginSalt as loginSaltSchema,
  menuNode,
  resetPwdBody,
  sendCodeBody,
  updPwdBody,
} from '../schemas/auth.ts';
import { defineCall } from './define.ts';

/** Staff sign-in, sign-out, passwords and what a session may see (SPEC §7 "Auth and session", decision 0004). */
const tags = ['auth'] as const;

export const login = defineCall({
  method: 'POST',
  path: '/sys/login',
  access: 'public',
  tags,
  summary: 'Sign in',
  body: loginBody,
  response: loginResult,
});

export const loginSalt = defineCall({
  method: 'GET',
  path: '/sys/loginSalt',
  access: 'public',
  tags,
  summary: 'The argon2id settings and salt to derive a password key for a sign-in (decision 0004)',
  query: loginSaltQuery,
  response: loginSaltSchema,
});

export const logout = defineCall({
  method: 'POST',
  path: '/sys/logout',
  access: 'session',
  tags,
  summary: 'Sign out',
  response: z.null(),
});

export const changePassword = defineCall({
  method: 'POST',
  path: '/sys/updPwd',
  access: 'session',
  tags,
  summary: 'Change my password',
  body: updPwdBody,
  response: z.null(),
});

export const sendCode = defineCall({
  method: 'POST',
  path: '/sys/common/sendCode',
  access: 'public',
  tags,
  summary: 'Send an SMS verification code',
  body: sendCodeBody,
  response: z.null(),
});

export const resetPassword = defineCall({
  method: 'POST',
  path: '/sys/resetPwd',
  access: 'public',
  tags,
  summary: 'Reset a password with an SMS code',
  body: resetPwdBody,
  response: z.null(),
});

export const permissionList = defineCall({
  method: 'POST',
  path: '/sys/permissionList',
  access: 'session',
  tags,
  summary: 'My permission codes',
  response: z.array(z.string()),
});

export const menuTree = defineCall({
  method: 'POST',
  path: '/sys/selPerList',
  access: 'session',
  tags,
  summary: 'My menu tree',
  response: z.array(menuNode),
});
