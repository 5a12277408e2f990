import { REVISION_FIELDS, type RevisionField } from '@jb/contract/enums/revision';
import type { RevisionValues } from '@jb/contract/schemas/revisions';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { manuscripts } from '../../db/schema/index.ts';
import { bylineOf } from '../manuscripts/detailParts.ts';
import { bylineText, levelText } from '../manuscripts/modifyParts.ts';

/** The details an application may change, as the manuscript has them now (null: no such manuscript). */
export async function currentValues(db: Db | Tx, manuscriptId: number): Promise<RevisionValues | null> {
  const [m] = await db
    .select({
      title: manuscripts.title,
      keywords: manuscripts.keywords,
      abstract: manuscripts.abstract,
      foundationFlag: manuscripts.foundationFlag,
      fundName: manuscripts.fundName,
      fundNumber: manuscripts.fundNumber,
      fundLevel: manuscripts.fundLevel,
    })
    .from(manuscripts)
    .where(eq(manuscripts.id, manuscriptId));
  if (!m) return null;
  return { ...m, foundationFlag: m.foundationFlag === 1, authors: await bylineOf(db as Db, manuscriptId) };
}

/** Values as they are kept: without a fund its details are empty (as the manuscript's edit clears them). */
export function normalized(v: RevisionValues): RevisionValues {
  if (v.foundationFlag) return v;
  return { ...v, fundName: '', fundNumber: '', fundLevel: null };
}

/** Each field as the review reads it (the byline and the level as text). */
function textOf(v: RevisionValues, field: RevisionField): string {
  if (field === 'authors') return bylineText(v.authors);
  if (field === 'foundationFlag') return v.foundationFlag ? '基金资助' : '无基金';
  if (field === 'fundLevel') return levelText(v.fundLevel);
  return v[field];
}

/** Every field, the value at applying beside the proposed one. */
export function fieldRows(original: RevisionValues, proposed: RevisionValues) {
  return REVISION_FIELDS.map((field) => {
    const from = textOf(original, field);
    const to = textOf(proposed, field);
    return { field, from, to, changed: from !== to };
  });
}

/** The fields the application changes (empty: it changes nothing). */
export function changedFields(original: RevisionValues, proposed: RevisionValues): RevisionField[] {
  return fieldRows(original, proposed)
    .filter((r) => r.changed)
    .map((r) => r.field);
}
