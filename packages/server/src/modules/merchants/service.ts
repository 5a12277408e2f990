import { ErrorCode } from '@jb/contract/errors';
import type {
  MerchantRow,
  merchantListQuery,
  merchantSaveBody,
  merchantUpdateBody,
} from '@jb/contract/schemas/merchants';
import { and, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { journals, merchants, presses } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors, refuse } from '../../platform/errors.ts';
import { containsPattern, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { ref } from '../../platform/sqlRef.ts';
import { ownPress, pressCondition } from '../../platform/tenancy.ts';
import { updateAtVersion } from '../../platform/versioned.ts';

const journalCount = sql<number>`(select count(*)::int from ${journals} where ${ref(journals.payeeMerchantId)} = ${ref(merchants.id)})`;
const SORTS = { createdAt: merchants.createdAt, name: merchants.name };

function actionsFor(auth: AuthContext): string[] {
  const acts: string[] = [];
  if (auth.permissions.has('manage.payeeMerchant.edit')) acts.push('edit');
  if (auth.permissions.has('manage.payeeMerchant.delete')) acts.push('delete');
  return acts;
}

export async function listMerchants(db: Db, auth: AuthContext, q: z.infer<typeof merchantListQuery>) {
  const where = and(
    isNull(merchants.deletedAt),
    pressCondition(auth, merchants.pressId),
    q.pressId ? eq(merchants.pressId, q.pressId) : undefined,
    q.keyword ? ilike(merchants.name, containsPattern(q.keyword)) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        id: merchants.id,
        pressId: merchants.pressId,
        pressName: presses.name,
        name: merchants.name,
        channel: merchants.channel,
        merchantNo: merchants.merchantNo,
        accountName: merchants.accountName,
        bankName: merchants.bankName,
        accountNo: merchants.accountNo,
        status: merchants.status,
        journalCount,
        createdAt: merchants.createdAt,
        version: merchants.version,
      })
      .from(merchants)
      .innerJoin(presses, eq(presses.id, merchants.pressId))
      .where(where)
      .orderBy(...orderOf(q, SORTS[q.sort], merchants.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(merchants).where(where),
  ]);
  const list = rows.map((r) => ({
    ...r,
    journalCount: Number(r.journalCount),
    createdAt: r.createdAt.toISOString(),
    actions: actionsFor(auth),
  })) as MerchantRow[];
  return pageOf(list, Number(total[0]?.n ?? 0), q);
}

async function merchantInScope(db: Db | Tx, auth: AuthContext, id: number) {
  const rows = await db
    .select()
    .from(merchants)
    .where(and(eq(merchants.id, id), isNull(merchants.deletedAt), pressCondition(auth, merchants.pressId)));
  if (!rows[0]) throw errors.notFound();
  return rows[0];
}

export async function createMerchant(db: Db, auth: AuthContext, body: z.infer<typeof merchantSaveBody>) {
  const pressId = ownPress(auth, body.pressId);
  const { pressId: _ignored, ...fields } = body;
  const [row] = await db
    .insert(merchants)
    .values({ ...fields, pressId })
    .returning({ id: merchants.id });
  return { id: row!.id };
}

export async function updateMerchant(db: Db, auth: AuthContext, body: z.infer<typeof merchantUpdateBody>) {
  await merchantInScope(db, auth, body.id);
  const { id, version, ...fields } = body;
  await updateAtVersion(db, merchants, { id, version }, fields);
}

/**
 * Soft delete (payments refer to merchants). Refused while a journal takes payments through it;
 * unpaid orders join this check when orders exist.
 */
export async function deleteMerchant(db: Db, auth: AuthContext, id: number, version: number) {
  await db.transaction(async (tx) => {
    await merchantInScope(tx, auth, id);
    const using = await tx
      .select({ name: journals.name })
      .from(journals)
      .where(eq(journals.payeeMerchantId, id))
      .limit(20);
    if (using.length) throw refuse(ErrorCode.MERCHANT_IN_USE, { journals: using.map((j) => j.name) });
    await updateAtVersion(tx, merchants, { id, version }, { deletedAt: new Date() });
  });
}
