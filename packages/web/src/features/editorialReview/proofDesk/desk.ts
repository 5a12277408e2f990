import type { MarkRow } from '@jb/contract/schemas/typesetting';

/**
 * The check's reckoning apart from its components: which mark the check shows, and what is left.
 */

/** The mark shown: the one picked if it is still listed, else the first not yet checked, else the first. */
export function focusedMark(
  marks: readonly Pick<MarkRow, 'id' | 'checkResult'>[],
  picked: number | null,
): number | null {
  if (picked !== null && marks.some((m) => m.id === picked)) return picked;
  return (marks.find((m) => m.checkResult === null) ?? marks[0])?.id ?? null;
}

/** After a finding on `id`: the next mark after it not yet checked (wrapping round), or null when none is left. */
export function nextToCheck(
  marks: readonly Pick<MarkRow, 'id' | 'checkResult'>[],
  id: number,
): number | null {
  const at = marks.findIndex((m) => m.id === id);
  const order = [...marks.slice(at + 1), ...marks.slice(0, Math.max(at, 0))];
  return order.find((m) => m.checkResult === null && m.id !== id)?.id ?? null;
}

/** The marks drawn on the old page: the one checked first (so it is on top), then the others of its page. */
export function marksOnPage<M extends Pick<MarkRow, 'id' | 'page'>>(marks: readonly M[], focused: M): M[] {
  return [focused, ...marks.filter((m) => m.page === focused.page && m.id !== focused.id)];
}
