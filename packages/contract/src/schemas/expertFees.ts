import { z } from 'zod';
import type { Bilingual } from '../i18n.ts';
import { noteText, reasonText } from './ledger.ts';
import { optionalId, pageOf, pageQuery, sortParam, textFilter } from './list.ts';

/**
 * Expert review fees (专家审稿费 /finance/expertFee): each submitted review earns its journal's fee
 * (audit fee status 1 unpaid, enums/order.ts AUDIT_FEE_STATUS); finance gathers unpaid fees into a
 * payment batch (→ 2 awaiting payment), exports the bank's batch file, then marks the batch paid with
 * the transfer's voucher (→ 3) or cancels it (→ 1). The expert sees their own fees in the expert area.
 */

/** A payment batch's status: 1 awaiting payment, 2 paid, 3 cancelled (its fees back to unpaid). */
export const ExpertFeeBatchStatus = { AWAITING: 1, PAID: 2, CANCELLED: 3 } as const;

export const EXPERT_FEE_BATCH_STATUS: Record<number, Bilingual> = {
  1: { zh: '待支付', en: 'Awaiting payment' },
  2: { zh: '已支付', en: 'Paid' },
  3: { zh: '已作废', en: 'Cancelled' },
};

/** The fee statuses finance works with (a review without a fee, status 0, is not listed). */
export const LISTED_FEE_STATUSES = [1, 2, 3] as const;

const status = (max: number) =>
  z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(max, { error: 'invalid' })
    .optional();
const day = z.iso.date({ error: 'invalid' }).optional();
const dayOrder = (q: { submittedFrom?: string | undefined; submittedTo?: string | undefined }) =>
  !q.submittedFrom || !q.submittedTo || q.submittedFrom <= q.submittedTo;

/** Finance's list: status, journal, expert name, submitted China days, batch number. */
export const expertFeeListQuery = z
  .object({
    ...pageQuery,
    sort: sortParam(['submittedAt', 'amount'] as const, 'submittedAt'),
    status: status(3),
    journalId: optionalId,
    expertName: textFilter,
    submittedFrom: day,
    submittedTo: day,
    batchNo: textFilter,
  })
  .refine(dayOrder, { error: 'invalid', path: ['submittedTo'] });

export const EXPERT_FEE_ACTIONS = ['batch'] as const;

export const expertFeeRow = z.object({
  /** The invitation the review answers (one fee per review). */
  id: z.number(),
  expertId: z.number(),
  expertName: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  /** The payee's account name, bank and account are all on the expert's profile. */
  bankReady: z.boolean(),
  articleNo: z.string(),
  title: z.string(),
  journalId: z.number(),
  journalName: z.string(),
  submittedAt: z.string().nullable(),
  feeFen: z.number(),
  feeStatus: z.number(),
  batchId: z.number().nullable(),
  batchNo: z.string().nullable(),
  actions: z.array(z.enum(EXPERT_FEE_ACTIONS)),
});
export type ExpertFeeRow = z.infer<typeof expertFeeRow>;

/** The count and sum of the filtered fees in each status (1-3), the status filter aside. */
export const feeTotals = z.array(z.object({ status: z.number(), count: z.number(), totalFen: z.number() }));

export const expertFeePage = pageOf(expertFeeRow).extend({ summary: feeTotals });

/** Unpaid fees gathered into one payment batch (at most 500: one bank file). */
export const expertFeeBatchBody = z.object({
  invitationIds: z
    .array(z.number().int().positive(), { error: 'required' })
    .min(1, { error: 'required' })
    .max(500, { error: 'invalid' }),
  note: noteText,
});

const idVersion = {
  id: z.number({ error: 'required' }).int().positive(),
  version: z.number({ error: 'required' }).int().min(0),
};

/** A batch paid: the bank's voucher of the transfer (uploaded first, kind `voucher`) and a note. */
export const expertFeePayBody = z.object({
  ...idVersion,
  voucherFileId: z.number({ error: 'required' }).int().positive(),
  note: noteText,
});

/** A batch awaiting payment cancelled, with the reason; its fees are unpaid again. */
export const expertFeeCancelBody = z.object({ ...idVersion, reason: reasonText });

export const expertFeeBatchListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt', 'total'] as const, 'createdAt'),
  status: status(3),
  batchNo: textFilter,
});

export const EXPERT_FEE_BATCH_ACTIONS = ['fees', 'export', 'pay', 'cancel'] as const;

export const expertFeeBatchRow = z.object({
  id: z.number(),
  batchNo: z.string(),
  status: z.number(),
  totalFen: z.number(),
  feeCount: z.number(),
  createdByName: z.string(),
  createdAt: z.string(),
  paidByName: z.string().nullable(),
  paidAt: z.string().nullable(),
  voucherFileId: z.number().nullable(),
  voucherNote: z.string(),
  /** Why a cancelled batch was cancelled (kept on its fees' history); null otherwise. */
  cancelReason: z.string().nullable(),
  version: z.number(),
  actions: z.array(z.enum(EXPERT_FEE_BATCH_ACTIONS)),
});
export type ExpertFeeBatchRow = z.infer<typeof expertFeeBatchRow>;
export const expertFeeBatchPage = pageOf(expertFeeBatchRow);

export const expertFeeBatchResult = z.object({
  id: z.number(),
  batchNo: z.string(),
  status: z.number(),
  totalFen: z.number(),
  feeCount: z.number(),
  version: z.number(),
});

/** The expert's own fees in the expert area. */
export const myExpertFeesQuery = z.object({
  ...pageQuery,
  sort: sortParam(['submittedAt'] as const, 'submittedAt'),
  status: status(3),
});

export const myExpertFeeRow = z.object({
  id: z.number(),
  articleNo: z.string(),
  title: z.string(),
  journalName: z.string(),
  submittedAt: z.string().nullable(),
  feeFen: z.number(),
  feeStatus: z.number(),
  batchNo: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type MyExpertFeeRow = z.infer<typeof myExpertFeeRow>;
export const myExpertFeePage = pageOf(myExpertFeeRow).extend({ summary: feeTotals });

type Rule = 'notUnpaid' | 'noBank' | 'notAwaiting' | 'cancelled' | 'voucher';
export const EXPERT_FEE_RULES: Record<Rule, Bilingual> = {
  notUnpaid: {
    zh: '所选审稿费须为未支付状态（已在其他批次中或已支付的不能再次付款）',
    en: 'The fees chosen must be unpaid (a fee in another batch or paid cannot be paid again)',
  },
  noBank: {
    zh: '以下专家未填写完整的收款账户（户名、开户银行、银行账号），请先在专家管理中补充：{{names}}',
    en: 'These experts have no complete bank details (account name, bank, account number); add them under Experts first: {{names}}',
  },
  notAwaiting: {
    zh: '只有待支付的批次可以登记支付或作废',
    en: 'Only a batch awaiting payment can be marked paid or cancelled',
  },
  cancelled: {
    zh: '这个批次已作废，没有可导出的付款',
    en: 'This batch is cancelled: it has no payments to export',
  },
  voucher: { zh: '请上传付款凭证（PDF 或图片）', en: 'Upload the payment voucher (PDF or picture)' },
};
