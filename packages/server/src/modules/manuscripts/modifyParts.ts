import { FUND_LEVEL } from '@jb/contract/enums/journal';
import type { manuscriptUpdateBody } from '@jb/contract/schemas/staffManuscripts';
import { Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { manuscriptAuthors, type manuscripts } from '../../db/schema/index.ts';
import { errors } from '../../platform/errors.ts';
import { bylineOf } from './detailParts.ts';
import { writeByline } from './submissionParts.ts';

type Body = z.infer<typeof manuscriptUpdateBody>;
type Manuscript = typeof manuscripts.$inferSelect;
type BylineRow = NonNullable<Body['authors']>[number];
export type Change = { field: string; from: string; to: string };

/** One author as the timeline shows them: name (affiliation, e-mail, corresponding author). */
function authorText(a: BylineRow): string {
  const about = [a.affiliation, a.email, a.corresponding ? '通讯作者' : ''].filter(Boolean);
  return about.length ? `${a.name}（${about.join('，')}）` : a.name;
}

export const bylineText = (rows: readonly BylineRow[]) => rows.map(authorText).join('；');

/**
 * An edited byline replaces the manuscript's in one piece (order, names, affiliations, e-mails, the
 * corresponding author); the change is the whole byline before and after. Left out or the same: none.
 */
export async function replaceByline(tx: Tx, m: Manuscript, byline: Body['authors']): Promise<Change[]> {
  if (!byline) return [];
  const before = await bylineOf(tx, m.id);
  const same = (a: BylineRow, b: BylineRow) =>
    a.name === b.name &&
    a.affiliation === b.affiliation &&
    a.email === b.email &&
    a.corresponding === b.corresponding;
  if (before.length === byline.length && before.every((a, i) => same(a, byline[i]!))) return [];
  await tx.delete(manuscriptAuthors).where(eq(manuscriptAuthors.manuscriptId, m.id));
  await writeByline(tx, m.id, m.authorId, byline);
  return [{ field: 'authors', from: bylineText(before), to: bylineText(byline) }];
}

export const levelText = (level: number | null) =>
  level === null ? '' : (FUND_LEVEL[level]?.zh ?? String(level));
const flagText = (flag: number) => (flag ? '基金资助' : '无基金');

/**
 * The fund as edited (SPEC §3 foundationFlag with the grant's name, number and level): without a
 * fund its details are cleared; a fund newly declared or changed (name, number, level) waits for the
 * fund audit again (foundationStatus 1), one withdrawn needs none (0). A manuscript held at the fund
 * audit (600) keeps a fund: its way back to the path is the audit's pass. Left out: the fund stays.
 */
export function fundEdit(m: Manuscript, body: Body) {
  if (body.foundationFlag === undefined) return { set: {}, changes: [] as Change[] };
  const flag = body.foundationFlag ? 1 : 0;
  const next = {
    foundationFlag: flag,
    fundName: flag ? body.fundName : '',
    fundNumber: flag ? body.fundNumber : '',
    fundLevel: flag ? body.fundLevel : null,
  };
  const changes: Change[] = [];
  if (m.foundationFlag !== flag)
    changes.push({ field: 'foundationFlag', from: flagText(m.foundationFlag), to: flagText(flag) });
  for (const field of ['fundName', 'fundNumber'] as const)
    if (m[field] !== next[field]) changes.push({ field, from: m[field], to: next[field] });
  if (m.fundLevel !== next.fundLevel)
    changes.push({ field: 'fundLevel', from: levelText(m.fundLevel), to: levelText(next.fundLevel) });
  if (m.status === Status.FUND_AUDIT && !flag) throw errors.field('foundationFlag', 'fundAudit.keepFund');
  const foundationStatus = changes.length === 0 ? m.foundationStatus : flag;
  return { set: { ...next, foundationStatus }, changes };
}
