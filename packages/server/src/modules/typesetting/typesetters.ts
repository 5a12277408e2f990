import { TYPESET_PERMISSION, TYPESETTER_STATUSES } from '@jb/contract/productionRows';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { holdsPermission, worksJournal } from '../../platform/staffScope.ts';
import { requireJournal } from '../../platform/tenancy.ts';

/**
 * The people a journal's typesetting may be dispatched to: active staff of the press who hold the
 * typesetting action and work the journal, each with the manuscripts on their desk now.
 */
export async function typesettersOf(db: Db, auth: AuthContext, journalId: number) {
  const journal = await requireJournal(db, auth, journalId);
  const statuses = sql.join(
    TYPESETTER_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  return db
    .select({
      id: users.id,
      name: users.name,
      open: sql<number>`(select count(*)::int from typesetting_dispatches d join manuscripts m on m.id = d.manuscript_id
        where d.typesetter_id = ${users.id} and m.status in (${statuses}))`,
    })
    .from(users)
    .where(
      and(
        eq(users.pressId, journal.pressId),
        eq(users.status, 1),
        holdsPermission(sql`${users.id}`, TYPESET_PERMISSION),
        worksJournal(sql`${users.id}`, journalId),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}
