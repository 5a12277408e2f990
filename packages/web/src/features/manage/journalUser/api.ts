import type { ResultOf } from '@jb/contract/api/define';
import { journalUserAdd, type journalUserList, journalUserRemove } from '@jb/contract/api/journalUsers';
import type { journalUserBody } from '@jb/contract/schemas/journalUsers';
import type { z } from 'zod';
import { api } from '../../../api/http.ts';

export type JournalUserRow = ResultOf<typeof journalUserList>['list'][number];

/** The add form's values: the add call's body. */
export type JournalUserValues = z.input<typeof journalUserBody>;

export function addJournalUsers(values: JournalUserValues) {
  return api(journalUserAdd, { body: values }, { quiet: true });
}

export function removeJournalUser(row: { journalId: number; userId: number }) {
  return api(journalUserRemove, { query: { journalId: row.journalId, userId: row.userId } }, { quiet: true });
}
