import type { EffectName } from '@jb/contract/transitions';
import type { Tx } from '../../db/client.ts';
import type { AppError } from '../../platform/errors.ts';
import type { EffectContext } from './effectContext.ts';

/**
 * What feature modules lend the engine (issue 23: the workflow module imports no feature module).
 * A module registers the effects its transition rows name, their batch forms, and hooks run when a
 * manuscript leaves a status; `registerWorkflowFeatures` (modules/workflowFeatures.ts) has every
 * module register at start.
 */

/** An effect: run in the move's transaction, after the status and the event are written. */
export type Effect = (tx: Tx, c: EffectContext) => Promise<void>;

/**
 * An effect in its batch form: every manuscript checked before anything is written (what would
 * refuse one refuses it alone), then written for all of them at once.
 */
export interface BatchEffect {
  check(tx: Tx, items: readonly EffectContext[]): Promise<Map<number, AppError>>;
  apply(tx: Tx, items: readonly EffectContext[]): Promise<void>;
}

/** Run for the moves that change status, before the rows' effects (review: the stage's allocation ends). */
export type ExitHook = (tx: Tx, moves: readonly EffectContext[]) => Promise<void>;

const effects = new Map<EffectName, { owner: string; effect: Effect }>();
const batchEffects = new Map<EffectName, BatchEffect>();
const exitHooks = new Map<string, ExitHook>();

/** A module's effects (registering again replaces its own; a second module naming one is a mistake). */
export function registerEffects(owner: string, given: Partial<Record<EffectName, Effect>>): void {
  for (const [name, effect] of Object.entries(given) as [EffectName, Effect][]) {
    const had = effects.get(name);
    if (had && had.owner !== owner)
      throw new Error(`workflow effect ${name} is ${had.owner}'s, not ${owner}'s`);
    effects.set(name, { owner, effect });
  }
}

export function registerBatchEffect(name: EffectName, effect: BatchEffect): void {
  batchEffects.set(name, effect);
}

/** A hook run on every status change, named by its module (registering again replaces it). */
export function registerExitHook(owner: string, hook: ExitHook): void {
  exitHooks.set(owner, hook);
}

export function effectOf(name: EffectName): Effect {
  const registered = effects.get(name);
  if (!registered) throw new Error(`no module registered the workflow effect ${name}`);
  return registered.effect;
}

export const batchEffectOf = (name: EffectName): BatchEffect | undefined => batchEffects.get(name);

/** The exit hooks for the moves that change status. */
export async function runExitHooks(tx: Tx, moves: readonly EffectContext[]): Promise<void> {
  const leaving = moves.filter((m) => m.from !== m.to);
  if (leaving.length === 0) return;
  for (const hook of exitHooks.values()) await hook(tx, leaving);
}

/** The effect names no module registered (the start refuses to serve with any). */
export const missingEffects = (all: readonly EffectName[]): EffectName[] =>
  all.filter((n) => !effects.has(n));
