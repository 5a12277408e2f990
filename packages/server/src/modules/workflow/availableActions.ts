import { availableActions, type WorkflowAction } from '@jb/contract/transitions';
import type { Db, Tx } from '../../db/client.ts';
import { type Actor, whoIs } from './actor.ts';
import { loadSubjects } from './subjects.ts';

/**
 * The actions the actor may take now on each of some manuscripts (rows already in the actor's
 * scope): the same table and facts `applyAction` decides with, read once for the whole page.
 */
export async function actionsOf(
  db: Db | Tx,
  actor: Actor,
  ids: readonly number[],
): Promise<Map<number, WorkflowAction[]>> {
  const subjects = await loadSubjects(db, ids);
  return new Map(
    [...subjects.values()].map((s) => [s.id, availableActions(s.facts, s.config, whoIs(actor, s))]),
  );
}
