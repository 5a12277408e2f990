import { type Lang, pick } from '@jb/contract/i18n';
import type { FormInstance } from 'antd';
import { isApiError } from '../../api/ApiError.ts';
import { emptyAuthor, formPath, type SubmissionValues, type UploadedRef } from '../../authorSite/rules.ts';
import { errorText } from '../../lib/errorText.ts';

/** The kinds of file a submission takes. */
export type SubmissionFileKind = 'manuscript' | 'annex' | 'fundCertificate';

/** Sends one chosen file of a kind: the author's upload at their journal, or the entering staff member's. */
export type SendUpload = (kind: SubmissionFileKind, file: File) => Promise<UploadedRef>;

/** What the form needs to know of the journal: its columns, subjects and upload rules. */
export interface SubmissionJournal {
  columns: { id: number; name: string; enabled: boolean }[];
  subjects: { id: number; name: string }[];
  upload: { maxFileMb: number; allowedTypes: string[] };
}

/** A new submission's values: the author alone in the byline, as the corresponding author. */
export function initialSubmission(author: { name: string; affiliation?: string }): SubmissionValues {
  return {
    natureArticleType: 1,
    foundationFlag: false,
    authors: [{ ...emptyAuthor(author.name, author.affiliation ?? ''), corresponding: true }],
    manuscriptFileId: [],
    annexFileIds: [],
    fundCertificateFileId: [],
  };
}

/**
 * A refused submission: its field problems shown under their inputs (null is answered), or the
 * sentence to show above the button.
 */
export function submitProblem(form: FormInstance, caught: unknown, lang: Lang): string | null {
  if (isApiError(caught) && caught.fields.length) {
    form.setFields(caught.fields.map((f) => ({ name: formPath(f.path), errors: [pick(f, lang)] })));
    return null;
  }
  return errorText(caught);
}
