import type { similaritySettingsBody, similaritySettingsDetail } from '@jb/contract/schemas/similarity';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { requireJournal } from '../../platform/tenancy.ts';
import { DEFAULT_SETTINGS, type SimilaritySettings } from './engine/types.ts';
import { saveSettingsRow, settingsRow } from './queries.ts';

/**
 * A journal's settings of the duplicate check. A journal that never saved any checks with the
 * engine's defaults (quotations count, the references do not, matches of 13 characters or words).
 */
export async function journalSettings(
  db: Db | Tx,
  journalId: number,
): Promise<{ settings: SimilaritySettings; version: number }> {
  const row = await settingsRow(db, journalId);
  if (!row) return { settings: { ...DEFAULT_SETTINGS }, version: 0 };
  const { excludeQuotes, excludeReferences, excludeAbstract, minMatchLength, version } = row;
  return { settings: { excludeQuotes, excludeReferences, excludeAbstract, minMatchLength }, version };
}

export async function readSettings(
  db: Db,
  auth: AuthContext,
  journalId: number,
): Promise<z.input<typeof similaritySettingsDetail>> {
  await requireJournal(db, auth, journalId);
  const { settings, version } = await journalSettings(db, journalId);
  return { journalId, ...settings, version };
}

/** Saves under the version (409 when someone saved in between); later runs check with these. */
export async function saveSettings(
  db: Db,
  auth: AuthContext,
  body: z.output<typeof similaritySettingsBody>,
): Promise<void> {
  await requireJournal(db, auth, body.journalId);
  const { journalId, version, ...settings } = body;
  if (!(await saveSettingsRow(db, journalId, version, settings))) throw errors.staleVersion();
}
