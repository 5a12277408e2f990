import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { journals } from '../../db/schema/index.ts';
import { requireAuth } from '../../platform/access.ts';
import { envelope, ok } from '../../platform/http.ts';
import { pressCondition } from '../../platform/tenancy.ts';

const option = z.object({ id: z.number(), name: z.string(), pressId: z.number() });

/** Journal choices for forms (who works on which journal, groups): the caller's press's journals. */
export function journalOptionRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/journal/options',
      {
        config: { access: 'session' },
        schema: {
          tags: ['journals'],
          summary: 'Journals of my press, for choosing in forms',
          querystring: z.object({
            pressId: z.coerce.number().int().positive().optional(),
            timestamp: z.string().optional(),
          }),
          response: { 200: envelope(z.array(option)) },
        },
      },
      async (req) => {
        const auth = requireAuth(req.auth);
        const rows = await db
          .select({ id: journals.id, name: journals.name, pressId: journals.pressId })
          .from(journals)
          .where(
            and(
              pressCondition(auth, journals.pressId),
              req.query.pressId ? eq(journals.pressId, req.query.pressId) : undefined,
            ),
          )
          .orderBy(journals.pressId, journals.id);
        return ok(rows, req.lang);
      },
    );
  };
}
