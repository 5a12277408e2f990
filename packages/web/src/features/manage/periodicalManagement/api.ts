import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';
import { journalKey } from '../../shared/journals/api.ts';

export interface JournalFee {
  feeType: number;
  amountFen: number;
  validFrom: string;
  validTo: string | null;
}

export interface JournalExtras {
  databases: string[];
  notice: string;
  version: number;
}

export function applyJournal(row: { id: number }) {
  return http.post('/sys/periodical/apply', { id: row.id }, { quiet: true });
}

export function useFees(journalId: number) {
  return useQuery({
    queryKey: [...journalKey(journalId), 'fees'],
    queryFn: () => http.get<JournalFee[]>('/sys/periodical/fee', { journalId }),
  });
}

export function saveFees(journalId: number, fees: JournalFee[]) {
  return http.put('/sys/periodical/fee', { journalId, fees }, { quiet: true });
}

/** Indexing databases and the submission notice, with the journal's version. */
export function useExtras(journalId: number) {
  return useQuery({
    queryKey: [...journalKey(journalId), 'extras'],
    queryFn: () => http.get<JournalExtras>('/sys/periodical/extras', { journalId }),
  });
}

export function saveDatabases(journalId: number, version: number, databases: string[]) {
  return http.put('/sys/periodical/database', { journalId, version, databases }, { quiet: true });
}

export function saveNotice(journalId: number, version: number, notice: string) {
  return http.put('/sys/periodical/notice', { journalId, version, notice }, { quiet: true });
}
