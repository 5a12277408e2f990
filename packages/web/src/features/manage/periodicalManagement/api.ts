import { journalApply } from '@jb/contract/api/journalReview';
import {
  journalDatabasesSave,
  journalExtrasRead,
  journalFees,
  journalFeesSave,
  journalNoticeSave,
} from '@jb/contract/api/journalSettings';
import type { JournalFee } from '@jb/contract/schemas/journals';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { journalKey } from '../../shared/journals/api.ts';

export function applyJournal(row: { id: number }) {
  return api(journalApply, { body: { id: row.id } }, { quiet: true });
}

export function useFees(journalId: number) {
  return useQuery({
    queryKey: [...journalKey(journalId), 'fees'],
    queryFn: () => api(journalFees, { query: { journalId } }),
  });
}

export function saveFees(journalId: number, fees: JournalFee[]) {
  return api(journalFeesSave, { body: { journalId, fees } }, { quiet: true });
}

/** Indexing databases and the submission notice, with the journal's version. */
export function useExtras(journalId: number) {
  return useQuery({
    queryKey: [...journalKey(journalId), 'extras'],
    queryFn: () => api(journalExtrasRead, { query: { journalId } }),
  });
}

export function saveDatabases(journalId: number, version: number, databases: string[]) {
  return api(journalDatabasesSave, { body: { journalId, version, databases } }, { quiet: true });
}

export function saveNotice(journalId: number, version: number, notice: string) {
  return api(journalNoticeSave, { body: { journalId, version, notice } }, { quiet: true });
}
