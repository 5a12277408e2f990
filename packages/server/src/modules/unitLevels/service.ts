import { ErrorCode } from '@jb/contract/errors';
import { type Lang, pick } from '@jb/contract/i18n';
import { checkRanges, RANGE_CHECK_MESSAGES } from '@jb/contract/rangeCheck';
import type { RangeCheckAnswer, UnitLevel } from '@jb/contract/schemas/unitLevels';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { unitLevels } from '../../db/schema/index.ts';
import { refuse } from '../../platform/errors.ts';

/** A press's unit levels in their order. */
export async function listLevels(db: Db, pressId: number): Promise<UnitLevel[]> {
  const rows = await db
    .select()
    .from(unitLevels)
    .where(eq(unitLevels.pressId, pressId))
    .orderBy(asc(unitLevels.sort));
  return rows.map((r) => ({ name: r.name, start: r.rangeStart, end: r.rangeEnd }));
}

/** SPEC §5's range check, with its message in the caller's language. */
export function checkLevels(levels: UnitLevel[], lang: Lang): RangeCheckAnswer {
  const result = checkRanges(levels);
  const message = result.code ? pick(RANGE_CHECK_MESSAGES[result.code], lang) : '';
  return { ...result, message };
}

/** Replaces the levels, by start, once they pass the range check; a failed check writes nothing. */
export async function saveLevels(db: Db, pressId: number, levels: UnitLevel[], lang: Lang) {
  const result = checkRanges(levels);
  if (result.code)
    throw refuse(ErrorCode.RANGE_CHECK, {
      code: result.code,
      index: result.index,
      message: pick(RANGE_CHECK_MESSAGES[result.code], lang),
    });
  const sorted = [...levels].sort((a, b) => a.start - b.start);
  await db.transaction(async (tx) => {
    await tx.delete(unitLevels).where(eq(unitLevels.pressId, pressId));
    if (sorted.length) {
      await tx
        .insert(unitLevels)
        .values(
          sorted.map((l, i) => ({ pressId, name: l.name, rangeStart: l.start, rangeEnd: l.end, sort: i })),
        );
    }
  });
}
