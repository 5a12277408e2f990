import { auditSignAt } from '@jb/contract/auditSign';
import { ErrorCode } from '@jb/contract/errors';
import type { Lang } from '@jb/contract/i18n';
import {
  decide,
  type EffectName,
  ENTRY_EFFECTS,
  type Transition,
  type WorkflowAction,
} from '@jb/contract/transitions';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { manuscriptEvents, manuscripts } from '../../db/schema/index.ts';
import { AppError, errors, refuse } from '../../platform/errors.ts';
import { moveCounts } from '../manuscripts/counts.ts';
import { allocateMany } from '../review/allocateMany.ts';
import { leaveStages } from '../review/records.ts';
import { type Actor, assertInScope, whoIs } from './actor.ts';
import { type ActionRequest, type BatchResult, failure, moved } from './applyAction.ts';
import type { WorkflowDeps } from './deps.ts';
import type { EffectContext } from './effectContext.ts';
import { loadSubjects, type Subject } from './subjects.ts';

/**
 * An effect in its batch form: every manuscript checked before anything is written (what would
 * refuse one refuses it alone), then written for all of them at once.
 */
export interface BatchEffect {
  check(tx: Tx, items: readonly EffectContext[]): Promise<Map<number, AppError>>;
  apply(tx: Tx, items: readonly EffectContext[]): Promise<void>;
}

/** The effects that have a batch form (the others go one manuscript at a time: `applyBatch`). */
export const BATCH_EFFECTS: Partial<Record<EffectName, BatchEffect>> = { assign: allocateMany };

type Item = Pick<ActionRequest, 'id' | 'version' | 'input'>;

/**
 * The same action on many manuscripts in one transaction, set-based: the rows locked in id order
 * (two batches over the same manuscripts never deadlock), one read of them, the table's decision
 * and the effect's checks for each, then one statement per kind of row for all that pass (status
 * and version, events, the stage left, the effect, the counts). Each manuscript gets its own answer,
 * as `applyBatch` gives: one refused, or moved by someone first, does not stop the others.
 */
export async function applyMany(
  deps: WorkflowDeps,
  actor: Actor,
  action: WorkflowAction,
  items: readonly Item[],
  lang: Lang,
  note = '',
): Promise<BatchResult[]> {
  return deps.db.transaction(async (tx) => {
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
    const planned: {
      item: Item;
      subject: Subject;
      row: Transition;
      context: EffectContext;
      resume: number | null;
    }[] = [];
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
        if (subject.version !== item.version) throw moved(subject.facts.status, subject.version);
        const d = decide(action, subject.facts, subject.config, whoIs(actor, subject), note);
        if (!d.ok)
          throw refuse(ErrorCode.WORKFLOW_REFUSED, { reason: d.refusal, status: subject.facts.status });
        planned.push({
          item,
          subject,
          row: d.row as Transition,
          resume: d.resumeStatus,
          context: {
            manuscriptId: item.id,
            subject,
            actor,
            action,
            from: subject.facts.status,
            to: d.to,
            note,
            eventId: 0,
            at,
            notifier: deps.notifier,
            input: item.input ?? {},
          },
        });
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
      if (!p.row.effect) continue;
      if (!BATCH_EFFECTS[p.row.effect] || p.row.notify) throw new Error(`${action} has no batch form`);
      byEffect.set(p.row.effect, [...(byEffect.get(p.row.effect) ?? []), p.context]);
    }
    for (const [effect, contexts] of byEffect) {
      for (const [id, e] of await BATCH_EFFECTS[effect]!.check(tx, contexts))
        answers.set(id, failure(id, e, lang));
    }
    const going = planned.filter((p) => !answers.has(p.item.id));
    if (going.length === 0) return items.map((i) => answers.get(i.id)!);

    // The audit status each lands with (null: kept), as applyAction writes it.
    const signOf = (p: (typeof going)[number]) =>
      auditSignAt(p.context.to, {
        from: p.context.from,
        action,
        expertProgress: p.subject.facts.auditScheduleStatus,
      });
    const values = sql.join(
      going.map(
        (p) =>
          sql`(${p.item.id}::int, ${p.item.version}::int, ${p.context.to}::int, ${p.resume}::int, ${signOf(p)}::int)`,
      ),
      sql`, `,
    );
    const { rows: updated } = (await tx.execute(sql`update manuscripts m
      set status = v.to_status, resume_status = v.resume, audit_sign = coalesce(v.sign, m.audit_sign),
        version = m.version + 1
      from (values ${values}) as v(id, version, to_status, resume, sign)
      where m.id = v.id and m.version = v.version
      returning m.id, m.version`)) as unknown as { rows: { id: number; version: number }[] };
    const versions = new Map(updated.map((r) => [Number(r.id), Number(r.version)]));
    // Rows are locked: a version that changed between the read and the update cannot happen; kept as a guard.
    const applied = going.filter((p) => versions.has(p.item.id));
    for (const p of going.filter((x) => !versions.has(x.item.id)))
      answers.set(p.item.id, failure(p.item.id, moved(p.context.from, p.subject.version + 1), lang));
    if (applied.length === 0) return items.map((i) => answers.get(i.id)!);

    const events = await tx
      .insert(manuscriptEvents)
      .values(
        applied.map((p) => ({
          manuscriptId: p.item.id,
          action,
          fromStatus: p.context.from,
          toStatus: p.context.to,
          actorType: actor.kind,
          actorId: actor.kind === 'staff' ? actor.auth.userId : actor.author.authorId,
          note,
          reviewProcessId: p.subject.reviewProcessId,
          productionProcessId: p.subject.productionProcessId,
          createdAt: at,
        })),
      )
      .returning({ id: manuscriptEvents.id, manuscriptId: manuscriptEvents.manuscriptId });
    const eventOf = new Map(events.map((e) => [e.manuscriptId, e.id]));
    for (const p of applied) p.context.eventId = eventOf.get(p.item.id)!;
    await leaveStages(
      tx,
      applied.map((p) => p.context),
    );
    for (const [effect, contexts] of byEffect) {
      const still = contexts.filter((c) => versions.has(c.manuscriptId));
      await BATCH_EFFECTS[effect]!.apply(tx, still);
    }
    // Counts last: their rows are shared, so their locks are held only for the commit.
    const key = (s: Subject, status: number) => ({
      pressId: s.pressId,
      journalId: s.journalId,
      columnId: s.columnId,
      submittedAt: s.submittedAt,
      status,
    });
    await moveCounts(
      tx,
      applied
        .filter((p) => p.context.from !== p.context.to)
        .map((p) => ({ from: key(p.subject, p.context.from), to: key(p.subject, p.context.to) })),
    );
    for (const p of applied)
      answers.set(p.item.id, {
        ok: true,
        id: p.item.id,
        status: p.context.to,
        version: versions.get(p.item.id)!,
      });
    return items.map((i) => answers.get(i.id)!);
  });
}
