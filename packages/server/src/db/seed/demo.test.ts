import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { engineName, openTestDatabase } from '../../../test/testApp.ts';
import { authorLoginRecords, authors, manuscriptEvents, manuscripts, users } from '../schema/index.ts';
import { seedDemo } from './demo.ts';

// The demo seed runs on an empty database only; the shared PostgreSQL test database is not empty.
describe.skipIf(engineName === 'postgres')('demo seed', () => {
  it('fills an empty database, with authors, their sign-ins and submissions made by the real service', async () => {
    const database = await openTestDatabase();
    try {
      await seedDemo(database.db);
      const n = async (table: typeof authors | typeof authorLoginRecords | typeof manuscriptEvents) =>
        Number((await database.db.select({ n: count() }).from(table))[0]!.n);
      expect(await n(authors)).toBe(6);
      expect(await n(authorLoginRecords)).toBe(19);
      const rows = await database.db.select().from(manuscripts).orderBy(manuscripts.id);
      expect(rows).toHaveLength(5);
      // The demo journals charge a prepaid fee: new submissions wait for payment (status 0).
      expect(rows.every((m) => m.status === 0 && /^\d{3}-\d{4}-\d{5}$/.test(m.articleNo))).toBe(true);
      expect(await n(manuscriptEvents)).toBe(5);
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
  });
});
