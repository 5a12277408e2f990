import * as calls from '@jb/contract/api/auth';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../platform/calls.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { bodyKeyOf } from '../../platform/wire.ts';
import { loginSaltOf } from './loginSalt.ts';
import { menuFor } from './menu.ts';
import { resetPassword, sendCode } from './resetPassword.ts';
import { type AuthDeps, changePassword, login, logout } from './service.ts';

export interface AuthRouteDeps extends AuthDeps {
  sms: SmsSender;
}

/** Staff sign-in, sign-out, passwords, permissions and menu: the routes of the declared calls. */
export function authRoutes(deps: AuthRouteDeps): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.login, ({ body, lang, req }) => {
      const client = { ip: req.ip, userAgent: req.headers['user-agent'] ?? '', bodyKey: bodyKeyOf(req) };
      return login(deps, body, client, lang);
    });
    handle(app, calls.loginSalt, ({ query }) => loginSaltOf(deps, query.account));
    handle(app, calls.logout, ({ auth }) => logout(deps.db, auth.sessionId));
    handle(app, calls.changePassword, ({ auth, body }) =>
      changePassword(deps.db, auth.userId, auth.sessionId, body.oldPassword, body.newPassword),
    );
    handle(app, calls.sendCode, ({ body }) => sendCode(deps.db, deps.sms, body.phone, body.purpose));
    handle(app, calls.resetPassword, ({ body }) => resetPassword(deps.db, deps.throttle, body));
    handle(app, calls.permissionList, async ({ auth }) => [...auth.permissions].sort());
    handle(app, calls.menuTree, async ({ auth }) => menuFor(auth.permissions));
  };
}
