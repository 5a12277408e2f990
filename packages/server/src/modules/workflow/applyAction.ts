import { ErrorCode, type FieldError } from '@jb/contract/errors';
import { type Lang, pick } from '@jb/contract/i18n';
import { fenToYuan } from '@jb/contract/money';
import { ENTRY_EFFECTS, REFUSAL_TEXT, type Refusal, type WorkflowAction } from '@jb/contract/transitions';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { type Actor, assertInScope } from './actor.ts';
import type { WorkflowDeps } from './deps.ts';
import type { EffectContext } from './effectContext.ts';
import { holdIfDue, reachesHoldPoint } from './fundHold.ts';
import { effectOf, runExitHooks } from './registry.ts';
import { loadSubjects } from './subjects.ts';
import { countMoves, decideMove, moved, writeMoves } from './writeMoves.ts';

export { moved } from './writeMoves.ts';

export interface ActionRequest {
  id: number;
  /** The version the person saw; another version means someone moved the manuscript first (409). */
  version: number;
  note?: string;
  input?: EffectContext['input'];
  /** When it happened: now, except for the demo seed's history. */
  at?: Date;
}

export interface ActionResult {
  id: number;
  status: number;
  version: number;
}

/**
 * The one function that changes a manuscript's status (ARCHITECTURE "Manuscript workflow"): scope,
 * the table's decision (status, permission, guard, reason), the optimistic version check, the
 * update, the timeline event and the row's side effect, all in one transaction.
 */
export async function applyAction(
  deps: WorkflowDeps,
  actor: Actor,
  action: WorkflowAction,
  req: ActionRequest,
): Promise<ActionResult> {
  return deps.db.transaction((tx) => applyIn(tx, deps.notifier, actor, action, req));
}

/**
 * `applyAction` inside the caller's transaction: for a change that moves a manuscript as one part of
 * a larger one (a bank remittance matched to several orders, one of them a prepaid fee). The decision
 * and the write are the batch's (writeMoves.ts); the row's effect, the entry effect and the author's
 * notice follow one at a time.
 */
export async function applyIn(
  tx: Tx,
  notifier: Notifier,
  actor: Actor,
  action: WorkflowAction,
  req: ActionRequest,
): Promise<ActionResult> {
  const subject = (await loadSubjects(tx, [req.id])).get(req.id);
  if (!subject) throw new AppError(ErrorCode.NOT_FOUND);
  await assertInScope(tx, actor, subject);
  const note = req.note?.trim() ?? '';
  const move = decideMove(subject, actor, action, req, note, req.at ?? new Date(), notifier);
  const version = (await writeMoves(tx, actor, action, [move])).get(req.id);
  if (version === undefined) {
    const now = (await loadSubjects(tx, [req.id])).get(req.id)!;
    throw moved(now.facts.status, now.version);
  }
  const { context, row } = move;
  await runExitHooks(tx, [context]);
  if (row.effect) await effectOf(row.effect)(tx, context);
  const entry = context.from === context.to ? undefined : ENTRY_EFFECTS[context.to];
  if (entry) await effectOf(entry)(tx, context);
  if (row.notify && !context.noticeByJob) {
    const amountFen = req.input?.remittance?.amountFen;
    await notifier.toAuthor(tx, req.id, row.notify, {
      reason: note,
      amount: amountFen === undefined ? '' : fenToYuan(amountFen),
    });
  }
  await countMoves(tx, [move]);
  // Reaching the stage its process holds funds from, a manuscript whose fund waits goes on to 600.
  const held = reachesHoldPoint(context)
    ? (await holdIfDue(tx, notifier, actor, [req.id])).get(req.id)
    : undefined;
  return { id: req.id, status: held?.status ?? context.to, version: held?.version ?? version };
}

export type BatchResult =
  | ({ ok: true } & ActionResult)
  | {
      ok: false;
      id: number;
      code: number;
      message: string;
      reason: string | null;
      status: number | null;
      /** The field of a validation refusal (the page budget's `confirmOverBudget`), else null. */
      field: string | null;
    };

/**
 * The same action on many manuscripts, each in its own transaction: one refusal does not undo the
 * others, and each id gets its own answer.
 */
export async function applyBatch(
  deps: WorkflowDeps,
  actor: Actor,
  action: WorkflowAction,
  items: readonly { id: number; version: number }[],
  note: string,
  lang: Lang,
  input?: ActionRequest['input'],
): Promise<BatchResult[]> {
  const results: BatchResult[] = [];
  for (const item of items) {
    try {
      results.push({ ok: true, ...(await applyAction(deps, actor, action, { ...item, note, input })) });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      results.push(failure(item.id, e, lang));
    }
  }
  return results;
}

/** One manuscript's refusal in a batch: its code, the words, the table's reason and the status it is at. */
export function failure(id: number, e: AppError, lang: Lang): BatchResult {
  const data = (e.data ?? {}) as { reason?: string; status?: number; fields?: FieldError[] };
  const field = data.fields?.[0];
  return {
    ok: false,
    id,
    code: e.code,
    // The table's reason, or the field's own words (a person over their cap), or the code's.
    message: data.reason
      ? pick(REFUSAL_TEXT[data.reason as Refusal], lang)
      : field
        ? pick(field, lang)
        : e.message_(lang),
    reason: data.reason ?? null,
    status: data.status ?? null,
    field: field?.path ?? null,
  };
}
