import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { presses, roles } from '../db/schema/index.ts';

/**
 * Permission sets of roles and presses, kept in process memory under their row version. Every
 * change to `roles.permissions` or `presses.permissions` bumps the row's version, and each request
 * reads the versions fresh from the database, so a change applies on the next call in every
 * process while the sets themselves are read once per version.
 */
export class PermissionCache {
  private readonly roleSets = new Map<string, string[]>();
  private readonly pressSets = new Map<string, Set<string>>();

  /** A permission set may have been edited without a version bump (by hand in the database). */
  clear(): void {
    this.roleSets.clear();
    this.pressSets.clear();
  }

  /** `refs` are `id:version` of the caller's roles; `press` is `id:version` or null for operators. */
  async effective(db: Db, refs: string[], press: string | null): Promise<Set<string>> {
    // The sets this call uses are held here: a clear() while it awaits cannot take them away.
    const { roleSets, granted } = await this.load(db, refs, press);
    const out = new Set<string>();
    for (const set of roleSets) for (const p of set) if (!granted || granted.has(p)) out.add(p);
    return out;
  }

  private async load(db: Db, refs: string[], press: string | null) {
    const found = new Map<string, string[]>();
    const missing: string[] = [];
    for (const r of refs) {
      const set = this.roleSets.get(r);
      if (set) found.set(r, set);
      else missing.push(r);
    }
    if (missing.length) {
      const rows = await db
        .select({ id: roles.id, version: roles.version, permissions: roles.permissions })
        .from(roles)
        .where(
          inArray(
            roles.id,
            missing.map((r) => Number(r.split(':')[0])),
          ),
        );
      for (const r of rows) {
        const ref = `${r.id}:${r.version}`;
        this.roleSets.set(ref, r.permissions);
        if (missing.includes(ref)) found.set(ref, r.permissions);
      }
      // A role changed meanwhile: its newer version is read on the next call; this one grants nothing.
      for (const r of missing) if (!found.has(r)) this.roleSets.set(r, []);
    }
    let granted: Set<string> | null = null;
    if (press) {
      granted = this.pressSets.get(press) ?? null;
      if (!granted) {
        const [row] = await db
          .select({ id: presses.id, version: presses.version, permissions: presses.permissions })
          .from(presses)
          .where(inArray(presses.id, [Number(press.split(':')[0])]));
        granted = new Set(row && `${row.id}:${row.version}` === press ? row.permissions : []);
        this.pressSets.set(press, granted);
      }
    }
    if (this.roleSets.size > 50_000) this.roleSets.clear();
    if (this.pressSets.size > 10_000) this.pressSets.clear();
    return { roleSets: refs.map((r) => found.get(r) ?? []), granted };
  }
}
