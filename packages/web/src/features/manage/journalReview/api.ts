import { journalReviewHistory } from '@jb/contract/api/journalReview';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';

/** A journal's applications and decisions, oldest first. */
export function useReviewHistory(journalId: number) {
  return useQuery({
    queryKey: ['journal', journalId, 'reviewHistory'],
    queryFn: () => api(journalReviewHistory, { query: { journalId } }),
    enabled: journalId > 0,
  });
}
