import { authorLoginBody, authorRegisterBody, authorSession } from '@jb/contract/schemas/authors';
import { authorManuscriptRow, manuscriptSubmitBody } from '@jb/contract/schemas/manuscripts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyEnvelope, envelope, ok } from '../../platform/http.ts';
import { authorManuscripts, submitManuscript } from '../manuscripts/service.ts';
import { type AuthorDeps, authorLogin, endAuthorSession, registerAuthor, resolveAuthor } from './service.ts';

/** The header an author's calls carry their session in (staff use `token`). */
export const AUTHOR_TOKEN_HEADER = 'author-token';

const tags = ['author site'];

/**
 * The calls of a journal's submission site, for its authors. They speak the same wire as the
 * sign-in call (timer, RSA signature, encrypted body) and are public to staff sessions; the author
 * is identified by `author-token`.
 */
export function authorRoutes(deps: AuthorDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const author = (headers: Record<string, string | string[] | undefined>) => {
      const v = headers[AUTHOR_TOKEN_HEADER];
      return resolveAuthor(deps.db, deps.config, Array.isArray(v) ? v[0] : v);
    };

    app.post(
      '/author/register',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Register an author with the press of a journal',
          body: authorRegisterBody,
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      async (req) => ok(await registerAuthor(deps.db, req.body), req.lang),
    );

    app.post(
      '/author/login',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Sign an author in at a journal’s site',
          body: authorLoginBody,
          response: { 200: envelope(authorSession) },
        },
      },
      async (req) => {
        const client = { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' };
        return ok(await authorLogin(deps, req.body, client), req.lang);
      },
    );

    app.post(
      '/author/logout',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'Sign the author out', response: { 200: emptyEnvelope } },
      },
      async (req) => {
        await endAuthorSession(deps.db, (await author(req.headers)).sessionId);
        return ok(null, req.lang);
      },
    );

    app.post(
      '/author/manuscripts',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Submit a manuscript to the journal the author is signed in to',
          body: manuscriptSubmitBody,
          response: {
            200: envelope(z.object({ id: z.number(), articleNo: z.string(), status: z.number() })),
          },
        },
      },
      async (req) => ok(await submitManuscript(deps.db, await author(req.headers), req.body), req.lang),
    );

    app.get(
      '/author/manuscripts',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The author’s manuscripts',
          querystring: z.object({ timestamp: z.string().optional() }),
          response: { 200: envelope(z.array(authorManuscriptRow)) },
        },
      },
      async (req) => ok(await authorManuscripts(deps.db, await author(req.headers)), req.lang),
    );
  };
}
