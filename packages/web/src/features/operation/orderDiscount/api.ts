import type { ResultOf } from '@jb/contract/api/define';
import { discountOrders } from '@jb/contract/api/discounts';
import type { DiscountRow } from '@jb/contract/schemas/discounts';
import { api } from '../../../api/http.ts';

export type { DiscountRow };
/** An unpaid order of a manuscript, as the application form offers it. */
export type DiscountOrderOption = ResultOf<typeof discountOrders>[number];

/**
 * The unpaid orders of the manuscript with this number; the caller shows a refusal (no such
 * manuscript: a field problem on `articleNo`) under the field.
 */
export function findDiscountOrders(articleNo: string): Promise<DiscountOrderOption[]> {
  return api(discountOrders, { query: { articleNo } }, { silent: true });
}
