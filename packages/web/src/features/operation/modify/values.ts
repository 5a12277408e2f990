import { MODIFIABLE_FIELDS } from '@jb/contract/schemas/staffManuscripts';
import type { BylineRow } from '../../../authorSite/rules.ts';
import type { ManuscriptDetail } from '../../shared/manuscripts/api.ts';

export type ModifiableField = (typeof MODIFIABLE_FIELDS)[number];

/** The edit form's values: what the update call takes (the submission form's fields), and why. */
export interface ModifyValues {
  title: string;
  keywords: string;
  abstract: string;
  /** Unset only when the manuscript's column is not among the journal's columns on screen. */
  columnId: number | undefined;
  subjectId: number | null;
  natureArticleType: 0 | 1;
  /** The byline in order (the submission form's byline editor). */
  authors: BylineRow[];
  foundationFlag: boolean;
  fundName: string;
  fundNumber: string;
  fundLevel: number | null;
  /** The referring acquisition editor; null: none. */
  referrerId: number | null;
  note: string;
}

type Source = Pick<
  ManuscriptDetail,
  | 'title'
  | 'keywords'
  | 'abstract'
  | 'columnId'
  | 'subjectId'
  | 'natureArticleType'
  | 'authors'
  | 'authorName'
  | 'foundationFlag'
  | 'fundName'
  | 'fundNumber'
  | 'fundLevel'
> &
  Partial<Pick<ManuscriptDetail, 'referrerId'>>;

/**
 * The form's values from the manuscript as the detail answers it. A manuscript without a byline
 * (entered before bylines were kept) starts from its author alone, as the corresponding author.
 */
export function formValuesOf(m: Source): ModifyValues {
  return {
    title: m.title,
    keywords: m.keywords,
    abstract: m.abstract,
    columnId: m.columnId,
    subjectId: m.subjectId,
    natureArticleType: m.natureArticleType === 0 ? 0 : 1,
    authors: m.authors.length
      ? m.authors.map((a) => ({ ...a }))
      : [{ name: m.authorName, affiliation: '', email: '', corresponding: true }],
    foundationFlag: m.foundationFlag === 1,
    fundName: m.fundName,
    fundNumber: m.fundNumber,
    fundLevel: m.fundLevel,
    referrerId: m.referrerId ?? null,
    note: '',
  };
}

const trimmed = (row: Partial<BylineRow>) => ({
  name: (row.name ?? '').trim(),
  affiliation: (row.affiliation ?? '').trim(),
  email: (row.email ?? '').trim(),
  corresponding: !!row.corresponding,
});

/** Whether two values of a field are the same edit (text compared as the server trims it; bylines row by row). */
const same = (a: unknown, b: unknown) => {
  if (typeof a === 'string' && typeof b === 'string') return a.trim() === b.trim();
  if (Array.isArray(a) && Array.isArray(b))
    return JSON.stringify(a.map(trimmed)) === JSON.stringify(b.map(trimmed));
  return (a ?? null) === (b ?? null);
};

/** Whether the person changed the byline from the one the form was filled with. */
export const bylineEdited = (values: ModifyValues, filled: ModifyValues) =>
  !same(values.authors, filled.authors);

/** The fields the person changed from the values the form was filled with, and their reason. */
export function editsOf(values: ModifyValues, filled: ModifyValues): Partial<ModifyValues> {
  const edits: Record<string, unknown> = {};
  for (const field of MODIFIABLE_FIELDS)
    if (!same(values[field], filled[field])) edits[field] = values[field];
  if (values.note) edits.note = values.note;
  return edits as Partial<ModifyValues>;
}

/** A byline on one line, as the comparison after a refused save shows it. */
export function bylineLine(rows: readonly Partial<BylineRow>[], corresponding: string): string {
  return rows
    .map(trimmed)
    .map((a) => {
      const about = [a.affiliation, a.email, a.corresponding ? corresponding : ''].filter(Boolean);
      return about.length ? `${a.name} (${about.join(', ')})` : a.name;
    })
    .join('; ');
}

export interface Difference {
  field: ModifiableField;
  /** The manuscript as it now is (someone else's change). */
  theirs: string;
  /** What the person had typed when their save was refused. */
  mine: string;
}

/**
 * Where the person's refused edits differ from the manuscript as it now is, field by field in the
 * form's order, each value as the screen shows it.
 */
export function differences(
  edits: Partial<ModifyValues>,
  theirs: ModifyValues,
  show: (field: ModifiableField, value: ModifyValues[ModifiableField]) => string,
): Difference[] {
  return MODIFIABLE_FIELDS.filter((field) => field in edits && !same(edits[field], theirs[field])).map(
    (field) => ({ field, theirs: show(field, theirs[field]), mine: show(field, edits[field]) }),
  );
}
