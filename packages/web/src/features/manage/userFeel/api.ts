import type { ResultOf } from '@jb/contract/api/define';
import {
  feedbackAttachment,
  feedbackClose,
  feedbackDetailCall,
  type feedbackList,
  feedbackReply,
} from '@jb/contract/api/feedback';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api, download } from '../../../api/http.ts';
import { saveBlob } from '../../../lib/saveBlob.ts';

export type FeedbackRow = ResultOf<typeof feedbackList>['list'][number];
export type FeedbackDetail = ResultOf<typeof feedbackDetailCall>;

export const FEEDBACK_KEY = ['feedback'] as const;

export function useFeedbackDetail(id: number | null) {
  return useQuery({
    queryKey: [...FEEDBACK_KEY, id],
    queryFn: () => api(feedbackDetailCall, { query: { id: id! } }),
    enabled: !!id,
  });
}

export function replyFeedback(row: { id: number; version: number }, reply: string) {
  return api(feedbackReply, { body: { id: row.id, version: row.version, reply } }, { quiet: true });
}

export function closeFeedback(row: { id: number; version: number }) {
  return api(feedbackClose, { body: { id: row.id, version: row.version } }, { quiet: true });
}

/** Saves the feedback's file under its name. */
export async function saveAttachment(id: number, name: string) {
  const got = await download(feedbackAttachment, { query: { id } });
  saveBlob(got.blob, got.filename ?? name);
}

export function reloadFeedback(client: QueryClient) {
  return client.invalidateQueries({ queryKey: FEEDBACK_KEY });
}
