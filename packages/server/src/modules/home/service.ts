import type { Lang } from '@jb/contract/i18n';
import type { HomeSummary } from '@jb/contract/schemas/personal';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journals, loginRecords, presses, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { journalCondition, journalScope, pressCondition } from '../../platform/tenancy.ts';
import { unreadCount } from '../messages/service.ts';
import { loadPerson } from '../people/person.ts';

async function countOf(query: Promise<{ n: number }[]>): Promise<number> {
  return Number((await query)[0]?.n ?? 0);
}

/**
 * The signed-in person's summary on the home screens. `counts` are the work counts of the
 * capabilities that exist; each later capability adds its own key here.
 */
export async function homeSummary(db: Db, auth: AuthContext, lang: Lang): Promise<HomeSummary> {
  const person = (await loadPerson(db, auth.userId, lang))!;
  const previous = await db
    .select({ at: loginRecords.createdAt, ip: loginRecords.ip, location: loginRecords.location })
    .from(loginRecords)
    .where(and(eq(loginRecords.userId, auth.userId), eq(loginRecords.result, 'success')))
    .orderBy(desc(loginRecords.createdAt), desc(loginRecords.id))
    .limit(2);
  // The newest success is this session's own sign-in; "last sign-in" is the one before it.
  const last = previous[1] ?? previous[0] ?? null;
  const journalIds = await journalScope(db, auth);
  const journalWhere = and(pressCondition(auth, journals.pressId), journalCondition(journalIds, journals.id));
  const counts = [
    ...(auth.platform
      ? [{ key: 'presses', value: await countOf(db.select({ n: count() }).from(presses)) }]
      : []),
    { key: 'journals', value: await countOf(db.select({ n: count() }).from(journals).where(journalWhere)) },
    {
      key: 'staff',
      value: await countOf(db.select({ n: count() }).from(users).where(pressCondition(auth, users.pressId))),
    },
  ];
  return {
    name: person.name,
    account: person.account,
    pressName: person.pressName,
    roleNames: person.roleNames,
    lastLogin: last ? { at: last.at.toISOString(), ip: last.ip, location: last.location } : null,
    unread: await unreadCount(db, auth.userId),
    counts,
  };
}
