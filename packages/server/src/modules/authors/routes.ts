import * as manage from '@jb/contract/api/authorManagement';
import * as site from '@jb/contract/api/authorSite';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../platform/calls.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { bodyKeyOf } from '../../platform/wire.ts';
import { logout } from '../auth/service.ts';
import { addAuthor, setBlacklisted, updateAuthor } from './manage.ts';
import { authorDetail, listAuthors } from './manageQueries.ts';
import { type AuthorDeps, authorLogin, registerAuthor, sendRegisterCode } from './service.ts';

/** Registering, signing in and out at a journal's submission site. */
export function authorRoutes(deps: AuthorDeps & { sms: SmsSender }): FastifyPluginAsync {
  return async (app) => {
    handle(app, manage.authorList, ({ auth, query }) => listAuthors(deps.db, auth, query));
    handle(app, manage.authorDetailCall, ({ auth, query }) => authorDetail(deps.db, auth, query.id));
    handle(app, manage.authorAdd, ({ auth, body }) => addAuthor(deps.db, deps.sms, auth, body));
    handle(app, manage.authorUpdate, ({ auth, body }) => updateAuthor(deps.db, auth, body));
    handle(app, manage.authorBlacklist, ({ auth, body }) => setBlacklisted(deps.db, auth, body, true));
    handle(app, manage.authorLift, ({ auth, body }) => setBlacklisted(deps.db, auth, body, false));
    handle(app, site.authorSendCode, ({ body }) => sendRegisterCode(deps.db, deps.sms, body));
    handle(app, site.authorRegister, ({ body }) => registerAuthor(deps.db, body));
    handle(app, site.authorLogin, ({ body, req }) =>
      authorLogin(deps, body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? '',
        bodyKey: bodyKeyOf(req),
      }),
    );
    handle(app, site.authorLogout, ({ author }) => logout(deps.db, author.sessionId));
  };
}
