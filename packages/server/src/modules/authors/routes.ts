import * as site from '@jb/contract/api/authorSite';
import type { FastifyPluginAsync } from 'fastify';
import { endAuthorSession } from '../../platform/authorSessions.ts';
import { handle } from '../../platform/calls.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { type AuthorDeps, authorLogin, registerAuthor, sendRegisterCode } from './service.ts';

/** Registering, signing in and out at a journal's submission site. */
export function authorRoutes(deps: AuthorDeps & { sms: SmsSender }): FastifyPluginAsync {
  return async (app) => {
    handle(app, site.authorSendCode, ({ body }) => sendRegisterCode(deps.db, deps.sms, body));
    handle(app, site.authorRegister, ({ body }) => registerAuthor(deps.db, body));
    handle(app, site.authorLogin, ({ body, req }) =>
      authorLogin(deps, body, { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' }),
    );
    handle(app, site.authorLogout, ({ author }) => endAuthorSession(deps.db, author.sessionId));
  };
}
