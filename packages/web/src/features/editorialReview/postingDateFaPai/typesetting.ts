import type { CallDeclaration } from '@jb/contract/api/define';
import type { ProductionAction } from '@jb/contract/productionRows';
import { PROOF_STATUSES, REVISION_STATUSES } from '@jb/contract/productionRows';
import type { MarkKind, MarkRow, TypesettingRow, TypesettingView } from '@jb/contract/schemas/typesetting';
import { BATCH_PROOFS_MAX, MARK_KINDS_WITH_NOTE } from '@jb/contract/schemas/typesetting';
import { Status } from '@jb/contract/workflow';
import type { FilePart } from '../../../api/downloadPart.ts';

/**
 * The typesetting screen's reckoning, apart from its components: which tabs a person sees, where a
 * manuscript stands in its rounds, when a due date is past, and what the proof detail offers. The
 * buttons come from each row's `actions` (the server's answer); these rules only read them, and the
 * server checks every change again.
 */

/** The screen's tabs: to dispatch, in typesetting, at a proof, the typesetter's own desk, finished. */
export const TYPESETTING_TABS = ['dispatch', 'typesetting', 'proofs', 'desk', 'complete'] as const;
export type TypesettingTab = (typeof TYPESETTING_TABS)[number];

/** The list view each tab reads (`/sys/artProof/list?view=`). */
export const TAB_VIEW = {
  dispatch: 'toDispatch',
  typesetting: 'typesetting',
  proofs: 'proofs',
  desk: 'typesetting',
  complete: 'complete',
} as const satisfies Record<TypesettingTab, TypesettingView>;

/**
 * The tabs of a person, the first the one they land on: whoever may dispatch gets the dispatch list,
 * the manuscripts in typesetting and those at a proof; a typesetter who may not dispatch lands on
 * their desk (what was dispatched to them) and sees their manuscripts at a proof. Everyone sees the
 * finished ones (film output on) last.
 */
export function tabsFor(may: { dispatch: boolean; typeset: boolean }): TypesettingTab[] {
  if (may.dispatch) return ['dispatch', 'typesetting', 'proofs', 'complete'];
  if (may.typeset) return ['desk', 'proofs', 'complete'];
  return ['typesetting', 'proofs', 'complete'];
}

/** The tab on screen: the URL's, when the person has it, else their first. */
export function tabOf(param: string | null, tabs: readonly TypesettingTab[]): TypesettingTab {
  return tabs.find((tab) => tab === param) ?? tabs[0]!;
}

/** Where a manuscript stands in typesetting: dispatched, laying out, or proof / revision k. */
export type Stage =
  | { kind: 'dispatched' }
  | { kind: 'layout' }
  | { kind: 'proof'; round: number }
  | { kind: 'revision'; round: number }
  | { kind: 'other' };

export function stageOf(status: number): Stage {
  if (status === Status.TYPESETTING_DISPATCH) return { kind: 'dispatched' };
  if (status === Status.INITIAL_LAYOUT) return { kind: 'layout' };
  const proof = (PROOF_STATUSES as readonly number[]).indexOf(status);
  if (proof >= 0) return { kind: 'proof', round: proof + 1 };
  const revision = (REVISION_STATUSES as readonly number[]).indexOf(status);
  if (revision >= 0) return { kind: 'revision', round: revision + 1 };
  return { kind: 'other' };
}

/** Whether a due date (`YYYY-MM-DD`) has passed on `today` (China day, same form). */
export function isOverdue(dueOn: string | null, today: string): boolean {
  return dueOn !== null && dueOn < today;
}

/** Whether a day may be a due date: not before today (the server refuses an earlier one). */
export function dueDayAllowed(day: string, today: string): boolean {
  return day >= today;
}

/** Whether the row takes this action now (the server's `actions`). */
export const may = (row: Pick<TypesettingRow, 'actions'>, action: ProductionAction) =>
  row.actions.includes(action);

/** The rounds whose marks the detail shows: 1 to the round the manuscript is in (none before proof 1). */
export function markRounds(status: number): number[] {
  const stage = stageOf(status);
  if (stage.kind !== 'proof' && stage.kind !== 'revision') return [];
  return Array.from({ length: stage.round }, (_, i) => i + 1);
}

/**
 * The round a proofreader marks now: proof k, for one who may close it (the same permission and
 * status as marking, so the server's `endProofRound` in the row's actions says both); else null.
 */
