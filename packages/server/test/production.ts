import { scheduleManuscripts } from '@jb/contract/api/scheduling';
import { eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { journalIssues, manuscripts } from '../src/db/schema/index.ts';
import { acceptedManuscript } from './manuscripts.ts';
import type { PressWorld } from './scenario.ts';
import type { TestApp } from './testApp.ts';
import { callOf, type Session } from './wireClient.ts';

/** Issue numbers handed out per journal (year 2099, so they collide with no issue a world makes). */
const numbers = new Map<number, number>();

/**
 * A new issue of the world's journal with `n` articles scheduled into it through the scheduling
 * call (8 planned pages each), then set at `status`: a fixture for the issue-level steps, whose way
 * there (the proof rounds) is typesetting.test.ts's.
 */
export async function issueAt(t: TestApp, w: PressWorld, admin: Session, status: number, n = 2) {
  const number = (numbers.get(w.journalId) ?? 0) + 1;
  numbers.set(w.journalId, number);
  const [issue] = await t.db
    .insert(journalIssues)
    .values({ journalId: w.journalId, year: 2099, volume: 5, number, plannedDate: '2099-12-01' })
    .returning();
  const articles: { id: number; articleNo: string }[] = [];
  for (let i = 0; i < n; i++) {
    const m = await acceptedManuscript(t.db, w);
    const [row] = await t.db.select().from(manuscripts).where(eq(manuscripts.id, m.id));
    const res = await callOf(t.app, scheduleManuscripts, admin, {
      body: { items: [{ id: m.id, version: row!.version }], issueId: issue!.id, schedulingType: 1, pages: 8 },
    });
    expect(res.json().data[0], res.body).toMatchObject({ ok: true });
    articles.push({ id: m.id, articleNo: row!.articleNo });
  }
  const ids = articles.map((a) => a.id);
  await t.db
    .update(manuscripts)
    .set({ status, version: sql`${manuscripts.version} + 1` })
    .where(inArray(manuscripts.id, ids));
  return { issueId: issue!.id, number, articles, ids };
}
