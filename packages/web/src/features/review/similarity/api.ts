import {
  similarityReportRead,
  similarityRun,
  similaritySettingsRead,
  similaritySettingsSave,
} from '@jb/contract/api/similarity';
import type { SimilarityReportAnswer, SimilaritySettingsInput } from '@jb/contract/schemas/similarity';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { reloadQueues } from '../api.ts';

const REPORT_KEY = ['similarityReport'] as const;
const SETTINGS_KEY = ['similaritySettings'] as const;
/** How often an unfinished check is looked at again. */
const POLL_MS = 2000;

/**
 * The newest report of a manuscript, looked at again every two seconds while it is queued or
 * running. When a check ends, or is first seen ended, the queues and details are read again: a
 * finished report is what lets the office pass the check, so the pass buttons appear with it.
 */
export function useSimilarityReport(manuscriptId: number) {
  const client = useQueryClient();
  const key = [...REPORT_KEY, manuscriptId];
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      const before = client.getQueryData<SimilarityReportAnswer>(key)?.report?.state;
      const answer = await api(similarityReportRead, { query: { manuscriptId } });
      const after = answer.report?.state;
      const going = (state: string | undefined) => state === 'queued' || state === 'running';
      // Ended since it was last seen, or first seen ended: the queue row loaded before may still lack
      // the pass the finished report allows (it ended between the list's load and this panel's).
      if (after !== undefined && !going(after) && after !== before) void reloadQueues(client);
      return answer;
    },
    refetchInterval: (q) => {
      const state = q.state.data?.report?.state;
      return state === 'queued' || state === 'running' ? POLL_MS : false;
    },
  });
}

/** Queue a check now; the answer is the report as it stands (queued). */
export async function runCheck(client: QueryClient, manuscriptId: number) {
  const answer = await api(similarityRun, { body: { manuscriptId } });
  client.setQueryData([...REPORT_KEY, manuscriptId], answer);
  return answer;
}

export function useSimilaritySettings(journalId: number | null) {
  return useQuery({
    queryKey: [...SETTINGS_KEY, journalId],
    queryFn: () => api(similaritySettingsRead, { query: { journalId: journalId! } }),
    enabled: journalId !== null,
  });
}

export function saveSettings(journalId: number, version: number, values: SimilaritySettingsInput) {
  return api(similaritySettingsSave, { body: { ...values, journalId, version } }, { quiet: true });
}

export function reloadSettings(client: QueryClient) {
  return client.invalidateQueries({ queryKey: SETTINGS_KEY });
}
