import { z } from 'zod';

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
