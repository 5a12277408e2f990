import type { FieldError } from '@jb/contract/errors';
import { type Lang, pick } from '@jb/contract/i18n';
import type { IssueLevelAction } from '@jb/contract/productionRows';
import type { ProductionIssueRow } from '@jb/contract/schemas/issueProduction';

/**
 * The rules of the issue-level production screens (出片改片, 清样确认, 印刷) that need no screen:
 * which dialog an action opens, what a film and a refused zip read as, which dates a completion
 * may take. What a person may do to an issue is never decided here: each row's `actions` says so.
 */

export type Stage = 'film' | 'confirmation' | 'printing';

/** How each row action is carried out: a dialog of its own, or a confirmation and the call. */
export const ACTION_DIALOG = {
  outputFilm: 'upload',
  alterFilm: 'upload',
  requestFilmAlteration: 'alteration',
  sendToPress: 'confirm',
  startPrinting: 'startPrinting',
  completePrinting: 'completePrinting',
  startMailing: 'confirm',
} as const satisfies Record<IssueLevelAction, string>;

/** The row actions a screen draws: each screen is about its stage's steps only. */
export const STAGE_ACTIONS: Record<Stage, readonly IssueLevelAction[]> = {
  film: ['outputFilm', 'alterFilm'],
  confirmation: ['requestFilmAlteration', 'sendToPress'],
  printing: ['startPrinting', 'completePrinting', 'startMailing'],
};

/** The row's actions this stage's screen offers, in the row's order. */
export function stageActions(row: Pick<ProductionIssueRow, 'actions'>, stage: Stage): IssueLevelAction[] {
  return row.actions.filter((a) => STAGE_ACTIONS[stage].includes(a));
}

/** What a film package holds, as its cell reads it: the whole issue in one PDF, or so many PDFs. */
export function filmContent(film: Pick<NonNullable<ProductionIssueRow['film']>, 'wholeIssue' | 'entries'>) {
  return film.wholeIssue ? ({ key: 'wholeIssue' } as const) : ({ key: 'pdfs', count: film.entries } as const);
}

/** Whether a file picked for the film upload is a zip (by its name; the server reads the bytes). */
export function isZipName(name: string): boolean {
  return /\.zip$/i.test(name.trim());
}

/**
 * What a refused film upload says about the zip: one line per bad entry (the server's `fields` on
 * `file`), in the person's language. Problems of other fields (the issue) are not about the zip.
 */
export function zipProblems(fields: readonly FieldError[], lang: Lang): string[] {
  return fields.filter((f) => f.path === 'file').map((f) => pick(f, lang));
}

/** The other problems of a refused upload (the issue no longer at the step): shown as the refusal. */
export function otherProblems(fields: readonly FieldError[], lang: Lang): string[] {
  return fields.filter((f) => f.path !== 'file').map((f) => pick(f, lang));
}

/** A completion date a person may pick: not after today in China (`YYYY-MM-DD` strings compare as dates). */
export function completionDateAllowed(date: string, today: string): boolean {
  return date <= today;
}

/**
 * The year the list is about: the one in the URL while the journal's years are loading or when it
 * has issues in production that year; else every year (null).
 */
export function chosenYear(years: readonly number[] | undefined, wanted: number | null): number | null {
  if (wanted === null) return null;
  return years === undefined || years.includes(wanted) ? wanted : null;
}
