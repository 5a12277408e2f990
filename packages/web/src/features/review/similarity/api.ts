import {
  similarityReportRead,
  similarityRun,
  similaritySettingsRead,
  similaritySettingsSave,
} from '@jb/contract/api/similarity';
import type { SimilaritySettingsInput } from '@jb/contract/schemas/similarity';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';

const REPORT_KEY = ['similarityReport'] as const;
const SETTINGS_KEY = ['similaritySettings'] as const;
/** How often an unfinished check is looked at again. */
const POLL_MS = 2000;

/** The newest report of a manuscript, looked at again every two seconds while it is queued or running. */
export function useSimilarityReport(manuscriptId: number) {
  return useQuery({
    queryKey: [...REPORT_KEY, manuscriptId],
    queryFn: () => api(similarityReportRead, { query: { manuscriptId } }),
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
