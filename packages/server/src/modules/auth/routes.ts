import {
  loginBody,
  loginResult,
  loginSalt,
  loginSaltQuery,
  menuNode,
  resetPwdBody,
  sendCodeBody,
  updPwdBody,
} from '@jb/contract/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/access.ts';
import { emptyEnvelope, envelope, ok } from '../../platform/http.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { bodyKeyOf } from '../../platform/wire.ts';
import { loginSaltOf } from './loginSalt.ts';
import { menuFor } from './menu.ts';
import { resetPassword, sendCode } from './resetPassword.ts';
import { type AuthDeps, changePassword, login, logout } from './service.ts';

export interface AuthRouteDeps extends AuthDeps {
  sms: SmsSender;
}

export function authRoutes(deps: AuthRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/sys/login',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Sign in',
          body: loginBody,
          response: { 200: envelope(loginResult) },
        },
      },
      async (request) => {
        const client = {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          bodyKey: bodyKeyOf(request),
        };
        return ok(await login(deps, request.body, client, request.lang), request.lang);
      },
    );

    app.get(
      '/sys/loginSalt',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'The argon2id settings and salt to derive a password key for a sign-in (decision 0004)',
          querystring: loginSaltQuery,
          response: { 200: envelope(loginSalt) },
        },
      },
      async (request) => ok(await loginSaltOf(deps, request.query.account), request.lang),
    );

    app.post(
      '/sys/logout',
      {
        config: { access: 'session' },
        schema: { tags: ['auth'], summary: 'Sign out', response: { 200: emptyEnvelope } },
      },
      async (request) => {
        await logout(deps.db, requireAuth(request.auth).sessionId);
        return ok(null, request.lang);
      },
    );

    app.post(
      '/sys/updPwd',
      {
        config: { access: 'session' },
        schema: {
          tags: ['auth'],
          summary: 'Change my password',
          body: updPwdBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        const auth = requireAuth(request.auth);
        await changePassword(
          deps.db,
          auth.userId,
          auth.sessionId,
          request.body.oldPassword,
          request.body.newPassword,
        );
        return ok(null, request.lang);
      },
    );

    app.post(
      '/sys/common/sendCode',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Send an SMS verification code',
          body: sendCodeBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        await sendCode(deps.db, deps.sms, request.body.phone, request.body.purpose);
        return ok(null, request.lang);
      },
    );

    app.post(
      '/sys/resetPwd',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Reset a password with an SMS code',
          body: resetPwdBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        await resetPassword(deps.db, deps.throttle, request.body);
        return ok(null, request.lang);
      },
    );

    app.post(
      '/sys/permissionList',
      {
        config: { access: 'session' },
        schema: {
          tags: ['auth'],
          summary: 'My permission codes',
          response: { 200: envelope(z.array(z.string())) },
        },
      },
      async (request) => ok([...requireAuth(request.auth).permissions].sort(), request.lang),
    );

    app.post(
      '/sys/selPerList',
      {
        config: { access: 'session' },
        schema: { tags: ['auth'], summary: 'My menu tree', response: { 200: envelope(z.array(menuNode)) } },
      },
      async (request) => ok(menuFor(requireAuth(request.auth).permissions), request.lang),
    );
  };
}