export function markingRound(row: Pick<TypesettingRow, 'status' | 'actions'>): number | null {
  const stage = stageOf(row.status);
  return stage.kind === 'proof' && may(row, 'endProofRound') ? stage.round : null;
}

/**
 * The round whose marks the typesetter works through now: revision k, for the typesetter it was
 * dispatched to (the one the server lets upload the revision); else null.
 */
export function resolvingRound(row: Pick<TypesettingRow, 'status' | 'actions'>): number | null {
  const stage = stageOf(row.status);
  return stage.kind === 'revision' && may(row, 'uploadProof') ? stage.round : null;
}

/** Whether a mark can be taken back: one's own, in the round being marked now. */
export function canTakeBack(mark: Pick<MarkRow, 'mine' | 'round'>, marking: number | null): boolean {
  return mark.mine && mark.round === marking;
}

/** How many of a round's marks are done. */
export function resolvedCount(marks: readonly Pick<MarkRow, 'resolved'>[]): { done: number; total: number } {
  return { done: marks.filter((m) => m.resolved).length, total: marks.length };
}

/**
 * The area a mark made without the PDF viewer covers: the whole page (fractions of its width and
 * height, as the server keeps areas). The viewer's marks name the areas drawn.
 */
export const WHOLE_PAGE = { x: 0, y: 0, w: 1, h: 1 } as const;

export interface MarkValues {
  kind: MarkKind;
  page: number;
  quote?: string;
  note?: string;
}

/** Whether a kind says what to do in words (an insertion's text, a comment): its note is required. */
export const noteRequiredFor = (kind: MarkKind | undefined) =>
  kind !== undefined && MARK_KINDS_WITH_NOTE.includes(kind);

/** The body of `/sys/artProof/mark` for a mark on a page of the round being read. */
export function markBodyOf(
  manuscriptId: number,
  round: number,
  values: MarkValues,
  rects: readonly { x: number; y: number; w: number; h: number }[] = [WHOLE_PAGE],
) {
  return {
    manuscriptId,
    round,
    page: values.page,
    kind: values.kind,
    rects: rects.map((r) => ({ ...r })),
    quote: (values.quote ?? '').trim(),
    note: (values.note ?? '').trim(),
  };
}

/** Reads bytes `start`..`end` of a proof PDF and learns its length (a ranged download). */
export type PdfReader = (fileId: number, span: { start: number; end: number }) => Promise<FilePart>;

/** The cache key of the proof PDFs' bytes (cleared with the author's data when they sign out). */
export const PDF_KEY = 'proof-pdf';

/**
 * How the proof marks reach the server: the staff calls on the typesetting screen, the author's on
 * the author site. The viewer and the marks are the same components for both.
 */
export interface MarkOps {
  /** The marks' list call: a change reloads its cached answers (`useListChange`). */
  list: CallDeclaration;
  /** A part of the PDF (bytes start..end), downloaded with the caller's own session. */
  readPdf: PdfReader;
  add: (
    manuscriptId: number,
    round: number,
    values: MarkValues,
    areas?: readonly { x: number; y: number; w: number; h: number }[],
  ) => Promise<unknown>;
  takeBack: (mark: Pick<MarkRow, 'id' | 'version'>) => Promise<unknown>;
  /** The typesetter's (staff only): a mark done or not. */
  resolve?: (mark: Pick<MarkRow, 'id' | 'version'>, resolved: boolean) => Promise<unknown>;
}

/** Whether a tab's list offers the batch of proofs: the typesetter's work (the desk, or in typesetting). */
export const offersBatch = (tab: TypesettingTab, mayTypeset: boolean) =>
  mayTypeset && (tab === 'desk' || tab === 'typesetting');

/** What is wrong with a batch of proofs before it is sent (the server checks again, naming each file). */
export type BatchProblem =
  | { kind: 'tooMany'; max: number }
  | { kind: 'notPdf'; name: string }
  | { kind: 'tooLarge'; name: string; maxMb: number };

export function batchProblems(
  files: readonly { name: string; size: number }[],
  maxMb: number,
): BatchProblem[] {
  const problems: BatchProblem[] =
    files.length > BATCH_PROOFS_MAX ? [{ kind: 'tooMany', max: BATCH_PROOFS_MAX }] : [];
  for (const f of files) {
    if (!/\.pdf$/i.test(f.name)) problems.push({ kind: 'notPdf', name: f.name });
    else if (f.size > maxMb * 1024 * 1024) problems.push({ kind: 'tooLarge', name: f.name, maxMb });
  }
  return problems;
}
