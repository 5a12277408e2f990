import { ErrorCode } from '@jb/contract/errors';
import {
  type JournalRow,
  JournalStatus,
  type journalListQuery,
  type journalSaveBody,
  type journalUpdateBody,
  type proofRoundsBody,
} from '@jb/contract/schemas/journals';
import { and, count, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import {
  journalReviews,
  journalSubjects,
  journals,
  merchants,
  presses,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors, refuse } from '../../platform/errors.ts';
import { containsPattern, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { lockFor } from '../../platform/locks.ts';
import { ref } from '../../platform/sqlRef.ts';
import { assignedCondition, ownPress, pressCondition, requireJournal } from '../../platform/tenancy.ts';
import { updateAtVersion } from '../../platform/versioned.ts';
import { allPressSubjects } from '../subjects/queries.ts';

const SORTS = { createdAt: journals.createdAt, name: journals.name, status: journals.status };
const subjectIds = sql<
  number[]
>`coalesce((select array_agg(${ref(journalSubjects.subjectId)} order by ${ref(journalSubjects.subjectId)})
  from ${journalSubjects} where ${ref(journalSubjects.journalId)} = ${ref(journals.id)}), '{}')`;

/** The actions a journal row offers the caller, from permissions and the journal's state. */
function actionsFor(auth: AuthContext, status: number): string[] {
  const p = auth.permissions;
  const acts: string[] = [];
  if (p.has('manage.periodicalManagement.edit')) acts.push('edit');
  if (p.has('manage.periodicalManagement.fee')) acts.push('fees');
  const applicable = status === JournalStatus.DRAFT || status === JournalStatus.REJECTED;
  if (p.has('manage.periodicalManagement.apply') && applicable) acts.push('apply');
  if (p.has('manage.journalReview.decide') && status === JournalStatus.REVIEW) acts.push('audit');
  return acts;
}

const rowSelect = {
  id: journals.id,
  pressId: journals.pressId,
  pressName: presses.name,
  code: journals.code,
  name: journals.name,
  issn: journals.issn,
  cn: journals.cn,
  sponsor: journals.sponsor,
  frequency: journals.frequency,
  subjectIds,
  payeeMerchantId: journals.payeeMerchantId,
  payeeMerchantName: merchants.name,
  proofRounds: journals.proofRounds,
  noticeLang: journals.noticeLang,
  doiPrefix: journals.doiPrefix,
  doiPattern: journals.doiPattern,
  articlePageLimit: journals.articlePageLimit,
  authorProofreads: journals.authorProofreads,
  status: journals.status,
  createdAt: journals.createdAt,
  version: journals.version,
};

function base(db: Db | Tx) {
  return db
    .select(rowSelect)
    .from(journals)
    .innerJoin(presses, eq(presses.id, journals.pressId))
    .leftJoin(merchants, eq(merchants.id, journals.payeeMerchantId));
}

function present(
  auth: AuthContext,
  r: Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number],
): JournalRow {
  return {
    ...r,
    subjectIds: (r.subjectIds ?? []).map(Number),
    noticeLang: r.noticeLang === 'en-US' ? 'en-US' : 'zh-CN',
    createdAt: r.createdAt.toISOString(),
    actions: actionsFor(auth, r.status),
  };
}

export async function listJournals(db: Db, auth: AuthContext, q: z.infer<typeof journalListQuery>) {
  const where = and(
    pressCondition(auth, journals.pressId),
    assignedCondition(auth),
    q.pressId ? eq(journals.pressId, q.pressId) : undefined,
    q.status === undefined ? undefined : eq(journals.status, q.status),
    q.keyword
      ? or(
          ilike(journals.name, containsPattern(q.keyword)),
          ilike(journals.issn, containsPattern(q.keyword)),
          ilike(journals.cn, containsPattern(q.keyword)),
        )
      : undefined,
  );
  const [rows, total] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...orderOf(q, SORTS[q.sort], journals.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(journals).where(where),
  ]);
  return pageOf(
    rows.map((r) => present(auth, r)),
    Number(total[0]?.n ?? 0),
    q,
  );
}

