import type { journalUserRow } from '@jb/contract/schemas/journalUsers';
import { http } from '../../../api/http.ts';
import type { Output } from '../../../lib/schemaTypes.ts';

export const JOURNAL_USER_LIST = '/sys/journalUser/list';

export type JournalUserRow = Output<typeof journalUserRow>;

export interface JournalUserValues {
  journalId: number;
  userIds: number[];
}

export function addJournalUsers(values: JournalUserValues) {
  return http.post('/sys/journalUser/add', values, { quiet: true });
}

export function removeJournalUser(row: { journalId: number; userId: number }) {
  return http.delete(
    '/sys/journalUser/remove',
    { journalId: row.journalId, userId: row.userId },
    { quiet: true },
  );
}
