import type { BodyOf, CallDeclaration, QueryOf } from '@jb/contract/api/define';
import type { Lang } from '@jb/contract/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext, AuthorContext } from './access.ts';
import { envelope, ok } from './http.ts';

/** Who calls: nobody in particular, a signed-in author, or signed-in staff. */
type CallerOf<C extends CallDeclaration> = C['access'] extends 'public'
  ? { auth: AuthContext | null; author: null }
  : C['access'] extends 'author'
    ? { auth: null; author: AuthorContext }
    : { auth: AuthContext; author: null };

export type CallContext<C extends CallDeclaration> = CallerOf<C> & {
  query: QueryOf<C>;
  body: BodyOf<C>;
  lang: Lang;
  req: FastifyRequest;
  reply: FastifyReply;
};

/**
 * A handler answers the call's `data` (the schema's input, serialised by it; nothing for a call that
 * answers null); a download sends itself.
 */
type HandlerResult<C extends CallDeclaration> = C['response'] extends z.ZodType
  ? null extends z.input<C['response']>
    ? // biome-ignore lint/suspicious/noConfusingVoidType: a handler of a null answer may return nothing
      z.input<C['response']> | void
    : z.input<C['response']>
  : FastifyReply;

export type CallHandler<C extends CallDeclaration> = (ctx: CallContext<C>) => Promise<HandlerResult<C>>;

/**
 * Registers the route of a declared call (ARCHITECTURE "Calls declared once"): its access, the
 * schemas that validate the query and body and serialise the answer, OpenAPI's tags and summary.
 * The wire has resolved the caller by then (`auth` for staff calls, `author` for author calls).
 */
export function handle<C extends CallDeclaration>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
): void {
  const file = call.response === 'file';
  app.route({
    method: call.method,
    url: call.path,
    config: {
      access: call.access,
      ...(call.unsigned || call.callback ? { unsigned: true } : {}),
      ...(call.callback ? { callback: true } : {}),
    },
    schema: {
      tags: [...call.tags],
      summary: call.summary,
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(file
        ? {}
        : { response: { 200: call.bare ? call.response : envelope(call.response as z.ZodType) } }),
    },
    handler: async (req, reply) => {
      const ctx = {
        auth: req.auth,
        author: req.author,
        query: req.query,
        body: req.body,
        lang: req.lang,
        req,
        reply,
      } as CallContext<C>;
      const data = await handler(ctx);
      return file || call.bare ? data : ok(data ?? null, req.lang);
    },
  });
}
