import { auditSignAt } from '@jb/contract/auditSign';
import { ErrorCode, type FieldError } from '@jb/contract/errors';
import { type Lang, pick } from '@jb/contract/i18n';
import { fenToYuan } from '@jb/contract/money';
import {
  decide,
  ENTRY_EFFECTS,
  REFUSAL_TEXT,
  type Refusal,
  type Transition,
  type WorkflowAction,
} from '@jb/contract/transitions';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { manuscriptEvents, manuscripts } from '../../db/schema/index.ts';
import { AppError, refuse } from '../../platform/errors.ts';
import { moveCount } from '../manuscripts/counts.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { leaveStage } from '../review/records.ts';
import { type Actor, assertInScope, whoIs } from './actor.ts';
import type { WorkflowDeps } from './deps.ts';
import { EFFECTS, type EffectContext } from './effects.ts';
import { loadSubjects } from './subjects.ts';

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

/** Someone moved the manuscript first: its status and version now (409). */
export const moved = (status: number, version: number) =>
  refuse(ErrorCode.MANUSCRIPT_MOVED, { status, version });

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
 * a larger one (a bank remittance matched to several orders, one of them a prepaid fee).
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
  const from = subject.facts.status;
  if (subject.version !== req.version) throw moved(from, subject.version);
  const note = req.note?.trim() ?? '';
  const d = decide(action, subject.facts, subject.config, whoIs(actor, subject), note);
  if (!d.ok) throw refuse(ErrorCode.WORKFLOW_REFUSED, { reason: d.refusal, status: from });
  const sign = auditSignAt(d.to, { from, action, expertProgress: subject.facts.auditScheduleStatus });
  const [updated] = await tx
    .update(manuscripts)
    .set({
      status: d.to,
      resumeStatus: d.resumeStatus,
      ...(sign === null ? {} : { auditSign: sign }),
      version: sql`${manuscripts.version} + 1`,
    })
    .where(and(eq(manuscripts.id, req.id), eq(manuscripts.version, req.version)))
    .returning({ version: manuscripts.version });
  if (!updated) {
    const now = (await loadSubjects(tx, [req.id])).get(req.id)!;
    throw moved(now.facts.status, now.version);
  }
  const at = req.at ?? new Date();
  const [written] = await tx
    .insert(manuscriptEvents)
    .values({
      manuscriptId: req.id,
      action,
      fromStatus: from,
      toStatus: d.to,
      actorType: actor.kind,
      actorId: actor.kind === 'staff' ? actor.auth.userId : actor.author.authorId,
      note,
      reviewProcessId: subject.reviewProcessId,
      productionProcessId: subject.productionProcessId,
      createdAt: at,
    })
    .returning({ id: manuscriptEvents.id });
  const context: EffectContext = {
    manuscriptId: req.id,
    subject,
    actor,
    action,
    from,
    to: d.to,
    note,
    eventId: written!.id,
    at,
    notifier,
    input: req.input ?? {},
  };
  await leaveStage(tx, context);
  if (d.row.effect) await EFFECTS[d.row.effect](tx, context);
  const entry = from === d.to ? undefined : ENTRY_EFFECTS[d.to];
  if (entry) await EFFECTS[entry](tx, context);
  const event = (d.row as Transition).notify;
  if (event && !context.noticeByJob) {
    const amountFen = req.input?.remittance?.amountFen;
    await notifier.toAuthor(tx, req.id, event, {
      reason: note,
      amount: amountFen === undefined ? '' : fenToYuan(amountFen),
    });
  }
  // Counts last: their rows are shared by every manuscript of a journal and status, so the row
  // locks they take are held only for the commit.
  const counted = {
    pressId: subject.pressId,
    journalId: subject.journalId,
    columnId: subject.columnId,
    submittedAt: subject.submittedAt,
  };
  if (from !== d.to) await moveCount(tx, { ...counted, status: from }, { ...counted, status: d.to });
  return { id: req.id, status: d.to, version: updated.version };
}

export type BatchResult =
  | ({ ok: true } & ActionResult)
  | { ok: false; id: number; code: number; message: string; reason: string | null; status: number | null };

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
  };
}
