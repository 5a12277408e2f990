import { z } from 'zod';
import { optionalId, pageOf, pageQuery, sortParam, textFilter } from './list.ts';

/** Finance's confirmation of a bank remittance (the built-in payment provider). */
export const remittanceInput = z.object({
  remitter: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(100, { error: 'tooLong' }),
  amountFen: z.number({ error: 'required' }).int({ error: 'invalid' }).positive({ error: 'invalid' }),
  paidOn: z.iso.date({ error: 'invalid' }),
  voucherNote: z.string().trim().max(200, { error: 'tooLong' }).default(''),
});
export type RemittanceInput = z.infer<typeof remittanceInput>;

/** A bound of the order list's amount range, in whole fen (≥ 0). */
const fenBound = z.coerce
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .min(0, { error: 'invalid' })
  .optional();

/**
 * The filters of the order list (/operation/orderInquiry, /finance/orderList) and its export. The
 * amount range is refused on `maxFen` when it ends below its start.
 */
const orderListFields = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt', 'amount', 'orderNum'] as const, 'createdAt'),
  journalId: optionalId,
  /** Fee type 1-6 (SPEC §3, contract enums/journal.ts FEE_TYPE). */
  feeType: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(6, { error: 'invalid' })
    .optional(),
  /** The order reading of payStatus (SPEC §4): 0 unpaid, 1 paid, 2 cancelled, 3 closed, 4 refunded. */
  payStatus: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(0, { error: 'invalid' })
    .max(4, { error: 'invalid' })
    .optional(),
  /** Ordered on or after / on or before these China days (YYYY-MM-DD). */
  createdFrom: z.iso.date({ error: 'invalid' }).optional(),
  createdTo: z.iso.date({ error: 'invalid' }).optional(),
  /** The order's amount, in fen, between these bounds (both included). */
  minFen: fenBound,
  maxFen: fenBound,
  /** Order number, article number or title, author name or phone. */
  keyword: textFilter,
});

const amountRange = (q: { minFen?: number | undefined; maxFen?: number | undefined }) =>
  q.minFen === undefined || q.maxFen === undefined || q.minFen <= q.maxFen;
const amountRangeError = { error: 'invalid', path: ['maxFen'] };

export const orderListQuery = orderListFields.refine(amountRange, amountRangeError);
/** The list's filters and order without paging: the export of the filtered set. */
export const orderExportQuery = orderListFields
  .omit({ page: true, pageSize: true })
  .refine(amountRange, amountRangeError);
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** An order as the order list shows it (SPEC §3 Order, amounts in fen; the web labels the codes). */
export const orderRow = z.object({
  id: z.number(),
  orderNum: z.string(),
  feeType: z.number(),
  amountFen: z.number(),
  paidFen: z.number(),
  /** The order reading of SPEC §4 (codes above 4: under review). */
  payStatus: z.number(),
  manuscript: z.object({ id: z.number(), articleNo: z.string(), title: z.string() }),
  journalId: z.number(),
  journalName: z.string(),
  authorName: z.string(),
  authorPhone: z.string(),
  createdAt: z.string(),
  /** When the last payment was recorded; null before any. */
  paidAt: z.string().nullable(),
});
export type OrderRow = z.infer<typeof orderRow>;

/** The page, with the count and totals of the whole filtered set (not only the page). */
export const orderPage = pageOf(orderRow).extend({
  summary: z.object({ count: z.number(), amountFen: z.number(), paidFen: z.number() }),
});

/** One change of an order (order_events), with who made it. */
export const orderEventRow = z.object({
  id: z.number(),
  /** created, remittance, waived, cancelled. */
  kind: z.string(),
  fromPayStatus: z.number().nullable(),
  toPayStatus: z.number(),
  amountFen: z.number(),
  actorType: z.enum(['author', 'staff']),
  actorName: z.string(),
  note: z.string(),
  createdAt: z.string(),
});

/** Money received on an order. */
export const orderPaymentRow = z.object({
  id: z.number(),
  /** remittance (a bank transfer confirmed by finance). */
  method: z.string(),
  amountFen: z.number(),
  remitter: z.string(),
  paidOn: z.string(),
  voucherNote: z.string(),
  confirmedByName: z.string(),
  createdAt: z.string(),
});

export const orderDetail = orderRow.extend({
  events: z.array(orderEventRow),
  payments: z.array(orderPaymentRow),
});
export type OrderDetail = z.infer<typeof orderDetail>;
