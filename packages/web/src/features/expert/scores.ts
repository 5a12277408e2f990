import type { ExpertManuscript } from './api.ts';

type Sheet = ExpertManuscript['scoreSheet'];

/** The weighted total out of 100 of some scores on the press's sheet (as the editors read it). */
export function weightedTotal(
  sheet: Sheet,
  scores: readonly { name: string; score: number | null }[],
): number {
  const sum = sheet.items.reduce((total, item) => {
    const given = scores.find((s) => s.name === item.name)?.score;
    return total + (typeof given === 'number' && sheet.scale > 0 ? (given / sheet.scale) * item.weight : 0);
  }, 0);
  return Math.round(sum * 10) / 10;
}

/** The form's scores (one per sheet item, in its order) as the review call takes them: the given ones. */
export function scoresOf(sheet: Sheet, values: readonly (number | null | undefined)[]) {
  return sheet.items.flatMap((item, i) => {
    const score = values[i];
    return typeof score === 'number' ? [{ name: item.name, score }] : [];
  });
}

/** The draft's scores laid out on the sheet's items. */
export function formScores(sheet: Sheet, draft: ExpertManuscript['draft']): (number | null)[] {
  return sheet.items.map((item) => draft?.scores.find((s) => s.name === item.name)?.score ?? null);
}
