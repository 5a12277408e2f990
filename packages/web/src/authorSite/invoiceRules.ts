import { invoiceApplyBody } from '@jb/contract/schemas/invoices';
import type { Schema } from '../components/form/zodRule.ts';

type Field = keyof typeof invoiceApplyBody.shape;

/**
 * One field of the invoice request checked by the contract's whole rule, with the rest of the form
 * as it stands: what a 专票 needs follows the kind chosen, the taxpayer ID its pattern (TAXPAYER_ID).
 */
export function applyFieldSchema(field: Field, others: () => Record<string, unknown>): Schema {
  return {
    safeParse: (value) => {
      const result = invoiceApplyBody.safeParse({ ...others(), [field]: value });
      const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === field);
      return issue
        ? { success: false, error: { issues: [{ message: issue.message, path: [field] }] } }
        : { success: true };
    },
  };
}

/** The buyer's fields a 专票 requires besides the name (a 普票 only the name). */
export const SPECIAL_FIELDS = ['taxpayerId', 'address', 'phone', 'bankName', 'bankAccount'] as const;
