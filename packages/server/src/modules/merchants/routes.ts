import { merchants as resource } from '@jb/contract/api/merchants';
import { ErrorCode } from '@jb/contract/errors';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journals, merchants } from '../../db/schema/index.ts';
import { refuse } from '../../platform/errors.ts';
import { type ResourceStore, resourceRoutes } from '../../platform/resource.ts';
import { ref } from '../../platform/sqlRef.ts';

/** Payee merchants of a press: the declared resource on its table, with the journals that use each. */
export const merchantStore: ResourceStore = {
  table: merchants,
  search: [merchants.name, merchants.merchantNo],
  computed: {
    journalCount:
      sql<number>`(select count(*)::int from ${journals} where ${ref(journals.payeeMerchantId)} = ${ref(merchants.id)})`.mapWith(
        Number,
      ),
  },
  // Soft deleted (payments name merchants); refused while a journal takes payments through it
  // (a journal's unpaid orders are paid into the journal's merchant).
  inUse: async (tx, id) => {
    const using = await tx
      .select({ name: journals.name })
      .from(journals)
      .where(eq(journals.payeeMerchantId, id))
      .limit(20);
    if (using.length) throw refuse(ErrorCode.MERCHANT_IN_USE, { journals: using.map((j) => j.name) });
  },
};

export const merchantRoutes = (db: Db) => resourceRoutes(db, resource, merchantStore);
