import { ErrorCode } from '@jb/contract/errors';
import { pick } from '@jb/contract/i18n';
import { checkRanges, RANGE_CHECK_MESSAGES } from '@jb/contract/rangeCheck';
import { rangeCheckResult, unitLevel, unitLevelsBody } from '@jb/contract/schemas/unitLevels';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { unitLevels } from '../../db/schema/index.ts';
import { requireAuth } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { emptyEnvelope, envelope, ok } from '../../platform/http.ts';
import { ownPress } from '../../platform/tenancy.ts';

const area = 'manage.gradeManage';
const tags = ['unit levels'];

/** Unit levels with numeric ranges; saving runs SPEC §5's range check first and writes nothing if it fails. */
export function unitLevelRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/unitLevel/list',
      {
        config: { access: { permission: area } },
        schema: {
          tags,
          summary: 'Unit levels of a press',
          querystring: z.object({
            pressId: z.coerce.number().int().positive().optional(),
            timestamp: z.string().optional(),
          }),
          response: { 200: envelope(z.array(unitLevel)) },
        },
      },
      async (req) => {
        const pressId = ownPress(requireAuth(req.auth), req.query.pressId);
        const rows = await db
          .select()
          .from(unitLevels)
          .where(eq(unitLevels.pressId, pressId))
          .orderBy(asc(unitLevels.sort));
        return ok(
          rows.map((r) => ({ name: r.name, start: r.rangeStart, end: r.rangeEnd })),
          req.lang,
        );
      },
    );
    app.post(
      '/sys/unitLevel/check',
      {
        config: { access: { permission: area } },
        schema: {
          tags,
          summary: 'Run the range check (0 valid, 1 overlap, 2 start after end, 3 gap)',
          body: unitLevelsBody,
          response: { 200: envelope(rangeCheckResult) },
        },
      },
      async (req) => {
        const result = checkRanges(req.body.levels);
        const message = result.code ? pick(RANGE_CHECK_MESSAGES[result.code], req.lang) : '';
        return ok({ ...result, message }, req.lang);
      },
    );
    app.put(
      '/sys/unitLevel/save',
      {
        config: { access: { permission: `${area}.edit` } },
        schema: {
          tags,
          summary: 'Replace the unit levels after the range check',
          body: unitLevelsBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        const pressId = ownPress(requireAuth(req.auth), req.body.pressId);
        const result = checkRanges(req.body.levels);
        if (result.code)
          throw new AppError(ErrorCode.RANGE_CHECK, 400, {
            ...result,
            message: pick(RANGE_CHECK_MESSAGES[result.code], req.lang),
          });
        const sorted = [...req.body.levels].sort((a, b) => a.start - b.start);
        await db.transaction(async (tx) => {
          await tx.delete(unitLevels).where(eq(unitLevels.pressId, pressId));
          if (sorted.length) {
            await tx.insert(unitLevels).values(
              sorted.map((l, i) => ({
                pressId,
                name: l.name,
                rangeStart: l.start,
                rangeEnd: l.end,
                sort: i,
              })),
            );
          }
        });
        return ok(null, req.lang);
      },
    );
  };
}
