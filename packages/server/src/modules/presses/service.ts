import { ErrorCode } from '@jb/contract/errors';
import { ALL_PERMISSIONS, PLATFORM_ONLY_PERMISSIONS } from '@jb/contract/permissions';
import { defaultPressPermissions } from '@jb/contract/roles';
import type {
  PressDetail,
  PressRow,
  pressListQuery,
  pressSaveBody,
  pressSaveQuery,
  pressUpdateBody,
} from '@jb/contract/schemas/presses';
import { and, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { journals, merchants, platforms, presses, sessions, users } from '../../db/schema/index.ts';
import { createDefaultRoles } from '../../db/seed/demo.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors, refuse } from '../../platform/errors.ts';
import { containsPattern, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { SessionStatus } from '../../platform/sessionStore.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { ref } from '../../platform/sqlRef.ts';
import { createStaffInTx } from '../staff/create.ts';

type ListQuery = z.infer<typeof pressListQuery>;

const staffCount = sql<number>`(select count(*)::int from ${users} where ${ref(users.pressId)} = ${ref(presses.id)})`;
const journalCount = sql<number>`(select count(*)::int from ${journals} where ${ref(journals.pressId)} = ${ref(presses.id)})`;

const SORTS = {
  createdAt: presses.createdAt,
  name: presses.name,
  code: presses.code,
  staffCount,
  journalCount,
};

function actionsFor(auth: AuthContext, status: number): string[] {
  const acts: string[] = [];
  if (auth.permissions.has('manage.corporateManagement.edit')) acts.push('edit');
  if (auth.permissions.has('manage.corporateManagement.disable'))
    acts.push(status === 1 ? 'disable' : 'enable');
  return acts;
}

const rowSelect = {
  id: presses.id,
  code: presses.code,
  name: presses.name,
  contactName: presses.contactName,
  contactPhone: presses.contactPhone,
  address: presses.address,
  status: presses.status,
  staffCount,
  journalCount,
  createdAt: presses.createdAt,
  version: presses.version,
};

type RawRow = { [K in keyof typeof rowSelect]: unknown } & { status: number; createdAt: Date };

function toRow(auth: AuthContext, r: RawRow): PressRow {
  return {
    ...(r as unknown as PressRow),
    staffCount: Number(r.staffCount),
    journalCount: Number(r.journalCount),
    createdAt: r.createdAt.toISOString(),
    actions: actionsFor(auth, r.status),
  };
}

export async function listPresses(db: Db, auth: AuthContext, q: ListQuery) {
  const where = and(
    q.keyword
      ? or(ilike(presses.name, containsPattern(q.keyword)), ilike(presses.code, containsPattern(q.keyword)))
      : undefined,
    q.status === undefined ? undefined : eq(presses.status, q.status),
  );
  const [rows, total] = await Promise.all([
    db
      .select(rowSelect)
      .from(presses)
      .where(where)
      .orderBy(...orderOf(q, SORTS[q.sort], presses.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(presses).where(where),
  ]);
  return pageOf(
    rows.map((r) => toRow(auth, r as RawRow)),
    Number(total[0]?.n ?? 0),
    q,
  );
}

export async function pressDetail(db: Db, auth: AuthContext, id: number): Promise<PressDetail> {
  const rows = await db
    .select({ ...rowSelect, permissions: presses.permissions })
    .from(presses)
    .where(eq(presses.id, id));
  const row = rows[0];
  if (!row) throw errors.notFound();
  const [js, ms] = await Promise.all([
    db
      .select({ id: journals.id, name: journals.name, issn: journals.issn, status: journals.status })
      .from(journals)
      .where(eq(journals.pressId, id))
      .orderBy(journals.id),
    db
      .select({
        id: merchants.id,
        name: merchants.name,
        channel: merchants.channel,
        status: merchants.status,
      })
      .from(merchants)
      .where(and(eq(merchants.pressId, id), isNull(merchants.deletedAt)))
      .orderBy(merchants.id),
  ]);
  return { ...toRow(auth, row as RawRow), permissions: row.permissions, journals: js, merchants: ms };
}

/** What a press may be given: every permission but the platform's own. */
function checkGrantable(permissions: string[] | undefined): string[] {
  if (permissions === undefined) return defaultPressPermissions();
  const bad = permissions.filter(
    (p) => !ALL_PERMISSIONS.includes(p) || PLATFORM_ONLY_PERMISSIONS.includes(p),
  );
  if (bad.length) throw refuse(ErrorCode.PERMISSION_NOT_GRANTED, { permissions: bad });
  return [...new Set(permissions)].sort();
}

async function assertCodeFree(db: Db, code: string, exceptId?: number) {
  const rows = await db
    .select({ id: presses.id })
    .from(presses)
    .where(sql`lower(${presses.code}) = lower(${code})`);
  if (rows.some((r) => r.id !== exceptId)) throw refuse(ErrorCode.PRESS_CODE_TAKEN);
}

/**
 * Creates a press with its default roles and its first administrator (userName and phone from
 * the query, SPEC §3), who gets an initial password by SMS. One transaction.
 */
export async function createPress(
  db: Db,
  sms: SmsSender,
  query: z.infer<typeof pressSaveQuery>,
  body: z.infer<typeof pressSaveBody>,
) {
  const permissions = checkGrantable(body.permissions);
  await assertCodeFree(db, body.code);
  return db.transaction(async (tx) => {
    const [press] = await tx
      .insert(presses)
      .values({
        platformId: await ensurePlatform(tx),
        code: body.code,
        name: body.name,
        contactName: body.contactName,
        contactPhone: body.contactPhone,
        address: body.address,
        permissions,
      })
      .returning({ id: presses.id });
    const roleIds = await createDefaultRoles(tx, press!.id);
    const admin = await createStaffInTx(tx, sms, {
      pressId: press!.id,
      account: body.adminAccount,
      name: query.userName,
      phone: query.phone,
      adminType: 2,
      roleIds: [roleIds.get('pressAdmin')!],
      journalIds: [],
    });
    return { id: press!.id, adminAccount: body.adminAccount, initialPassword: admin.initialPassword };
  });
}

/** The platform row every press hangs under; made on first use on a database without demo data. */
async function ensurePlatform(tx: Tx): Promise<number> {
  const [platform] = await tx.select({ id: platforms.id }).from(platforms).orderBy(platforms.id).limit(1);
  if (platform) return platform.id;
  const [made] = await tx
    .insert(platforms)
    .values({ name: '期刊出版云平台' })
    .returning({ id: platforms.id });
  return made!.id;
}

export async function updatePress(db: Db, body: z.infer<typeof pressUpdateBody>) {
  const permissions = body.permissions === undefined ? undefined : checkGrantable(body.permissions);
  if (!(await exists(db, body.id))) throw errors.notFound();
  await assertCodeFree(db, body.code, body.id);
  const updated = await db
    .update(presses)
    .set({
      code: body.code,
      name: body.name,
      contactName: body.contactName,
      contactPhone: body.contactPhone,
      address: body.address,
      ...(permissions ? { permissions } : {}),
      version: sql`${presses.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(presses.id, body.id), eq(presses.version, body.version)))
    .returning({ id: presses.id });
  if (!updated.length) throw (await exists(db, body.id)) ? errors.staleVersion() : errors.notFound();
}

async function exists(db: Db | Tx, id: number) {
  return (await db.select({ id: presses.id }).from(presses).where(eq(presses.id, id))).length > 0;
}

/** Disabling ends every session of the press's staff at once; enabling lets them sign in again. */
export async function setPressStatus(db: Db, id: number, version: number, status: 0 | 1) {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(presses)
      .set({ status, version: sql`${presses.version} + 1`, updatedAt: new Date() })
      .where(and(eq(presses.id, id), eq(presses.version, version)))
      .returning({ id: presses.id });
    if (!updated.length) throw (await exists(tx, id)) ? errors.staleVersion() : errors.notFound();
    if (status === 0) {
      await tx
        .update(sessions)
        .set({ status: SessionStatus.ENDED, endedAt: new Date() })
        .where(
          and(
            eq(sessions.status, SessionStatus.ACTIVE),
            sql`${sessions.userId} in (select ${users.id} from ${users} where ${users.pressId} = ${id})`,
          ),
        );
    }
  });
}
