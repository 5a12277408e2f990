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

  /** `refs` are `id:version` of the caller's roles; `press` is `id:version` or null for operators. */
  async effective(db: Db, refs: string[], press: string | null): Promise<Set<string>> {
    await this.load(db, refs, press);
    const granted = press ? this.pressSets.get(press)! : null;
    const out = new Set<string>();
    for (const ref of refs)
      for (const p of this.roleSets.get(ref) ?? []) if (!granted || granted.has(p)) out.add(p);
    return out;
  }

  private async load(db: Db, refs: string[], press: string | null) {
    const missing = refs.filter((r) => !this.roleSets.has(r));
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
      for (const r of rows) this.roleSets.set(`${r.id}:${r.version}`, r.permissions);
      for (const r of missing) if (!this.roleSets.has(r)) this.roleSets.set(r, []); // changed meanwhile: next call reads it
    }
    if (press && !this.pressSets.has(press)) {
      const [row] = await db
        .select({ id: presses.id, version: presses.version, permissions: presses.permissions })
        .from(presses)
        .where(inArray(presses.id, [Number(press.split(':')[0])]));
      this.pressSets.set(press, new Set(row && `${row.id}:${row.version}` === press ? row.permissions : []));
    }
    if (this.roleSets.size > 50_000) this.roleSets.clear();
    if (this.pressSets.size > 10_000) this.pressSets.clear();
  }
}
