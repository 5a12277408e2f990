import type { commissionRuleBody } from '@jb/contract/schemas/caibianPerf';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { commissionRules, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { ownPress } from '../../platform/tenancy.ts';

/** The press's commission rules, by fee type (a fee type without one earns no commission). */
export async function rulesOf(db: Db | Tx, pressId: number) {
  const rows = await db
    .select({
      feeType: commissionRules.feeType,
      kind: commissionRules.kind,
      rateBp: commissionRules.rateBp,
      fixedFen: commissionRules.fixedFen,
      version: commissionRules.version,
      updatedAt: commissionRules.updatedAt,
      updatedByName: sql<string>`coalesce(${users.name}, '')`,
    })
    .from(commissionRules)
    .leftJoin(users, eq(users.id, commissionRules.updatedBy))
    .where(eq(commissionRules.pressId, pressId))
    .orderBy(asc(commissionRules.feeType));
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

/** The caller's press (a platform operator reads none: rules belong to one press). */
export function listRules(db: Db, auth: AuthContext) {
  return auth.pressId === null ? Promise.resolve([]) : rulesOf(db, auth.pressId);
}

/**
 * Sets, changes or (kind 0) removes the rule of one fee type at the version the person read: null
 * for a fee type that had none. Another version, or a rule made meanwhile: 409. A percentage keeps
 * no fixed sum and the reverse.
 */
export async function saveRule(db: Db, auth: AuthContext, body: z.infer<typeof commissionRuleBody>) {
  const pressId = ownPress(auth, undefined);
  return db.transaction(async (tx) => {
    const where = and(eq(commissionRules.pressId, pressId), eq(commissionRules.feeType, body.feeType));
    const [current] = await tx.select().from(commissionRules).where(where).for('update');
    if ((current?.version ?? null) !== body.version) throw errors.staleVersion();
    const values = {
      kind: body.kind,
      rateBp: body.kind === 1 ? body.rateBp : 0,
      fixedFen: body.kind === 2 ? body.fixedFen : 0,
      updatedBy: auth.userId,
      updatedAt: new Date(),
    };
    if (body.kind === 0) {
      if (current) await tx.delete(commissionRules).where(where);
    } else if (current) {
      await tx
        .update(commissionRules)
        .set({ ...values, version: sql`${commissionRules.version} + 1` })
        .where(where);
    } else {
      const made = await tx
        .insert(commissionRules)
        .values({ pressId, feeType: body.feeType, ...values })
        .onConflictDoNothing()
        .returning({ id: commissionRules.id });
      if (made.length === 0) throw errors.staleVersion();
    }
    return rulesOf(tx, pressId);
  });
}
