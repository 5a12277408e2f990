import { z } from 'zod';
import { pageOf, pageQuery, sortParam, textFilter } from './list.ts';

/** How a payee merchant receives authors' payments. */
export const MERCHANT_CHANNELS = {
  bank: { zh: '银行转账', en: 'Bank transfer' },
  wechat: { zh: '微信支付', en: 'WeChat Pay' },
  alipay: { zh: '支付宝', en: 'Alipay' },
} as const;
export type MerchantChannel = keyof typeof MERCHANT_CHANNELS;

export const merchantListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt', 'name'] as const, 'createdAt'),
  keyword: textFilter,
  pressId: z.coerce.number().int().positive().optional(),
});

export const merchantRow = z.object({
  id: z.number(),
  pressId: z.number(),
  pressName: z.string(),
  name: z.string(),
  channel: z.enum(['bank', 'wechat', 'alipay']),
  merchantNo: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  accountNo: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  journalCount: z.number(),
  createdAt: z.string(),
  version: z.number(),
  actions: z.array(z.string()),
});
export type MerchantRow = z.infer<typeof merchantRow>;
export const merchantPage = pageOf(merchantRow);

const fields = {
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(60, { error: 'tooLong' }),
  channel: z.enum(['bank', 'wechat', 'alipay'], { error: 'invalid' }),
  merchantNo: z.string().trim().max(64, { error: 'tooLong' }).default(''),
  accountName: z.string().trim().max(60, { error: 'tooLong' }).default(''),
  bankName: z.string().trim().max(60, { error: 'tooLong' }).default(''),
  accountNo: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[0-9 ]{8,32}$/.test(v), { error: 'invalid' })
    .default(''),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
};
/** Platform operators name the press; press staff always save into their own. */
export const merchantSaveBody = z.object({ ...fields, pressId: z.number().int().positive().optional() });
export const merchantUpdateBody = z.object({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
  ...fields,
});
