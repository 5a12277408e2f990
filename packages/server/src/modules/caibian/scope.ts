import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { authors, invoiceOrders, invoices, manuscripts, orders } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { pressCondition } from '../../platform/tenancy.ts';

/**
 * An acquisition editor's scope (docs/acquisition-editors.md), used by every /caibian call:
 * - their authors: the authors they registered (`authors.registered_by`) and the authors of the
 *   manuscripts naming them as referrer;
 * - their manuscripts: the ones naming them as referrer, and the ones of authors they registered
 *   that name no referrer (a manuscript another editor referred is that editor's).
 * Always within the caller's press; outside the scope a row is not found (404).
 */

/** The manuscripts (the `manuscripts` table of the query) that are the editor's. */
export function myManuscripts(auth: AuthContext): SQL {
  return sql`(${manuscripts.referrerId} = ${auth.userId} or (${manuscripts.referrerId} is null
    and ${manuscripts.authorId} = any(array(select a.id from ${authors} a where a.registered_by = ${auth.userId}))))`;
}

/** The authors (the `authors` table of the query) that are the editor's. */
export function myAuthors(auth: AuthContext): SQL {
  return sql`(${authors.registeredBy} = ${auth.userId}
    or ${authors.id} = any(array(select m.author_id from ${manuscripts} m where m.referrer_id = ${auth.userId})))`;
}

/** The ids of the editor's manuscripts, as an array (the condition of `myManuscripts`). */
function myManuscriptIds(auth: AuthContext): SQL {
  return sql`array(select m.id from ${manuscripts} m
    where m.referrer_id = ${auth.userId} or (m.referrer_id is null
      and m.author_id = any(array(select a.id from ${authors} a where a.registered_by = ${auth.userId}))))`;
}

/** The orders (the `orders` table of the query) of the editor's manuscripts. */
export function myOrders(auth: AuthContext): SQL {
  return sql`${orders.manuscriptId} = any(${myManuscriptIds(auth)})`;
}

/** The invoices (the `invoices` table of the query) covering an order of the editor's manuscripts. */
export function myInvoices(auth: AuthContext): SQL {
  return sql`exists (select 1 from ${invoiceOrders} io join ${orders} o on o.id = io.order_id
    where io.invoice_id = ${invoices.id} and o.manuscript_id = any(${myManuscriptIds(auth)}))`;
}

/** One of the editor's authors, of their press; anyone else's is 404. */
export async function requireMyAuthor(db: Db | Tx, auth: AuthContext, authorId: number) {
  const [row] = await db
    .select({ id: authors.id, pressId: authors.pressId })
    .from(authors)
    .where(and(eq(authors.id, authorId), pressCondition(auth, authors.pressId), myAuthors(auth)));
  if (!row) throw errors.notFound();
  return row;
}

/**
 * Whether a staff entry (录入稿件) is an acquisition editor's for their own author: the caller enters
 * through 我的作者's permission and not the press-wide entry of 稿件查询.
 */
export function entersAsEditor(auth: AuthContext): boolean {
  return (
    !auth.permissions.has('operation.manuscriptManage.enter') &&
    auth.permissions.has('caibian.myAuthor.enter')
  );
}
