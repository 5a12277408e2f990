import {
  DEFAULT_FUND_AUDIT,
  type FundAuditSetting,
  type ProductionStepSetting,
  type ReviewStageSetting,
} from '@jb/contract/schemas/processes';
import { PRODUCTION_STEPS, REVIEW_STAGES, reviewPath } from '@jb/contract/workflow';
import { and, desc, eq, gt, inArray, isNull, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  auditTemplates,
  editorGroups,
  productionProcesses,
  reviewProcesses,
  users,
} from '../../db/schema/index.ts';
import { errors } from '../../platform/errors.ts';
import { lockFor } from '../../platform/locks.ts';

type Table = typeof reviewProcesses | typeof productionProcesses;

const kindOf = (table: Table) => (table === reviewProcesses ? 'review' : 'production');

export const DEFAULT_STAGES: ReviewStageSetting[] = REVIEW_STAGES.map((s) => ({
  key: s.key,
  enabled: true,
  groupId: null,
  templateId: null,
}));
export const DEFAULT_STEPS: ProductionStepSetting[] = PRODUCTION_STEPS.map((s) => ({
  key: s.key,
  enabled: true,
}));

const journalIs = (table: Table, journalId: number | null) =>
  journalId === null ? isNull(table.journalId) : eq(table.journalId, journalId);

/** The newest version for the journal, else the press default, else the built-in default. */
async function newest(db: Db | Tx, table: Table, pressId: number, journalId: number | null) {
  for (const scope of journalId === null ? [null] : [journalId, null]) {
    const rows = await db
      .select({ row: table, createdByName: users.name })
      .from(table)
      .leftJoin(users, eq(users.id, table.createdBy))
      .where(and(eq(table.pressId, pressId), journalIs(table, scope)))
      .orderBy(desc(table.version))
      .limit(1);
    if (rows[0]) return { ...rows[0], inherited: scope !== journalId };
  }
  return null;
}

/** A version someone saved; the stored built-in default (version 0) reads as no saved version. */
function saved<F extends { row: { version: number } }>(found: F | null): F | null {
  return found && found.row.version > 0 ? found : null;
}

export async function currentReviewProcess(db: Db | Tx, pressId: number, journalId: number | null) {
  const found = saved(await newest(db, reviewProcesses, pressId, journalId));
  const row = found?.row as typeof reviewProcesses.$inferSelect | undefined;
  const stages = (row?.stages as ReviewStageSetting[] | undefined) ?? DEFAULT_STAGES;
  return {
    id: row?.id ?? null,
    journalId,
    version: row?.version ?? 0,
    stages,
    fundAudit: (row?.fundAudit as FundAuditSetting | undefined) ?? DEFAULT_FUND_AUDIT,
    path: reviewPath(stages),
    createdAt: row?.createdAt.toISOString() ?? null,
    createdByName: found?.createdByName ?? null,
    inherited: found ? found.inherited : true,
  };
}

export async function currentProductionProcess(db: Db | Tx, pressId: number, journalId: number | null) {
  const found = saved(await newest(db, productionProcesses, pressId, journalId));
  const row = found?.row as typeof productionProcesses.$inferSelect | undefined;
  return {
    id: row?.id ?? null,
    journalId,
    version: row?.version ?? 0,
    steps: (row?.steps as ProductionStepSetting[] | undefined) ?? DEFAULT_STEPS,
    createdAt: row?.createdAt.toISOString() ?? null,
    inherited: found ? found.inherited : true,
  };
}

/** Each key once, in the catalogue's order; stages that are not optional stay on. */
function normalise<T extends { key: string; enabled: boolean }>(
  catalogue: { key: string; optional: boolean }[],
  given: T[],
  field: string,
): T[] {
  const byKey = new Map(given.map((g) => [g.key, g]));
  if (byKey.size !== catalogue.length) throw errors.field(field, 'invalid');
  return catalogue.map((c, i) => {
    const g = byKey.get(c.key);
    if (!g || (!c.optional && !g.enabled)) throw errors.field(`${field}.${i}.enabled`, 'invalid');
    return g;
  });
}

/**
 * The next version of a scope, under a lock of the press's saves of this kind held to the commit,
 * so two concurrent saves never pick the same number (the unique index stays the last word).
 */
async function nextVersion(tx: Tx, table: Table, pressId: number, journalId: number | null): Promise<number> {
  await lockFor(tx, kindOf(table) === 'review' ? 'reviewProcess' : 'productionProcess', pressId);
  const [row] = await tx
    .select({ v: max(table.version) })
    .from(table)
    .where(and(eq(table.pressId, pressId), journalIs(table, journalId)));
  return (row?.v ?? 0) + 1;
}

