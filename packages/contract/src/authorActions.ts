import { refundableFen } from './balances.ts';
import { annexSupplementAwaited } from './enums/annex.ts';
import { OrderPayStatus } from './enums/order.ts';
import type { Bilingual } from './i18n.ts';
import { mayApplyRevision } from './revisionRules.ts';
import { decide, type ManuscriptFacts, TRANSITIONS, type Who } from './transitions.ts';
import { withdrawable } from './withdrawalRows.ts';
import { type ManuscriptStatus, type PathConfig, proofStatuses, Status } from './workflow.ts';

/**
 * What an author may do on a manuscript of theirs on the journal's site, computed by the server for
 * each row it sends (`actions`) and checked again when the author acts; the site draws a card only
 * for an action in the list. The status moves are the transition table's author rows; the rest
 * (an annex supplement, a refund request) are the small rules below, read from the manuscript's
 * fields and its orders.
 */

/** The transition table's rows the author takes (permission 'author'). */
type AuthorRow = Extract<(typeof TRANSITIONS)[number], { permission: 'author' }>;
export type AuthorWorkflowAction = AuthorRow['action'];

const AUTHOR_ROWS = TRANSITIONS.filter((t): t is AuthorRow => t.permission === 'author');

/** The manuscript's own author, as the table sees them (the server scoped the row to them). */
const AUTHOR: Who = { holds: (permission) => permission === 'author', userId: null };

/**
 * Manuscript statuses on which the author may ask on the site for money paid back (SPEC gives no
 * other case: there is no withdrawn status; anything else goes through the editorial office).
 */
export const AUTHOR_REFUND_STATUSES: readonly ManuscriptStatus[] = [Status.REJECTED];

/** Whether the manuscript's status lets its author ask for a refund on the site. */
export function authorMayAskRefund(status: number): boolean {
  return (AUTHOR_REFUND_STATUSES as readonly number[]).includes(status);
}

/** One order of the manuscript as the refund rule reads it; `heldFen`: what its open refunds hold. */
export interface AuthorOrderFacts {
  payStatus: number;
  paidFen: number;
  heldFen: number;
}

/** What the author may ask back on one order of the manuscript now (0: nothing). */
export function authorRefundableFen(status: number, order: AuthorOrderFacts): number {
  if (!authorMayAskRefund(status) || order.payStatus !== OrderPayStatus.PAID) return 0;
  return refundableFen(order, order.heldFen);
}

/**
 * The proof round the author reads now: proof k of a manuscript whose journal has its authors read
 * the proofs (`authorProofreads`); null otherwise (docs/production.md "The author's proof reading").
 */
export function authorProofRound(authorProofreads: boolean, status: number): number | null {
  if (!authorProofreads) return null;
  for (let k = 1; k <= 8; k += 1) if (proofStatuses(k)[0] === status) return k;
  return null;
}

/** Whether the author may ask to withdraw the manuscript now (the call checks the same). */
export function mayAskWithdrawal(facts: Pick<ManuscriptFacts, 'status' | 'withdrawalPending'>): boolean {
  return withdrawable(facts.status) && !facts.withdrawalPending;
}

/** What the author's actions are computed from: the table's facts and the manuscript's own fields. */
export interface AuthorFacts {
  facts: ManuscriptFacts;
  config: PathConfig;
  annexStatus: number;
  supplementStatus: number;
  orders: readonly AuthorOrderFacts[];
  /** The journal's setting that its authors read the proofs on the site. */
  authorProofreads: boolean;
}

interface AuthorRule {
  title: Bilingual;
  test: (f: AuthorFacts) => boolean;
}

/** The author's actions that move no status, beside the table. */
const AUTHOR_RULES = {
  supplementAnnexes: {
    title: { zh: '补充附件', en: 'Supplement the annexes' },
    test: (f) => annexSupplementAwaited(f),
  },
  requestRefund: {
    title: { zh: '申请退款', en: 'Ask for a refund' },
    test: (f) => f.orders.some((o) => authorRefundableFen(f.facts.status, o) > 0),
  },
  /** Ask to withdraw (docs/author-requests.md): a status that allows it, no request already waiting. */
  withdraw: {
    title: { zh: '撤稿', en: 'Withdraw' },
    test: (f) => mayAskWithdrawal(f.facts),
  },
  /**
   * Apply to change the details after acceptance, or to correct a failed fund (docs/author-requests.md):
   * the card also shows the outcome.
   */
  applyRevision: {
    title: { zh: '修改申请', en: 'Apply for a revision' },
    test: (f) => mayApplyRevision(f.facts.status, f.facts.foundationStatus ?? 0),
  },
  readProofs: {
    title: { zh: '校对清样', en: 'Read the proofs' },
    test: (f) => authorProofRound(f.authorProofreads, f.facts.status) !== null,
  },
} satisfies Record<string, AuthorRule>;

export type AuthorAction = AuthorWorkflowAction | keyof typeof AUTHOR_RULES;

export const AUTHOR_ACTIONS = [
  ...new Set(AUTHOR_ROWS.map((row) => row.action)),
  ...(Object.keys(AUTHOR_RULES) as (keyof typeof AUTHOR_RULES)[]),
] as [AuthorAction, ...AuthorAction[]];

/** Each action's name as the author reads it (the table's title for a status move). */
export const AUTHOR_ACTION_TITLES = Object.fromEntries(
  AUTHOR_ACTIONS.map((action) => [
    action,
    action in AUTHOR_RULES
      ? AUTHOR_RULES[action as keyof typeof AUTHOR_RULES].title
      : AUTHOR_ROWS.find((row) => row.action === action)!.title,
  ]),
) as Record<AuthorAction, Bilingual>;

function isRuleAction(action: AuthorAction): action is keyof typeof AUTHOR_RULES {
  return action in AUTHOR_RULES;
}

/** The actions the author may take on the manuscript now. */
export function authorActions(f: AuthorFacts): AuthorAction[] {
  return AUTHOR_ACTIONS.filter((action) =>
    isRuleAction(action)
      ? AUTHOR_RULES[action].test(f)
      : decide(action, f.facts, f.config, AUTHOR, 'x', AUTHOR_ROWS).ok,
  );
}
