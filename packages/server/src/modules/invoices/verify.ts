import { OPEN_INVOICE_STATUSES } from '@jb/contract/schemas/invoices';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface InvoiceProblem {
  invoiceId: number;
  problem: string;
}

const open = sql.raw(OPEN_INVOICE_STATUSES.join(', '));

/**
 * The invoices beside the ledger: an open invoice (1-4) never asks for more than its orders still
 * hold (paid, not refunded), its amount is the sum of its order lines, and an order is covered by
 * at most one open invoice. An empty answer means they agree.
 */
export async function verifyInvoices(db: Db, pressId?: number): Promise<InvoiceProblem[]> {
  const press = pressId === undefined ? sql`true` : sql`i.press_id = ${pressId}`;
  const result = (await db.execute(sql`select i.id, i.amount_fen::text as amount,
      coalesce(sum(io.amount_fen), 0)::text as lines, coalesce(sum(o.paid_fen), 0)::text as paid,
      bool_or((select count(*) from invoice_orders io2 join invoices i2 on i2.id = io2.invoice_id
        where io2.order_id = io.order_id and i2.status in (${open})) > 1) as shared
    from invoices i
    join invoice_orders io on io.invoice_id = i.id
    join orders o on o.id = io.order_id
    where ${press} and i.status in (${open})
    group by i.id, i.amount_fen`)) as unknown as {
    rows: { id: number; amount: string; lines: string; paid: string; shared: boolean }[];
  };
  const problems: InvoiceProblem[] = [];
  for (const r of result.rows) {
    const invoiceId = Number(r.id);
    const amount = Number(r.amount);
    if (amount !== Number(r.lines))
      problems.push({ invoiceId, problem: `amount ${amount} but its order lines sum to ${r.lines}` });
    if (amount > Number(r.paid))
      problems.push({ invoiceId, problem: `amount ${amount} exceeds what its orders hold (${r.paid})` });
    if (r.shared) problems.push({ invoiceId, problem: 'an order of it is in another open invoice' });
  }
  return problems;
}
