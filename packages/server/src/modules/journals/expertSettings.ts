import type { ExpertSettingsDetail, expertSettingsBody } from '@jb/contract/schemas/settings';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { expertSettings } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { requireJournal } from '../../platform/tenancy.ts';

/** What a journal that has saved none reads (version 0: its first save inserts). */
const DEFAULTS: ExpertSettingsDetail = {
  expertCount: 2,
  dueDays: 14,
  reminderDays: 3,
  feeFen: 0,
  anonymous: true,
  version: 0,
};

/** Expert review settings of a journal in the caller's scope. */
export async function readExpertSettings(
  db: Db,
  auth: AuthContext,
  journalId: number,
): Promise<ExpertSettingsDetail> {
  await requireJournal(db, auth, journalId);
  const [row] = await db.select().from(expertSettings).where(eq(expertSettings.journalId, journalId));
  if (!row) return DEFAULTS;
  const { journalId: _j, ...settings } = row;
  return settings;
}

/** Saves under a version check: version 0 inserts the journal's first settings. */
export async function saveExpertSettings(
  db: Db,
  auth: AuthContext,
  body: z.infer<typeof expertSettingsBody>,
) {
  await requireJournal(db, auth, body.journalId);
  const { journalId, version, ...settings } = body;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ version: expertSettings.version })
      .from(expertSettings)
      .where(eq(expertSettings.journalId, journalId));
    if ((row?.version ?? 0) !== version) throw errors.staleVersion();
    if (row)
      await tx
        .update(expertSettings)
        .set({ ...settings, version: version + 1 })
        .where(eq(expertSettings.journalId, journalId));
    else await tx.insert(expertSettings).values({ journalId, ...settings, version: 1 });
  });
}
