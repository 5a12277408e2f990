import { dueFen } from '@jb/contract/balances';
import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import { matchStatus, RemittanceStatus } from '@jb/contract/enums/remittance';
import type { Lang } from '@jb/contract/i18n';
import { formatMoney } from '@jb/contract/money';
import {
  REMITTANCE_RULES,
  type remittanceMatchBatchBody,
  type remittanceMatchBody,
  ruleText,
} from '@jb/contract/schemas/remittances';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { manuscripts, orders, payments, remittanceMatches } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { AppError, errors } from '../../platform/errors.ts';
import { lockOrder, type OrderRow, recordPayment } from '../orders/service.ts';
import { staff } from '../workflow/actor.ts';
import { applyIn, type BatchResult, failure } from '../workflow/applyAction.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { lockRemittance, type RemittanceRow, saveRemittance } from './queries.ts';

type MatchBody = z.infer<typeof remittanceMatchBody>;

const refused = (path: string, rule: keyof typeof REMITTANCE_RULES, values: Record<string, string> = {}) =>
  errors.validation([{ path, ...ruleText(REMITTANCE_RULES[rule], values) }]);

/**
 * The orders of a match, locked in the workflow's order: the prepaid fees' manuscripts first (the
 * workflow locks a manuscript, then its order), then the orders by id, so two matches never wait on
 * each other crosswise. Another press's or journal's order is 404.
 */
async function lockTargets(tx: Tx, auth: AuthContext, ids: number[]): Promise<Map<number, OrderRow>> {
  const brief = await tx
    .select({ manuscriptId: orders.manuscriptId, feeType: orders.feeType })
    .from(orders)
    .where(inArray(orders.id, ids));
  const prepaid = brief.filter((o) => o.feeType === FeeType.PREPAID).map((o) => o.manuscriptId);
  if (prepaid.length)
    await tx
      .select({ id: manuscripts.id })
      .from(manuscripts)
      .where(inArray(manuscripts.id, prepaid))
      .orderBy(asc(manuscripts.id))
      .for('update');
  const locked = new Map<number, OrderRow>();
  for (const id of [...ids].sort((a, b) => a - b)) locked.set(id, await lockOrder(tx, auth, id));
  return locked;
}

/** Every part of the match checked before anything is written: refused on its field. */
function check(r: RemittanceRow, body: MatchBody, targets: Map<number, OrderRow>) {
  body.matches.forEach((m, i) => {
    const o = targets.get(m.orderId)!;
    const due = formatMoney(dueFen(o));
    if (o.payStatus !== OrderPayStatus.UNPAID) throw refused(`matches.${i}.orderId`, 'orderEnded');
    if (m.amountFen > dueFen(o)) throw refused(`matches.${i}.amountFen`, 'exceedsDue', { due });
    if (o.feeType === FeeType.PREPAID && m.amountFen !== dueFen(o))
      throw refused(`matches.${i}.amountFen`, 'prepaidWhole', { due });
  });
  const rest = r.amountFen - r.matchedFen;
  const total = body.matches.reduce((sum, m) => sum + m.amountFen, 0);
  if (total > rest) throw refused('matches', 'exceedsRest', { rest: formatMoney(rest) });
  return total;
}

/**
 * One part of the remittance paid onto an order, keyed `rm:<remittance>:<its version>:<order>` so a
 * retry can never pay twice: a prepaid fee through the workflow's confirmRemittance (the order paid
 * and the manuscript moved to its first review stage, the only way a prepaid fee is paid), any
 * other order through the order service. Answers the payment's id.
 */
async function pay(
  deps: WorkflowDeps,
  tx: Tx,
  auth: AuthContext,
  r: RemittanceRow,
  o: OrderRow,
  amountFen: number,
) {
  const idempotencyKey = `rm:${r.id}:${r.version}:${o.id}`;
  const paid = {
    remitter: r.remitter,
    amountFen,
    paidOn: r.receivedOn,
    voucherNote: `汇款 #${r.id}${r.bankRef ? ` 流水号 ${r.bankRef}` : ''}`,
    idempotencyKey,
  };
  if (o.feeType === FeeType.PREPAID) {
    const [m] = await tx
      .select({ version: manuscripts.version })
      .from(manuscripts)
      .where(eq(manuscripts.id, o.manuscriptId));
    await applyIn(tx, deps.notifier, staff(auth), 'confirmRemittance', {
      id: o.manuscriptId,
      version: m!.version,
      input: { remittance: paid },
    });
  } else {
    const actor = { type: 'staff' as const, id: auth.userId };
    await recordPayment(
      tx,
      o,
      { method: 'remittance', ...paid, confirmedBy: auth.userId },
      actor,
      'remittance',
    );
  }
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.method, 'remittance'), eq(payments.idempotencyKey, idempotencyKey)));
  return payment!.id;
}

/**
 * Matches a remittance (under the version read) to one or several unpaid orders, in the caller's
 * transaction: each part a payment and a `remittance_matches` row; the remittance's matched sum,
 * status and version in the same transaction. Never more than the remittance's rest or an order's due.
 */
export async function matchIn(deps: WorkflowDeps, tx: Tx, auth: AuthContext, body: MatchBody) {
  const r = await lockRemittance(tx, auth, body.id, body.version);
  if (r.status === RemittanceStatus.SET_ASIDE) throw refused('id', 'setAside');
  if (r.matchedFen >= r.amountFen) throw refused('id', 'nothingLeft');
  const ids = body.matches.map((m) => m.orderId);
  const twice = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (twice >= 0) throw refused(`matches.${twice}.orderId`, 'orderTwice');
  const targets = await lockTargets(tx, auth, ids);
  const total = check(r, body, targets);
  for (const m of body.matches) {
    const paymentId = await pay(deps, tx, auth, r, targets.get(m.orderId)!, m.amountFen);
    await tx.insert(remittanceMatches).values({
      remittanceId: r.id,
      orderId: m.orderId,
      paymentId,
      amountFen: m.amountFen,
      createdBy: auth.userId,
    });
  }
  const matchedFen = r.matchedFen + total;
  return saveRemittance(tx, r, { matchedFen, status: matchStatus(r.amountFen, matchedFen) });
}

/** One match in its own transaction. */
export function matchRemittance(deps: WorkflowDeps, auth: AuthContext, body: MatchBody) {
  return deps.db.transaction((tx) => matchIn(deps, tx, auth, body));
}

/**
 * Auto-match's sure lines confirmed together: each remittance to its one order in its own
 * transaction, so a line someone changed meanwhile (409) or that no longer fits (400) fails alone.
 */
export async function matchBatch(
  deps: WorkflowDeps,
  auth: AuthContext,
  body: z.infer<typeof remittanceMatchBatchBody>,
  lang: Lang,
): Promise<BatchResult[]> {
  const results: BatchResult[] = [];
  for (const item of body.items) {
    try {
      const done = await matchRemittance(deps, auth, {
        id: item.id,
        version: item.version,
        matches: [{ orderId: item.orderId, amountFen: item.amountFen }],
      });
      results.push({ ok: true, id: done.id, status: done.status, version: done.version });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      results.push(failure(item.id, e, lang));
    }
  }
  return results;
}
