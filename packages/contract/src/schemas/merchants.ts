import { z } from 'zod';

/** How a payee merchant receives authors' payments. */
export const MERCHANT_CHANNELS = {
  bank: { zh: '银行转账', en: 'Bank transfer' },
  wechat: { zh: '微信支付', en: 'WeChat Pay' },
  alipay: { zh: '支付宝', en: 'Alipay' },
} as const;
export type MerchantChannel = keyof typeof MERCHANT_CHANNELS;

const channel = z.enum(['bank', 'wechat', 'alipay'], { error: 'invalid' });
const status = z.union([z.literal(0), z.literal(1)]);

/** A merchant as the list shows it (beside id, press, version and actions). */
export const merchantRow = {
  name: z.string(),
  channel,
  merchantNo: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  accountNo: z.string(),
  journalCount: z.number(),
  status,
  createdAt: z.string(),
};

/** What a person edits, with its rules. */
export const merchantBody = {
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(60, { error: 'tooLong' }),
  channel,
  merchantNo: z.string().trim().max(64, { error: 'tooLong' }).default(''),
  accountName: z.string().trim().max(60, { error: 'tooLong' }).default(''),
  bankName: z.string().trim().max(60, { error: 'tooLong' }).default(''),
  accountNo: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[0-9 ]{8,32}$/.test(v), { error: 'invalid' })
    .default(''),
  status: status.default(1),
};