/** What forms need to choose a journal: my journals (my press's, or those assigned to me), or the press a platform operator names. */
export function journalOptions(db: Db, auth: AuthContext, pressId: number | undefined) {
  return db
    .select({
      id: journals.id,
      name: journals.name,
      pressId: journals.pressId,
      frequency: journals.frequency,
      proofRounds: journals.proofRounds,
      status: journals.status,
      version: journals.version,
    })
    .from(journals)
    .where(
      and(
        pressCondition(auth, journals.pressId),
        assignedCondition(auth),
        pressId ? eq(journals.pressId, pressId) : undefined,
      ),
    )
    .orderBy(journals.pressId, journals.id);
}

/** One journal as the detail screen shows it: of my press, and of my journals when I am assigned some. */
export async function journalDetail(db: Db, auth: AuthContext, id: number): Promise<JournalRow> {
  const rows = await base(db).where(
    and(eq(journals.id, id), pressCondition(auth, journals.pressId), assignedCondition(auth)),
  );
  if (!rows[0]) throw errors.notFound();
  return present(auth, rows[0]);
}

/** The merchant must be an active merchant of the journal's press; subjects must exist. */
async function checkRefs(tx: Tx, pressId: number, body: z.infer<typeof journalSaveBody>) {
  if (body.payeeMerchantId) {
    const m = await tx
      .select({ id: merchants.id })
      .from(merchants)
      .where(
        and(
          eq(merchants.id, body.payeeMerchantId),
          eq(merchants.pressId, pressId),
          isNull(merchants.deletedAt),
        ),
      );
    if (!m.length) throw errors.field('payeeMerchantId', 'invalid');
  }
  const ids = [...new Set(body.subjectIds)];
  if (!(await allPressSubjects(tx, pressId, ids))) throw errors.field('subjectIds', 'invalid');
  return ids;
}

async function writeSubjects(tx: Tx, journalId: number, ids: number[]) {
  await tx.delete(journalSubjects).where(eq(journalSubjects.journalId, journalId));
  if (ids.length) await tx.insert(journalSubjects).values(ids.map((subjectId) => ({ journalId, subjectId })));
}

/** The journal's own fields of a save (empty ISSN and CN stored as none). */
function journalFields(body: z.infer<typeof journalSaveBody>) {
  const {
    code,
    name,
    sponsor,
    frequency,
    payeeMerchantId,
    noticeLang,
    doiPrefix,
    doiPattern,
    articlePageLimit,
    authorProofreads,
  } = body;
  return {
    code,
    name,
    issn: body.issn || null,
    cn: body.cn || null,
    sponsor,
    frequency,
    payeeMerchantId,
    // Absent: the column's default on a new journal, unchanged on an edit.
    ...(noticeLang ? { noticeLang } : {}),
    ...(doiPrefix === undefined ? {} : { doiPrefix }),
    ...(doiPattern === undefined ? {} : { doiPattern }),
    ...(articlePageLimit === undefined ? {} : { articlePageLimit }),
    ...(authorProofreads === undefined ? {} : { authorProofreads }),
  };
}

/** Journal codes are unique across the platform: a taken one is refused on the form's field. */
async function assertCodeFree(tx: Tx, code: string, exceptId?: number) {
  const rows = await tx.select({ id: journals.id }).from(journals).where(eq(journals.code, code));
  if (rows.some((r) => r.id !== exceptId)) throw errors.field('code', 'journal.codeTaken');
}

/**
 * A DOI prefix belongs to the press that registered it with Crossref: its journals share it, another
 * press's journal may not take it (its DOIs would be minted under the other's name). Saves giving a
 * prefix take its lock first, so two presses cannot both take a free one at once.
 */
async function assertDoiPrefixOwned(tx: Tx, pressId: number, prefix: string | undefined) {
  if (!prefix) return;
  await lockFor(tx, 'doiPrefix', Number(prefix.slice(3)));
  const [other] = await tx
    .select({ id: journals.id })
    .from(journals)
    .where(and(eq(journals.doiPrefix, prefix), ne(journals.pressId, pressId)))
    .limit(1);
  if (other) throw errors.field('doiPrefix', 'journal.doiPrefixTaken');
}

