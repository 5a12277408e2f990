import { z } from 'zod';
import type { Bilingual } from '../i18n.ts';
import { emailSchema } from './common.ts';
import { decisionFields, noteText } from './ledger.ts';
import { pageOf, pageQuery, sortParam, textFilter } from './list.ts';

/**
 * Invoices (发票管理 /finance/invoiceManage; the author site's 申请发票): an author asks for one
 * invoice over one or several paid orders of theirs (普票 or 专票), finance issues it (the 20-digit
 * number of a 数电票, the date, the e-invoice file) or refuses it with a reason; a refund on an
 * invoiced order waits for the red-letter (红字) record. Status 1-7 as contract enums/order.ts
 * INVOICE_STATUS.
 */
export const InvoiceStatus = {
  REQUESTED: 1,
  REQUESTED_AGAIN: 2,
  ISSUED: 3,
  RED_NEEDED: 4,
  NOT_NEEDED: 5,
  EXPIRED: 6,
  HANDLED: 7,
} as const;

/** Statuses in which an invoice still covers its orders (another may not be asked for them). */
export const OPEN_INVOICE_STATUSES: number[] = [1, 2, 3, 4];

export const INVOICE_KINDS = ['normal', 'special'] as const;
export const INVOICE_KIND: Record<(typeof INVOICE_KINDS)[number], Bilingual> = {
  normal: { zh: '增值税普通发票', en: 'Ordinary VAT invoice' },
  special: { zh: '增值税专用发票', en: 'Special VAT invoice' },
};

/**
 * 纳税人识别号: the 18-character unified social credit code (its alphabet leaves out I, O, S, V, Z),
 * or an older 15- or 20-character number.
 */
export const TAXPAYER_ID =
  /^(?:[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}|[0-9A-Z]{15}|[0-9A-Z]{20})$/;

const text = (max: number) => z.string().trim().max(max, { error: 'tooLong' }).default('');
const required = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' });

/**
 * What the author fills in. A 专票 needs the company's taxpayer ID, address, phone, bank and
 * account; a 普票 for a company needs the taxpayer ID, for a person only the name.
 */
export const invoiceApplyBody = z
  .object({
    orderIds: z
      .array(z.number().int().positive())
      .min(1, { error: 'required' })
      .max(20, { error: 'invalid' }),
    kind: z.enum(INVOICE_KINDS, { error: 'invalid' }),
    buyerName: required(100),
    taxpayerId: text(20).transform((v) => v.toUpperCase()),
    address: text(200),
    phone: text(30),
    bankName: text(100),
    bankAccount: text(40),
    email: emailSchema.refine((v) => v !== '', { error: 'required' }),
  })
  .refine((b) => b.taxpayerId === '' || TAXPAYER_ID.test(b.taxpayerId), {
    error: 'invoice.taxpayerId',
    path: ['taxpayerId'],
  })
  .refine((b) => b.kind === 'normal' || b.taxpayerId !== '', { error: 'required', path: ['taxpayerId'] })
  .refine((b) => b.kind === 'normal' || b.address !== '', { error: 'required', path: ['address'] })
  .refine((b) => b.kind === 'normal' || b.phone !== '', { error: 'required', path: ['phone'] })
  .refine((b) => b.kind === 'normal' || b.bankName !== '', { error: 'required', path: ['bankName'] })
  .refine((b) => b.kind === 'normal' || /^\d{6,30}$/.test(b.bankAccount), {
    error: 'invalid',
    path: ['bankAccount'],
  });
export type InvoiceApplyBody = z.infer<typeof invoiceApplyBody>;

/** A 数电票 number: 20 digits. */
const invoiceNumber = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d{20}$/, { error: 'invoice.number' });

/** Finance issues an invoice: its number, date and the e-invoice file (PDF or OFD, uploaded first). */
export const invoiceIssueBody = z.object({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
  number: invoiceNumber,
  issuedOn: z.iso.date({ error: 'invalid' }),
  fileId: z.number({ error: 'required' }).int().positive(),
});

/** Finance refuses a request, with the reason the author is told. */
export const invoiceRefuseBody = z.object({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
  note: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(200, { error: 'tooLong' }),
});

/** The author withdraws a request not yet issued: it needs no invoice any more (→ 5). */
export const invoiceWithdrawBody = z.object({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
});

/** Finance records the red-letter (红字) invoice that reverses an issued one, so a refund can complete. */
export const invoiceRedBody = z.object({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
  redNumber: invoiceNumber,
  redOn: z.iso.date({ error: 'invalid' }),
  note: noteText,
});

export const invoiceListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt', 'amount'] as const, 'createdAt'),
  status: z.coerce
    .number({ error: 'invalid' })
    .int()
    .min(1, { error: 'invalid' })
    .max(7, { error: 'invalid' })
    .optional(),
  kind: z.enum(INVOICE_KINDS, { error: 'invalid' }).optional(),
  /** Buyer, taxpayer ID, invoice number, author, order number. */
  keyword: textFilter,
});

export const INVOICE_ACTIONS = ['issue', 'refuse', 'red'] as const;

const invoiceOrder = z.object({
  id: z.number(),
  orderNum: z.string(),
  feeType: z.number(),
  amountFen: z.number(),
  articleNo: z.string(),
  title: z.string(),
});

export const invoiceRow = z.object({
  id: z.number(),
  status: z.number(),
  kind: z.enum(INVOICE_KINDS),
  buyerName: z.string(),
  taxpayerId: z.string(),
  address: z.string(),
  phone: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  email: z.string(),
  amountFen: z.number(),
  number: z.string().nullable(),
  issuedOn: z.string().nullable(),
  taxRatePermille: z.number().nullable(),
  taxFen: z.number().nullable(),
  fileId: z.number().nullable(),
  redNumber: z.string().nullable(),
  redOn: z.string().nullable(),
  note: z.string(),
  authorName: z.string(),
  journalName: z.string(),
  createdAt: z.string(),
  version: z.number(),
  orders: z.array(invoiceOrder),
  actions: z.array(z.enum(INVOICE_ACTIONS)),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;
export const invoicePage = pageOf(invoiceRow);

/** A paid order of the author's that an invoice may still be asked for. */
export const invoiceableOrder = invoiceOrder.extend({ paidFen: z.number(), paidAt: z.string().nullable() });

/** The author's view of an invoice (no actions). */
export const authorInvoiceRow = invoiceRow.omit({ actions: true, authorName: true });

type Rule = 'notInvoiceable' | 'mixed' | 'notOpen' | 'redFirst' | 'file';
export const INVOICE_RULES: Record<Rule, Bilingual> = {
  notInvoiceable: {
    zh: '所选订单须为您本人已支付、且尚未开票或申请中的订单',
    en: 'The orders must be yours, paid, and not already invoiced or asked for',
  },
  mixed: { zh: '一张发票只能合并同一期刊的订单', en: 'One invoice merges orders of one journal only' },
  notOpen: { zh: '这张发票不在可办理的状态', en: 'This invoice is not at a step where that can be done' },
  redFirst: {
    zh: '这个订单已开具发票：请先在发票管理中登记红字发票，再办理退款',
    en: 'This order is invoiced: record the red-letter invoice under Invoices first, then refund',
  },
  file: { zh: '请上传电子发票文件（PDF 或 OFD）', en: 'Upload the e-invoice file (PDF or OFD)' },
};

/** Decisions reuse the ledger's fields where they fit. */
export const invoiceDecisionFields = decisionFields;
