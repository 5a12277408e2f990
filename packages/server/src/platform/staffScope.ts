import { type SQL, sql } from 'drizzle-orm';

/**
 * Conditions on a staff member (an SQL expression of their user id) shared by the lists that choose
 * people for work: who holds a permission through a role, and who works a journal.
 */

/** The user holds `permission` through one of their roles. */
export function holdsPermission(userId: SQL, permission: string): SQL {
  return sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
    where ur.user_id = ${userId} and ${permission} = any(r.permissions))`;
}

/** The user works the journal: assigned to it, or assigned to none (the whole press). */
export function worksJournal(userId: SQL, journalId: number): SQL {
  return sql`(not exists (select 1 from user_journals uj where uj.user_id = ${userId})
    or exists (select 1 from user_journals uj where uj.user_id = ${userId} and uj.journal_id = ${journalId}))`;
}
