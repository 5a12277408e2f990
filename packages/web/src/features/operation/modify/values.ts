import { MODIFIABLE_FIELDS } from '@jb/contract/schemas/staffManuscripts';
import type { ManuscriptDetail } from '../../shared/manuscripts/api.ts';

export type ModifiableField = (typeof MODIFIABLE_FIELDS)[number];

/** The edit form's values: the metadata the update call takes, and why it was changed. */
export interface ModifyValues {
  title: string;
  keywords: string;
  abstract: string;
  /** Unset only when the manuscript's column is not among the journal's columns on screen. */
  columnId: number | undefined;
  subjectId: number | null;
  natureArticleType: 0 | 1;
  /** The referring acquisition editor; null: none. */
  referrerId: number | null;
  note: string;
}

type Source = Pick<
  ManuscriptDetail,
  'title' | 'keywords' | 'abstract' | 'columnId' | 'subjectId' | 'natureArticleType'
> &
  Partial<Pick<ManuscriptDetail, 'referrerId'>>;

/** The form's values from the manuscript as the detail answers it. */
export function formValuesOf(m: Source): ModifyValues {
  return {
    title: m.title,
    keywords: m.keywords,
    abstract: m.abstract,
    columnId: m.columnId,
    subjectId: m.subjectId,
    natureArticleType: m.natureArticleType === 0 ? 0 : 1,
    referrerId: m.referrerId ?? null,
    note: '',
  };
}

/** Whether two values of a field are the same edit (text compared as the server trims it). */
const same = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? a.trim() === b.trim() : (a ?? null) === (b ?? null);

/** The fields the person changed from the values the form was filled with, and their reason. */
export function editsOf(values: ModifyValues, filled: ModifyValues): Partial<ModifyValues> {
  const edits: Record<string, unknown> = {};
  for (const field of MODIFIABLE_FIELDS)
    if (!same(values[field], filled[field])) edits[field] = values[field];
  if (values.note) edits.note = values.note;
  return edits as Partial<ModifyValues>;
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
