import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';

export interface ReviewStep {
  id: number;
  action: 'apply' | 'pass' | 'reject' | string;
  reason: string;
  actorName: string;
  createdAt: string;
}

/** A journal's applications and decisions (`GET /sys/journalReview/history`). */
export function useReviewHistory(journalId: number) {
  return useQuery({
    queryKey: ['journal', journalId, 'reviewHistory'],
    queryFn: () => http.get<ReviewStep[]>('/sys/journalReview/history', { journalId }),
    enabled: journalId > 0,
  });
}
