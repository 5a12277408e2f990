import type { expertListQuery, expertSaveBody, expertUpdateBody } from '@jb/contract/schemas/experts';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { expertProfiles, roles, subjects, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { containsPattern, offsetOf, pageOf } from '../../platform/list.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { ownPress } from '../../platform/tenancy.ts';
import { createStaffInTx } from '../staff/create.ts';
import {
  isRecordSort,
  recordFilter,
  recordJoinOn,
  recordOrder,
  recordTable,
  recordValue,
} from './listRecord.ts';
import { type ExpertRecord, recordOf, recordsOf } from './record.ts';

type ListQuery = z.infer<typeof expertListQuery>;

const columns = {
  id: users.id,
  account: users.account,
  name: users.name,
  phone: users.phone,
  email: users.email,
  title: expertProfiles.title,
  affiliation: expertProfiles.affiliation,
  subjectIds: expertProfiles.subjectIds,
  researchAreas: expertProfiles.researchAreas,
  status: expertProfiles.status,
  version: expertProfiles.version,
  bankName: expertProfiles.bankName,
  bankAccount: expertProfiles.bankAccount,
  accountName: expertProfiles.accountName,
  note: expertProfiles.note,
  createdAt: expertProfiles.createdAt,
};

type Row = Awaited<ReturnType<typeof select>>[number];

/** Rows with their subjects' names and records (counted here unless the list's query read them). */
async function decorate(db: Db, rows: Row[], known?: Map<number, ExpertRecord>) {
  const ids = rows.map((r) => r.id);
  const subjectIds = [...new Set(rows.flatMap((r) => r.subjectIds))];
  const [records, names] = await Promise.all([
    known ?? recordsOf(db, ids),
    subjectIds.length
      ? db
          .select({ id: subjects.id, name: subjects.name })
          .from(subjects)
          .where(inArray(subjects.id, subjectIds))
      : Promise.resolve([]),
  ]);
  const nameOf = new Map(names.map((s) => [s.id, s.name]));
  return rows.map(({ subjectIds: own, createdAt, ...r }) => ({
    ...r,
    createdAt: createdAt.toISOString(),
    subjects: own.filter((id) => nameOf.has(id)).map((id) => ({ id, name: nameOf.get(id)! })),
    record: records.get(r.id)!,
  }));
}

function select(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(expertProfiles)
    .innerJoin(users, eq(users.id, expertProfiles.userId))
    .where(where);
}

function scope(auth: AuthContext): SQL {
  return eq(expertProfiles.pressId, ownPress(auth, null));
}

export async function listExperts(db: Db, auth: AuthContext, q: ListQuery) {
  const pattern = q.keyword ? containsPattern(q.keyword) : null;
  const where = and(
    scope(auth),
    pattern
      ? or(
          ilike(users.name, pattern),
          ilike(expertProfiles.affiliation, pattern),
          ilike(expertProfiles.researchAreas, pattern),
        )
      : undefined,
    q.subjectId ? sql`${q.subjectId} = any(${expertProfiles.subjectIds})` : undefined,
    q.status === undefined ? undefined : eq(expertProfiles.status, Number(q.status)),
  );
  const byRecord = recordFilter(q);
  const [page, total] = await Promise.all([
    isRecordSort(q.sort) || byRecord ? pageByRecord(db, where, byRecord, q) : pageFirst(db, where, q),
    countOf(db, where, byRecord),
  ]);
  const list = await decorate(db, page.rows, page.records);
  return pageOf(
    list.map(({ bankName: _b, bankAccount: _a, accountName: _n, note: _o, ...r }) => r),
    total,
    q,
  );
}

/** The order by a column of the profile (name, or when the expert joined). */
function profileOrder(q: ListQuery) {
  return (q.order === 'asc' ? asc : desc)(q.sort === 'name' ? users.name : expertProfiles.createdAt);
}

/** Sorted by a column of the profile: the page is picked first, its records counted after (listRecord.ts). */
async function pageFirst(db: Db, where: SQL | undefined, q: ListQuery) {
  const rows = await select(db, where)
    .orderBy(profileOrder(q), asc(users.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return { rows, records: undefined };
}

/** Sorted or filtered by the record: the candidates' records joined, then the page (listRecord.ts). */
async function pageByRecord(db: Db, where: SQL | undefined, byRecord: SQL | undefined, q: ListQuery) {
  const order = isRecordSort(q.sort) ? recordOrder(q.sort, q.order) : profileOrder(q);
  const found = await db
    .select({ ...columns, record: recordValue })
    .from(expertProfiles)
    .innerJoin(users, eq(users.id, expertProfiles.userId))
    .leftJoin(recordTable(candidates(db, where)), recordJoinOn)
    .where(and(where, byRecord))
    .orderBy(order, asc(users.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return {
    rows: found.map(({ record: _r, ...row }) => row),
    records: new Map(found.map((r) => [r.id, recordOf(r.record ?? {})])),
  };
}

/** The user ids of the experts `where` keeps (the list's filters but the record's). */
function candidates(db: Db, where: SQL | undefined) {
  return db
    .select({ id: expertProfiles.userId })
    .from(expertProfiles)
    .innerJoin(users, eq(users.id, expertProfiles.userId))
    .where(where);
}

async function countOf(db: Db, where: SQL | undefined, byRecord: SQL | undefined) {
  const from = db
    .select({ n: sql<number>`count(*)::int` })
    .from(expertProfiles)
    .innerJoin(users, eq(users.id, expertProfiles.userId))
    .$dynamic();
  const [total] = await (byRecord
    ? from.leftJoin(recordTable(candidates(db, where)), recordJoinOn).where(and(where, byRecord))
    : from.where(where));
  return total!.n;
}

export async function expertDetail(db: Db, auth: AuthContext, id: number) {
  const rows = await select(db, and(scope(auth), eq(users.id, id)));
  if (!rows.length) throw errors.notFound();
  return (await decorate(db, rows))[0]!;
}

/** The press's expert role (created with the press's default roles). */
async function expertRoleId(tx: Tx, pressId: number) {
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.pressId, pressId), eq(roles.code, 'expert')));
  if (!role) throw errors.field('account', 'invalid');
  return role.id;
}

const profileOf = (b: z.infer<typeof expertUpdateBody> | z.infer<typeof expertSaveBody>) => ({
  title: b.title,
  affiliation: b.affiliation,
  subjectIds: b.subjectIds,
  researchAreas: b.researchAreas,
  bankName: b.bankName,
  bankAccount: b.bankAccount,
  accountName: b.accountName,
  status: b.status,
  note: b.note,
});

export function saveExpert(db: Db, sms: SmsSender, auth: AuthContext, body: z.infer<typeof expertSaveBody>) {
  const pressId = ownPress(auth, null);
  return db.transaction(async (tx) => {
    const roleId = await expertRoleId(tx, pressId);
    const created = await createStaffInTx(tx, sms, {
      pressId,
      account: body.account,
      name: body.name,
      phone: body.phone,
      email: body.email,
      adminType: 3,
      roleIds: [roleId],
      journalIds: [],
    });
    await tx.insert(expertProfiles).values({ userId: created.id, pressId, ...profileOf(body) });
    return created;
  });
}

export function updateExpert(db: Db, auth: AuthContext, body: z.infer<typeof expertUpdateBody>) {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(expertProfiles)
      .set({ ...profileOf(body), version: sql`${expertProfiles.version} + 1` })
      .where(
        and(
          eq(expertProfiles.userId, body.id),
          eq(expertProfiles.pressId, ownPress(auth, null)),
          eq(expertProfiles.version, body.version),
        ),
      )
      .returning({ version: expertProfiles.version });
    if (!changed.length) {
      const [exists] = await tx
        .select({ id: expertProfiles.userId })
        .from(expertProfiles)
        .where(and(eq(expertProfiles.userId, body.id), eq(expertProfiles.pressId, ownPress(auth, null))));
      throw exists ? errors.staleVersion() : errors.notFound();
    }
    await tx
      .update(users)
      .set({ name: body.name, phone: body.phone, email: body.email, updatedAt: new Date() })
      .where(eq(users.id, body.id));
    return { id: body.id, version: changed[0]!.version };
  });
}
