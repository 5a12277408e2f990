import { auditSignAt } from '@jb/contract/auditSign';
import { ErrorCode } from '@jb/contract/errors';
import { decide, type Transition, type Who, type WorkflowAction } from '@jb/contract/transitions';
import type { ManuscriptStatus } from '@jb/contract/workflow';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { manuscriptEvents } from '../../db/schema/index.ts';
import { refuse } from '../../platform/errors.ts';
import { moveCounts } from '../manuscripts/counts.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { type Actor, whoIs } from './actor.ts';
import type { EffectContext } from './effectContext.ts';
import type { Subject } from './subjects.ts';

/**
 * The one decide-and-write path of the engine, for one manuscript (`applyAction`) and for many
 * (`applyMany`): the table's decision for each, then the status, resume status, audit sign and
 * version of all of them in one version-checked statement, their timeline events in one insert, and
 * the kept counts last. The only place a manuscript's status is written (statusWriters.test.ts).
 */

/** Someone moved the manuscript first: its status and version now (409). */
export const moved = (status: number, version: number) =>
  refuse(ErrorCode.MANUSCRIPT_MOVED, { status, version });

export interface MoveItem {
  id: number;
  /** The version the person saw; another version means someone moved the manuscript first (409). */
  version: number;
  input?: EffectContext['input'];
}

/** A decided move: the row, where it leads, and the context its effects and hooks get. */
export interface Move {
  item: MoveItem;
  subject: Subject;
  row: Transition;
  resume: ManuscriptStatus | null;
  context: EffectContext;
}

/** The table's decision for one manuscript whose scope the caller checked: the move, or the refusal thrown. */
export function decideMove(
  subject: Subject,
  actor: Actor,
  action: WorkflowAction,
  item: MoveItem,
  note: string,
  at: Date,
  notifier: Notifier,
  /** Who the table sees: the actor, except for the engine's own follow-up moves (fundHold.ts). */
  who: Who = whoIs(actor, subject),
): Move {
  const from = subject.facts.status;
  if (subject.version !== item.version) throw moved(from, subject.version);
  const d = decide(action, subject.facts, subject.config, who, note);
  if (!d.ok) throw refuse(ErrorCode.WORKFLOW_REFUSED, { reason: d.refusal, status: from });
  return {
    item,
    subject,
    row: d.row,
    resume: d.resumeStatus,
    context: {
      manuscriptId: item.id,
      subject,
      actor,
      action,
      from,
      to: d.to,
      note,
      eventId: 0,
      at,
      notifier,
      input: item.input ?? {},
    },
  };
}

/**
 * Writes the moves: each manuscript's status, resume status, audit sign and version at the version
 * seen, then one timeline event each (their ids set on the contexts). Answers the new version of each
 * manuscript written; one missing was moved by someone else meanwhile.
 */
export async function writeMoves(
  tx: Tx,
  actor: Actor,
  action: WorkflowAction,
  moves: readonly Move[],
): Promise<Map<number, number>> {
  if (moves.length === 0) return new Map();
  const signOf = (m: Move) =>
    auditSignAt(m.context.to, {
      from: m.context.from,
      action,
      expertProgress: m.subject.facts.auditScheduleStatus,
    });
  const values = sql.join(
    moves.map(
      (m) =>
        sql`(${m.item.id}::int, ${m.item.version}::int, ${m.context.to}::int, ${m.resume}::int, ${signOf(m)}::int)`,
    ),
    sql`, `,
  );
  const { rows } = (await tx.execute(sql`update manuscripts m
    set status = v.to_status, resume_status = v.resume, audit_sign = coalesce(v.sign, m.audit_sign),
      version = m.version + 1
    from (values ${values}) as v(id, version, to_status, resume, sign)
    where m.id = v.id and m.version = v.version
    returning m.id, m.version`)) as unknown as { rows: { id: number; version: number }[] };
  const versions = new Map(rows.map((r) => [Number(r.id), Number(r.version)]));
  const written = moves.filter((m) => versions.has(m.item.id));
  if (written.length === 0) return versions;
  const events = await tx
    .insert(manuscriptEvents)
    .values(
      written.map((m) => ({
        manuscriptId: m.item.id,
        action,
        fromStatus: m.context.from,
        toStatus: m.context.to,
        actorType: actor.kind,
        actorId: actor.kind === 'staff' ? actor.auth.userId : actor.author.authorId,
        note: m.context.note,
        reviewProcessId: m.subject.reviewProcessId,
        productionProcessId: m.subject.productionProcessId,
        createdAt: m.context.at,
      })),
    )
    .returning({ id: manuscriptEvents.id, manuscriptId: manuscriptEvents.manuscriptId });
  const eventOf = new Map(events.map((e) => [e.manuscriptId, e.id]));
  for (const m of written) m.context.eventId = eventOf.get(m.item.id)!;
  return versions;
}

/** The kept counts of the moves that change status: last, as their rows are shared by a journal's manuscripts. */
export async function countMoves(tx: Tx, moves: readonly Move[]): Promise<void> {
  const key = (s: Subject, status: number) => ({
    pressId: s.pressId,
    journalId: s.journalId,
    columnId: s.columnId,
    submittedAt: s.submittedAt,
    status,
  });
  await moveCounts(
    tx,
    moves
      .filter((m) => m.context.from !== m.context.to)
      .map((m) => ({ from: key(m.subject, m.context.from), to: key(m.subject, m.context.to) })),
  );
}
