import type { invoiceListQuery } from '@jb/contract/schemas/invoices';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access.ts';
import { listInvoices } from '../invoices/list.ts';
import { myInvoices } from './scope.ts';

/**
 * 发票查询 (/caibian/InvoiceQuery): 发票管理's list over the invoices covering orders of the editor's
 * manuscripts; read only (finance issues, refuses and reverses them).
 */
export async function listMyInvoices(db: Db, auth: AuthContext, q: z.infer<typeof invoiceListQuery>) {
  const page = await listInvoices(db, auth, q, myInvoices(auth));
  return { ...page, list: page.list.map((r) => ({ ...r, actions: [] })) };
}