/**
 * A new version of the review process; groups and templates must be the press's own, and a hold at
 * the fund audit starts from a stage that is on. Without a fund audit setting the one in force stays.
 */
export async function saveReviewProcess(
  db: Db,
  actorId: number,
  pressId: number,
  journalId: number | null,
  given: ReviewStageSetting[],
  givenFundAudit?: FundAuditSetting,
) {
  const stages = normalise(REVIEW_STAGES, given, 'stages');
  const fundAudit = givenFundAudit ?? (await currentReviewProcess(db, pressId, journalId)).fundAudit;
  if (fundAudit.hold && !stages.some((s) => s.key === fundAudit.at && s.enabled))
    throw errors.field('fundAudit.at', 'invalid');
  return db.transaction(async (tx) => {
    const groupIds = [...new Set(stages.flatMap((s) => (s.groupId ? [s.groupId] : [])))];
    if (groupIds.length) {
      const found = await tx
        .select({ id: editorGroups.id })
        .from(editorGroups)
        .where(and(inArray(editorGroups.id, groupIds), eq(editorGroups.pressId, pressId)));
      if (found.length !== groupIds.length) throw errors.field('stages', 'invalid');
    }
    const templateIds = [...new Set(stages.flatMap((s) => (s.templateId ? [s.templateId] : [])))];
    if (templateIds.length) {
      const found = await tx
        .select({ id: auditTemplates.id })
        .from(auditTemplates)
        .where(and(inArray(auditTemplates.id, templateIds), eq(auditTemplates.pressId, pressId)));
      if (found.length !== templateIds.length) throw errors.field('stages', 'invalid');
    }
    const version = await nextVersion(tx, reviewProcesses, pressId, journalId);
    await tx
      .insert(reviewProcesses)
      .values({ pressId, journalId, version, stages, fundAudit, createdBy: actorId });
    return currentReviewProcess(tx, pressId, journalId);
  });
}

export async function saveProductionProcess(
  db: Db,
  actorId: number,
  pressId: number,
  journalId: number | null,
  given: ProductionStepSetting[],
) {
  const steps = normalise(PRODUCTION_STEPS, given, 'steps');
  return db.transaction(async (tx) => {
    const version = await nextVersion(tx, productionProcesses, pressId, journalId);
    await tx.insert(productionProcesses).values({ pressId, journalId, version, steps, createdBy: actorId });
    return currentProductionProcess(tx, pressId, journalId);
  });
}

async function processVersions(db: Db, table: Table, pressId: number, journalId: number | null) {
  const rows = await db
    .select({ id: table.id, version: table.version, createdAt: table.createdAt, createdByName: users.name })
    .from(table)
    .innerJoin(users, eq(users.id, table.createdBy))
    .where(and(eq(table.pressId, pressId), journalIs(table, journalId), gt(table.version, 0)))
    .orderBy(desc(table.version));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** The saved versions of a scope's own review process, newest first. */
export const reviewProcessVersions = (db: Db, pressId: number, journalId: number | null) =>
  processVersions(db, reviewProcesses, pressId, journalId);

/** The saved versions of a scope's own production process, newest first. */
export const productionProcessVersions = (db: Db, pressId: number, journalId: number | null) =>
  processVersions(db, productionProcesses, pressId, journalId);

/**
 * The process rows a manuscript submitted now follows: the journal's newest, else the press
 * default's; with neither, the built-in default stored as the press's version 0 (once).
 */
export async function processesInForce(tx: Tx, pressId: number, journalId: number) {
  const review = (await inForce(
    tx,
    reviewProcesses,
    pressId,
    journalId,
  )) as typeof reviewProcesses.$inferSelect;
  const production = await inForce(tx, productionProcesses, pressId, journalId);
  return {
    review: {
      id: review.id,
      version: review.version,
      path: reviewPath(review.stages as ReviewStageSetting[]),
    },
    production: { id: production.id, version: production.version },
  };
}

async function inForce(tx: Tx, table: Table, pressId: number, journalId: number) {
  const found = await newest(tx, table, pressId, journalId);
  if (found) return found.row;
  // Concurrent first submissions: one stores it, the others wait on the unique index and skip.
  if (table === reviewProcesses)
    await tx
      .insert(reviewProcesses)
      .values({ pressId, journalId: null, version: 0, stages: DEFAULT_STAGES })
      .onConflictDoNothing();
  else
    await tx
      .insert(productionProcesses)
      .values({ pressId, journalId: null, version: 0, steps: DEFAULT_STEPS })
      .onConflictDoNothing();
  const stored = await newest(tx, table, pressId, journalId);
  if (!stored) throw new Error(`no ${kindOf(table)} process for press ${pressId}`);
  return stored.row;
}
