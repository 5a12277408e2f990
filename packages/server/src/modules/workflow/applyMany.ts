import { ErrorCode } from '@jb/contract/errors';
import type { Lang } from '@jb/contract/i18n';
import { type EffectName, ENTRY_EFFECTS, type WorkflowAction } from '@jb/contract/transitions';
import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { manuscripts } from '../../db/schema/index.ts';
import { AppError, errors } from '../../platform/errors.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { type Actor, assertInScope } from './actor.ts';
import { type ActionRequest, type BatchResult, failure, moved } from './applyAction.ts';
import type { WorkflowDeps } from './deps.ts';
import type { EffectContext } from './effectContext.ts';
import { holdIfDue, reachesHoldPoint } from './fundHold.ts';
import { batchEffectOf, runExitHooks } from './registry.ts';
import { loadSubjects } from './subjects.ts';
import { countMoves, decideMove, type Move, writeMoves } from './writeMoves.ts';

type Item = Pick<ActionRequest, 'id' | 'version' | 'input'>;

/** Whether `applyMany` can take this action: its effect (if any) has a batch form and it sends no notice. */
function hasBatchForm(effect: EffectName | undefined, notifies: boolean): boolean {
  return !notifies && (!effect || batchEffectOf(effect) !== undefined);
}

/**
 * The same action on many manuscripts in one transaction, set-based: the rows locked in id order
 * (two batches over the same manuscripts never deadlock), one read of them, the table's decision
 * and the effect's checks for each, then the engine's one write for all that pass (writeMoves.ts:
 * status and version, events), the exit hooks, the effect, the counts. Each manuscript gets its own
 * answer, as `applyBatch` gives: one refused, or moved by someone first, does not stop the others.
 */
export async function applyMany(
  deps: WorkflowDeps,
  actor: Actor,
  action: WorkflowAction,
  items: readonly Item[],
  lang: Lang,
  note = '',
): Promise<BatchResult[]> {
  return deps.db.transaction((tx) => applyManyIn(tx, deps.notifier, actor, action, items, lang, note));
}

/**
 * `applyMany` inside the caller's transaction: for a move that is one part of a larger change (an
 * issue's manuscripts moving together with the issue's own record, modules/issueProduction).
 */
export async function applyManyIn(
  tx: Tx,
  notifier: Notifier,
  actor: Actor,
  action: WorkflowAction,
  items: readonly Item[],
  lang: Lang,
  note = '',
): Promise<BatchResult[]> {
  const ids = items.map((i) => i.id);
  await tx
    .select({ id: manuscripts.id })
    .from(manuscripts)
    .where(inArray(manuscripts.id, ids))
    .orderBy(asc(manuscripts.id))
    .for('update');
  const subjects = await loadSubjects(tx, ids);
  const answers = new Map<number, BatchResult>();
  const inScope = new Map<number, boolean>();
  const at = new Date();
  const planned: Move[] = [];
  for (const item of items) {
    try {
      const subject = subjects.get(item.id);
      if (!subject) throw new AppError(ErrorCode.NOT_FOUND);
      if (actor.kind === 'author') await assertInScope(tx, actor, subject);
      else {
        if (!inScope.has(subject.journalId))
          inScope.set(
            subject.journalId,
            await assertInScope(tx, actor, subject).then(
              () => true,
              () => false,
            ),
          );
        if (!inScope.get(subject.journalId)) throw errors.notFound();
      }
      planned.push(decideMove(subject, actor, action, item, note, at, notifier));
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      answers.set(item.id, failure(item.id, e, lang));
    }
  }
  // The effects' checks, before anything is written.
  const byEffect = new Map<EffectName, EffectContext[]>();
  for (const p of planned) {
    if (p.context.from !== p.context.to && ENTRY_EFFECTS[p.context.to])
      throw new Error(`${action} enters ${p.context.to}, whose entry effect has no batch form`);
    if (!hasBatchForm(p.row.effect, Boolean(p.row.notify))) throw new Error(`${action} has no batch form`);
    if (p.row.effect) byEffect.set(p.row.effect, [...(byEffect.get(p.row.effect) ?? []), p.context]);
  }
  for (const [effect, contexts] of byEffect) {
    for (const [id, e] of await batchEffectOf(effect)!.check(tx, contexts))
      answers.set(id, failure(id, e, lang));
  }
  const going = planned.filter((p) => !answers.has(p.item.id));
  if (going.length === 0) return items.map((i) => answers.get(i.id)!);

  const versions = await writeMoves(tx, actor, action, going);
  // Rows are locked: a version that changed between the read and the update cannot happen; kept as a guard.
  const applied = going.filter((p) => versions.has(p.item.id));
  for (const p of going.filter((x) => !versions.has(x.item.id)))
    answers.set(p.item.id, failure(p.item.id, moved(p.context.from, p.subject.version + 1), lang));
  if (applied.length === 0) return items.map((i) => answers.get(i.id)!);

  await runExitHooks(
    tx,
    applied.map((p) => p.context),
  );
  for (const [effect, contexts] of byEffect) {
    const still = contexts.filter((c) => versions.has(c.manuscriptId));
    await batchEffectOf(effect)!.apply(tx, still);
  }
  await countMoves(tx, applied);
  const moving = applied.filter((p) => reachesHoldPoint(p.context)).map((p) => p.item.id);
  const held = await holdIfDue(tx, notifier, actor, moving, at);
  for (const p of applied)
    answers.set(p.item.id, {
      ok: true,
      id: p.item.id,
      status: held.get(p.item.id)?.status ?? p.context.to,
      version: held.get(p.item.id)?.version ?? versions.get(p.item.id)!,
    });
  return items.map((i) => answers.get(i.id)!);
}
