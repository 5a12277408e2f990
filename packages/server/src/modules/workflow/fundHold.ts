import { FUND_AUDIT_POINTS } from '@jb/contract/fundAuditRows';
import type { Who } from '@jb/contract/transitions';
import type { Tx } from '../../db/client.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { Actor } from './actor.ts';
import { runExitHooks } from './registry.ts';
import { loadSubjects } from './subjects.ts';
import { countMoves, decideMove, writeMoves } from './writeMoves.ts';

/** The engine itself: it holds only the `system` rows (no person is offered them). */
const ENGINE: Who = { holds: (permission) => permission === 'system', userId: null };

/** A move into a status a hold may start from (only these are read again for the hold). */
export const reachesHoldPoint = (c: { from: number; to: number }) =>
  c.from !== c.to && (FUND_AUDIT_POINTS as readonly number[]).includes(c.to);

/**
 * The fund audit's hold (contract fundAuditRows.ts): after a move, each manuscript that reached the
 * status its review process holds funds from, its fund waiting, moves on to 600 through the table's
 * `holdForFundAudit` row in the same transaction (the timeline names the person whose move led
 * there). Answers the new status and version of each manuscript held.
 */
export async function holdIfDue(
  tx: Tx,
  notifier: Notifier,
  actor: Actor,
  ids: readonly number[],
  at = new Date(),
): Promise<Map<number, { status: number; version: number }>> {
  const subjects = [...(await loadSubjects(tx, ids)).values()].filter((s) => s.facts.fundAuditDue);
  const held = new Map<number, { status: number; version: number }>();
  if (subjects.length === 0) return held;
  const moves = subjects.map((s) =>
    decideMove(s, actor, 'holdForFundAudit', { id: s.id, version: s.version }, '', at, notifier, ENGINE),
  );
  const versions = await writeMoves(tx, actor, 'holdForFundAudit', moves);
  const written = moves.filter((m) => versions.has(m.item.id));
  await runExitHooks(
    tx,
    written.map((m) => m.context),
  );
  await countMoves(tx, written);
  for (const m of written) held.set(m.item.id, { status: m.context.to, version: versions.get(m.item.id)! });
  return held;
}
