import { type LoginPage, type PressSettings, pressSettingsSchema } from '@jb/contract/schemas/settings';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { presses, pressSettings } from '../../db/schema/index.ts';
import { errors } from '../../platform/errors.ts';

/** A press's settings; a press that never saved any has the defaults. */
export async function readSettings(db: Db | Tx, pressId: number) {
  const [row] = await db.select().from(pressSettings).where(eq(pressSettings.pressId, pressId));
  return {
    settings: pressSettingsSchema.parse(row?.settings ?? {}),
    loginPage: (row?.loginPage as LoginPage | null) ?? null,
    version: row?.version ?? 0,
  };
}

/** Writes one part of the settings row under a version check (the first save creates the row). */
async function write(
  db: Db,
  pressId: number,
  version: number,
  part: { settings?: PressSettings; loginPage?: LoginPage },
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ version: pressSettings.version })
      .from(pressSettings)
      .where(eq(pressSettings.pressId, pressId));
    if (!row) {
      if (version !== 0) throw errors.staleVersion();
      await tx.insert(pressSettings).values({
        pressId,
        settings: part.settings ?? pressSettingsSchema.parse({}),
        loginPage: part.loginPage ?? null,
        version: 1,
      });
      return;
    }
    const updated = await tx
      .update(pressSettings)
      .set({ ...part, version: sql`${pressSettings.version} + 1`, updatedAt: new Date() })
      .where(and(eq(pressSettings.pressId, pressId), eq(pressSettings.version, version)))
      .returning({ v: pressSettings.version });
    if (!updated.length) throw errors.staleVersion();
  });
}

export const saveSettings = (db: Db, pressId: number, version: number, settings: PressSettings) =>
  write(db, pressId, version, { settings });
export const saveLoginPage = (db: Db, pressId: number, version: number, loginPage: LoginPage) =>
  write(db, pressId, version, { loginPage });

/** The custom login page of an active press, by its code; null when it has none. */
export async function loginPageByCode(
  db: Db,
  code: string,
): Promise<(LoginPage & { pressName: string }) | null> {
  const [row] = await db
    .select({ loginPage: pressSettings.loginPage, pressName: presses.name })
    .from(presses)
    .innerJoin(pressSettings, eq(pressSettings.pressId, presses.id))
    .where(and(sql`lower(${presses.code}) = lower(${code})`, eq(presses.status, 1)));
  if (!row?.loginPage) return null;
  return { ...(row.loginPage as LoginPage), pressName: row.pressName };
}