/** A save that lost a race for the code to another one hits the unique index: the same refusal. */
function codeRace(e: unknown): never {
  const pg = (e as { cause?: { code?: string; constraint?: string } }).cause ?? (e as { code?: string });
  if (pg.code === '23505' && (pg as { constraint?: string }).constraint === 'journals_code_key')
    throw errors.field('code', 'journal.codeTaken');
  throw e;
}

/** A new journal starts as a draft; it takes submissions only after passing journal review. */
export async function createJournal(db: Db, auth: AuthContext, body: z.infer<typeof journalSaveBody>) {
  const pressId = ownPress(auth, body.pressId);
  return db
    .transaction(async (tx) => {
      const ids = await checkRefs(tx, pressId, body);
      await assertCodeFree(tx, body.code);
      await assertDoiPrefixOwned(tx, pressId, body.doiPrefix);
      const [row] = await tx
        .insert(journals)
        .values({ pressId, ...journalFields(body), status: JournalStatus.DRAFT })
        .returning({ id: journals.id });
      await writeSubjects(tx, row!.id, ids);
      return { id: row!.id };
    })
    .catch(codeRace);
}

export async function updateJournal(db: Db, auth: AuthContext, body: z.infer<typeof journalUpdateBody>) {
  await db
    .transaction(async (tx) => {
      const current = await requireJournal(tx, auth, body.id);
      const ids = await checkRefs(tx, current.pressId, body);
      await assertCodeFree(tx, body.code, body.id);
      await assertDoiPrefixOwned(tx, current.pressId, body.doiPrefix);
      await updateAtVersion(tx, journals, body, journalFields(body));
      await writeSubjects(tx, body.id, ids);
    })
    .catch(codeRace);
}

/**
 * Journal review: the press applies (draft or rejected → under review); the platform passes
 * (→ open) or rejects with a reason (→ rejected). Every step is a history row, in one transaction.
 */
export async function reviewStep(
  db: Db,
  auth: AuthContext,
  journalId: number,
  step: 'apply' | 'pass' | 'reject',
  reason = '',
) {
  const from = step === 'apply' ? [JournalStatus.DRAFT, JournalStatus.REJECTED] : [JournalStatus.REVIEW];
  const to =
    step === 'apply' ? JournalStatus.REVIEW : step === 'pass' ? JournalStatus.OPEN : JournalStatus.REJECTED;
  if (step === 'reject' && !reason) throw errors.field('reason', 'required');
  await db.transaction(async (tx) => {
    await requireJournal(tx, auth, journalId);
    const updated = await tx
      .update(journals)
      .set({ status: to, version: sql`${journals.version} + 1` })
      .where(and(eq(journals.id, journalId), inArray(journals.status, from)))
      .returning({ id: journals.id });
    if (!updated.length) throw refuse(ErrorCode.JOURNAL_STATE);
    await tx.insert(journalReviews).values({ journalId, action: step, reason, actorId: auth.userId });
  });
}

export async function reviewHistory(db: Db, auth: AuthContext, journalId: number) {
  await requireJournal(db, auth, journalId);
  const rows = await db
    .select({
      id: journalReviews.id,
      action: journalReviews.action,
      reason: journalReviews.reason,
      actorName: users.name,
      createdAt: journalReviews.createdAt,
    })
    .from(journalReviews)
    .innerJoin(users, eq(users.id, journalReviews.actorId))
    .where(eq(journalReviews.journalId, journalId))
    .orderBy(journalReviews.createdAt, journalReviews.id);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Changes journal columns under a version check (a stale version is refused). */
export async function bumpJournal(
  db: Db | Tx,
  id: number,
  version: number,
  set: Partial<typeof journals.$inferInsert>,
) {
  await updateAtVersion(db, journals, { id, version }, set);
}

export async function setProofRounds(db: Db, auth: AuthContext, body: z.infer<typeof proofRoundsBody>) {
  await requireJournal(db, auth, body.journalId);
  const { proofRounds, authorProofreads } = body;
  await bumpJournal(db, body.journalId, body.version, {
    proofRounds,
    ...(authorProofreads === undefined ? {} : { authorProofreads }),
  });
}
