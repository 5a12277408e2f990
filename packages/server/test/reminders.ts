import type { ReminderKind } from '../src/modules/reminders/kinds.ts';
import { REMINDER_KINDS } from '../src/modules/reminders/run.ts';

/**
 * The reminder kinds narrowed to some manuscripts. The daily job works on the whole database, and
 * the test files share one: run unnarrowed, a test days "later" reminds every other file's old
 * unpaid order too (hundreds of mails on PostgreSQL, a test past its time on a busy machine), and
 * its counts are not its own.
 */
export function remindersFor(ids: ReadonlySet<number>, kinds = REMINDER_KINDS): ReminderKind[] {
  return kinds.map((kind) => ({
    ...kind,
    find: async (db, now) => (await kind.find(db, now)).filter((item) => ids.has(item.manuscriptId)),
  }));
}
