import { OrderPayStatus } from '@jb/contract/enums/order';
import {
  type OrderSuggestion,
  SUGGESTION_REASONS,
  type SuggestionReason,
} from '@jb/contract/schemas/remittances';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authors, journals, manuscripts, orders } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { assignedCondition, pressCondition } from '../../platform/tenancy.ts';

/**
 * The orders a remittance may pay, as suggestions and auto-match read them: unpaid orders of the
 * person's press and journals with something still due, each with its manuscript, journal and author.
 */

/** What is still due on an order, in SQL (balances.ts `dueFen` for a row already read). */
export const dueOf = sql<number>`(${orders.amountFen} - ${orders.discountFen} - ${orders.paidFen} - ${orders.refundedFen})`;

/** Unpaid orders with money due, of the person's press and journals. */
export function payableCondition(auth: AuthContext): SQL | undefined {
  return and(
    pressCondition(auth, orders.pressId),
    assignedCondition(auth, orders.journalId),
    eq(orders.payStatus, OrderPayStatus.UNPAID),
    gt(dueOf, 0),
  );
}

/**
 * Where payers write an order or article number: runs of letters, digits and dashes. The same
 * pattern splits remarks in SQL (auto-match) and in code (suggestions).
 */
export const TOKEN_SPLIT = '[^A-Za-z0-9-]+';
const MIN_TOKEN = 4;

/** The words of a remark that may be an order or article number. */
export function tokensOf(...texts: (string | undefined)[]): string[] {
  const words = texts.flatMap((text) => (text ?? '').split(new RegExp(TOKEN_SPLIT)));
  const tokens = words.map((w) => w.replace(/^-+|-+$/g, '')).filter((w) => w.length >= MIN_TOKEN);
  return [...new Set(tokens)];
}

export const suggestionColumns = {
  orderId: orders.id,
  version: orders.version,
  orderNum: orders.orderNum,
  feeType: orders.feeType,
  amountFen: orders.amountFen,
  dueFen: dueOf.mapWith(Number),
  manuscriptId: manuscripts.id,
  articleNo: manuscripts.articleNo,
  title: manuscripts.title,
  manuscriptStatus: manuscripts.status,
  journalName: journals.name,
  authorName: authors.name,
};

/** Orders with their manuscript, journal and author (a builder to filter, order and limit). */
export function ordersJoined(db: Db) {
  return db
    .select(suggestionColumns)
    .from(orders)
    .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
    .innerJoin(journals, eq(journals.id, orders.journalId))
    .innerJoin(authors, eq(authors.id, orders.authorId))
    .$dynamic();
}

type Read = Awaited<ReturnType<typeof ordersJoined>>[number];

/** Why an order fits a remittance: its numbers among the remark's words, its due, its author's name. */
export function reasonsOf(
  o: Read,
  fits: { tokens: string[]; names: string[]; restFen: number },
): SuggestionReason[] {
  const signs: Record<SuggestionReason, boolean> = {
    orderNum: fits.tokens.includes(o.orderNum),
    articleNo: fits.tokens.includes(o.articleNo),
    amount: o.dueFen === fits.restFen,
    remitter: fits.names.includes(o.authorName),
  };
  return SUGGESTION_REASONS.filter((k) => signs[k]);
}

export function toSuggestion(r: Read, reasons: SuggestionReason[]): OrderSuggestion {
  return {
    orderId: r.orderId,
    version: r.version,
    orderNum: r.orderNum,
    feeType: r.feeType,
    amountFen: r.amountFen,
    dueFen: r.dueFen,
    manuscript: { id: r.manuscriptId, articleNo: r.articleNo, title: r.title, status: r.manuscriptStatus },
    journalName: r.journalName,
    authorName: r.authorName,
    reasons,
  };
}
