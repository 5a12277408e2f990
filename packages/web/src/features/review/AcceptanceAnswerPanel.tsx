import { acceptanceConfirmationOf } from '@jb/contract/api/acceptanceConfirmation';
import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton } from 'antd';
import { api } from '../../api/http.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { ConfirmationRecord } from '../shared/acceptanceConfirmation/ConfirmationRecord.tsx';
import { useConfirmationTexts } from '../shared/acceptanceConfirmation/texts.ts';

/**
 * The acceptance screen's read of the author's answer an acquisition editor recorded (录用确认,
 * /caibian/toConfirm): who answered, when, how and the note, or that none is recorded yet.
 */
export function AcceptanceAnswerPanel({ manuscriptId }: { manuscriptId: number }) {
  const t = useConfirmationTexts();
  const answer = useQuery({
    queryKey: ['acceptanceConfirmation', manuscriptId],
    queryFn: () => api(acceptanceConfirmationOf, { query: { id: manuscriptId } }),
  });
  return (
    <Card title={t('title')} data-testid="acceptance-answer">
      {answer.isPending && <Skeleton active />}
      {answer.isError && <LoadError onRetry={() => void answer.refetch()} />}
      {answer.data && (
        <ConfirmationRecord record={answer.data.confirmation} testId="acceptance-answer-record" />
      )}
    </Card>
  );
}
