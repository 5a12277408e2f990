import { INVOICE_STATUS } from '@jb/contract/enums/order';
import { INVOICE_KIND, INVOICE_KINDS } from '@jb/contract/schemas/invoices';
import { useMemo } from 'react';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { useInvoiceTexts } from './texts.ts';

/** The invoice list's pieces (发票管理, and the acquisition editor's 发票查询): status tabs, filters. */

/** Every invoice status, one tab each. */
export const INVOICE_STATUSES = Object.keys(INVOICE_STATUS).map(Number);

/** The kind of invoice and a keyword. */
export function useInvoiceFilters(): FilterField[] {
  const t = useInvoiceTexts();
  const pick = usePick();
  return useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'kind',
        label: t('kind'),
        options: INVOICE_KINDS.map((kind) => ({ value: kind, label: pick(INVOICE_KIND[kind]) })),
      },
      { kind: 'text', name: 'keyword', label: t('keyword') },
    ],
    [t, pick],
  );
}
