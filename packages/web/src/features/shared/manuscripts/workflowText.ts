import { type Bilingual, type Lang, pick } from '@jb/contract/i18n';
import {
  BATCH_OUTCOME_TEXT,
  OTHER_EVENTS,
  REFUSAL_TEXT,
  type Refusal,
  TRANSITIONS,
} from '@jb/contract/transitions';
import {
  isManuscriptStatus,
  MANUSCRIPT_STATUS,
  REVIEW_STAGES,
  SIDE_PATH_STATUSES,
  STATUS_CODES,
  Status,
} from '@jb/contract/workflow';

/**
 * How the manuscript screens name statuses, actions and outcomes: every word comes from the
 * contract's catalogue (workflow.ts, transitions.ts, enums/order.ts), never from the screens.
 */

/** A status label; an unknown code reads as itself. */
export function statusLabel(code: number | null | undefined): Bilingual {
  if (code === null || code === undefined) return { zh: '-', en: '-' };
  return isManuscriptStatus(code) ? MANUSCRIPT_STATUS[code] : { zh: String(code), en: String(code) };
}

/** The title of an action of the timeline or a button: the transition table's, or the event's own. */
export function actionTitle(action: string): Bilingual {
  const row = TRANSITIONS.find((t) => t.action === action);
  if (row) return row.title;
  return Object.hasOwn(OTHER_EVENTS, action) ? OTHER_EVENTS[action]! : { zh: action, en: action };
}

/** Whether the table asks for a reason for this action (kept as the event's note). */
export function noteRequired(action: string): boolean {
  return TRANSITIONS.some((t) => t.action === action && t.noteRequired);
}

/** The table's sentence for a refusal reason (40070's `data.reason`), if it is one it knows. */
export function refusalText(reason: string | null | undefined): Bilingual | null {
  return reason && Object.hasOwn(REFUSAL_TEXT, reason) ? REFUSAL_TEXT[reason as Refusal] : null;
}

export type StatusGroupKey = 'payment' | 'review' | 'production' | 'side';

export interface StatusGroup {
  key: StatusGroupKey;
  codes: number[];
}

/**
 * Every status of the catalogue, grouped for a filter: awaiting payment, review (to acceptance),
 * production (after acceptance, in path order), and the side paths. Each code in exactly one group.
 */
export function statusGroups(): StatusGroup[] {
  const review = new Set<number>([...REVIEW_STAGES.flatMap((s) => s.statuses), Status.ACCEPTED]);
  const side = new Set<number>(SIDE_PATH_STATUSES);
  const groups: Record<StatusGroupKey, number[]> = { payment: [], review: [], production: [], side: [] };
  for (const code of STATUS_CODES) {
    if (code === Status.AUTHOR_UNPAID) groups.payment.push(code);
    else if (review.has(code)) groups.review.push(code);
    else if (side.has(code)) groups.side.push(code);
    else groups.production.push(code);
  }
  return (['payment', 'review', 'production', 'side'] as const).map((key) => ({ key, codes: groups[key] }));
}

/** The colour of an order's pay status: SPEC §4 shows payStatus 5 in red. */
export function payStatusColor(code: number): string {
  if (code === 5) return 'red';
  if (code === 1) return 'green';
  if (code === 0) return 'orange';
  if (code === 4) return 'purple';
  return 'default';
}

/** One answer of a batch call as the batch call declares it. */
export type BatchAnswer =
  | { ok: true; id: number; status: number; version: number }
  | { ok: false; id: number; code: number; message: string; reason: string | null; status: number | null };

export interface BatchLine {
  id: number;
  /** The manuscript's number and title as the person ticked it. */
  name: string;
  ok: boolean;
  /** Succeeded: the status it moved to. Failed: the server's message and the table's reason. */
  text: string;
}

/**
 * What a batch did to each ticked manuscript, in the order ticked: the new status of those that
 * moved, the server's message (and the table's reason, where it names one) of those that did not.
 */
export function batchLines(
  answers: readonly BatchAnswer[],
  ticked: readonly { id: number; articleNo: string; title: string }[],
  lang: Lang,
): BatchLine[] {
  const byId = new Map(answers.map((a) => [a.id, a]));
  return ticked.map((m) => {
    const name = `${m.articleNo} ${m.title}`;
    const answer = byId.get(m.id);
    if (!answer) return { id: m.id, name, ok: false, text: pick(BATCH_OUTCOME_TEXT.noAnswer, lang) };
    if (answer.ok) return { id: m.id, name, ok: true, text: pick(statusLabel(answer.status), lang) };
    const why = refusalText(answer.reason);
    const detail = why ? pick(why, lang) : '';
    const text =
      detail && detail !== answer.message
        ? `${answer.message}${lang === 'zh-CN' ? `（${detail}）` : ` (${detail})`}`
        : answer.message;
    return { id: m.id, name, ok: false, text };
  });
}

/** A file's size as people read it: bytes, KB or MB (one decimal). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
