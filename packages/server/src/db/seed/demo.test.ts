import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { STATUS_CODES } from '@jb/contract/workflow';
import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { engineName, openTestDatabase } from '../../../test/testApp.ts';
import { diskStore } from '../../platform/files/blobStore.ts';
import {
  authorLoginRecords,
  authors,
  manuscriptAssignments,
  manuscriptAudits,
  type manuscriptEvents,
  manuscripts,
  manuscriptTotals,
  orders,
  users,
} from '../schema/index.ts';
import { seedDemo } from './demo.ts';

// The demo seed runs on an empty database only; the shared PostgreSQL test database is not empty.
describe.skipIf(engineName === 'postgres')('demo seed', () => {
  it('fills an empty database, with authors, their sign-ins and submissions made by the real service', async () => {
    const database = await openTestDatabase();
    try {
      await seedDemo(database.db, diskStore(await mkdtemp(path.join(os.tmpdir(), 'jb-seed-'))));
      const n = async (table: typeof authors | typeof authorLoginRecords | typeof manuscriptEvents) =>
        Number((await database.db.select({ n: count() }).from(table))[0]!.n);
      expect(await n(authors)).toBe(6);
      expect(await n(authorLoginRecords)).toBe(19);
      const rows = await database.db.select().from(manuscripts).orderBy(manuscripts.id);
      // 48 submissions moved by the workflow function, and 5 at each other status as history.
      expect(rows).toHaveLength(48 + 5 * (STATUS_CODES.length - 1));
      expect(rows.every((m) => /^\d{3}-\d{4}-\d{5}$/.test(m.articleNo))).toBe(true);
      // The demo journals charge a prepaid fee: submissions wait at 0 until finance confirms the
      // remittance or an administrator waives or withdraws them, through the workflow function.
      const byStatus = new Map<number, number>();
      for (const m of rows) byStatus.set(m.status, (byStatus.get(m.status) ?? 0) + 1);
      // Every SPEC §4 status has manuscripts to show.
      expect([...byStatus.keys()].sort((a, b) => a - b)).toEqual([...STATUS_CODES].sort((a, b) => a - b));
      expect(byStatus.get(0)).toBe(13);
      const counted = await database.db.select().from(manuscriptTotals);
      expect(counted.reduce((sum, c) => sum + c.n, 0)).toBe(rows.length);
      const orderStates = await database.db.select({ s: orders.payStatus }).from(orders);
      expect(orderStates).toHaveLength(rows.length);
      expect(new Set(orderStates.map((o) => o.s))).toEqual(new Set([0, 1, 2, 3]));
      // The demo reviewer signs in to work waiting: manuscripts at review stages allocated to them,
      // each with its open allocation, and the audits of the stages passed before.
      const [reviewer] = await database.db.select().from(users).where(eq(users.account, 'reviewer'));
      const mine = rows.filter((m) => m.auditUserId === reviewer!.id && [10, 16, 40, 70].includes(m.status));
      expect(mine.length).toBeGreaterThan(3);
      const open = await database.db
        .select()
        .from(manuscriptAssignments)
        .where(and(eq(manuscriptAssignments.userId, reviewer!.id), isNull(manuscriptAssignments.endedAt)));
      expect(open.length).toBeGreaterThanOrEqual(mine.length);
      expect((await database.db.select({ n: count() }).from(manuscriptAudits))[0]!.n).toBeGreaterThan(100);
      const [blacklisted] = await database.db.select().from(authors).where(eq(authors.blacklistType, 1));
      expect(blacklisted?.name).toBe('马丽');
      // Every demo person and author has a salt of their own (decision 0004: shared salts would
      // tell demo accounts from unknown ones and let one guess test them all).
      const stored = [
        ...(await database.db.select({ h: users.passwordHash }).from(users)),
        ...(await database.db.select({ h: authors.passwordHash }).from(authors)),
      ].map((r) => r.h.split('$')[4]);
      expect(stored.length).toBeGreaterThan(10);
      expect(new Set(stored).size).toBe(stored.length);
    } finally {
      await database.close();
    }
    // The whole demo (hundreds of manuscripts through the real services) on a busy CI machine.
  }, 120_000);
});
