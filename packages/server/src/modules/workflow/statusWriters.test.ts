import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.join(import.meta.dirname, '../..');
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('migrations'))
  .map((f) => ({ file: f, text: readFileSync(path.join(SRC, f), 'utf8') }));

/** The table in SQL text: `manuscripts`, `"manuscripts"`, `public.manuscripts` or drizzle's `${manuscripts}`. */
const TABLE = String.raw`(?:\$\{\s*manuscripts\s*\}|(?:"?public"?\.)?"?manuscripts"?)`;
/** `update <table> [as] [alias] set <assignments>` in raw SQL, the assignments up to from/where/returning. */
const RAW_UPDATE = new RegExp(
  String.raw`update\s+${TABLE}(?:\s+(?:as\s+)?(?!set\b)\w+)?\s+set\b([\s\S]*?)(?:\bfrom\b|\bwhere\b|\breturning\b|;|\`|$)`,
  'gi',
);
/** An assignment to the status column (`status =`, `m.status =`, `"status" =`; not `resume_status`). */
const ASSIGNS_STATUS = /(?:^|[\s,."])status"?\s*=/;
/** drizzle's `.update(manuscripts)…set(…)` up to its `where`/`returning` (or the statement's end). */
const BUILDER_UPDATE = /\.update\(\s*manuscripts\s*\)([\s\S]*?)(?:\.where\(|\.returning\(|;)/g;

/**
 * Where a source writes a manuscript's status: a builder update whose `set` names `status` (or
 * passes an object built elsewhere, which may carry it), or a raw SQL update that assigns it.
 * Answers one entry per write found. (A spread inside a literal `set` is taken on trust: the
 * columns of a fund or a byline, never the status.)
 */
export function statusWrites(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(BUILDER_UPDATE)) {
    const set = /\.set\(([\s\S]*)\)\s*$/.exec(m[1]!.trim())?.[1] ?? m[1]!;
    const literal = set.trim().startsWith('{');
    if (!literal || /[{,]\s*status\s*[:,}]/.test(set)) found.push(m[0].slice(0, 80));
  }
  for (const m of text.matchAll(RAW_UPDATE)) if (ASSIGNS_STATUS.test(m[1]!)) found.push(m[0].slice(0, 80));
  return found;
}

/** ARCHITECTURE "Manuscript workflow": one function changes a manuscript's status. */
describe('who writes a manuscript’s status', () => {
  it('flags every way of writing it (the detector is shown to catch each)', () => {
    const writes = [
      'await tx.update(manuscripts).set({ status: d.to, version: 1 }).where(eq(manuscripts.id, id));',
      'await tx.update(manuscripts).set({ title, status }).where(x);',
      'await tx.update(manuscripts).set(values).where(x);',
      'await tx.update(manuscripts).set({ version: 2, status }).where(x);',
      'await tx.execute(sql`update manuscripts set status = 90 where id = ${id}`);',
      'await tx.execute(sql`update manuscripts m set status = v.to from (values (1)) v where m.id = v.id`);',
      'await tx.execute(sql`update manuscripts as m set resume_status = null, status = 100 where true`);',
      'await tx.execute(sql`UPDATE "manuscripts" SET version = version + 1, status = 230`);',
      'await tx.execute(sql`update ${manuscripts} set "status" = ${to} where id = ${id}`);',
      'await tx.execute(sql`update public.manuscripts m set m.status = 1`);',
    ];
    for (const w of writes) expect(statusWrites(w), w).toHaveLength(1);
    const reads = [
      'await tx.update(manuscripts).set({ auditUserId: null }).where(eq(manuscripts.id, id));',
      'await tx.update(manuscripts).set({ ignoreStatus: 0, payStatus: 1 }).where(x);',
      'await tx.update(manuscripts).set({ auditScheduleStatus: status, auditSign: 2 }).where(x);',
      'await tx.update(manuscripts).set({ title, ...fund.set }).where(x);',
      'await tx.execute(sql`update manuscripts m set audit_user_id = v.user_id from v where m.status = 10`);',
      'await tx.execute(sql`update manuscript_events set status_note = 1`);',
      'await tx.select().from(manuscripts).where(eq(manuscripts.status, 90));',
    ];
    for (const r of reads) expect(statusWrites(r), r).toEqual([]);
  });

  it('only the workflow engine writes it (the insert of a new submission aside)', () => {
    const writers = sources.flatMap(({ file, text }) => statusWrites(text).map(() => file));
    expect([...new Set(writers)]).toEqual([path.join('modules', 'workflow', 'writeMoves.ts')]);
  });
});
