import { Button, Card, Flex, Skeleton } from 'antd';
import { LoadError } from '../../components/LoadError.tsx';
import { useExpertManuscript } from './api.ts';
import { ExpertMessages } from './ExpertMessages.tsx';
import { ManuscriptCard } from './ManuscriptCard.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import { SubmittedReview } from './SubmittedReview.tsx';
import { useExpertAreaTexts } from './texts.ts';
import { useOpenInvitation } from './useOpenInvitation.ts';

/**
 * An accepted invitation opened: the manuscript as the expert may see it, the review, and the
 * expert's thread with the editorial office.
 */
export function ReviewScreen({ invitationId }: { invitationId: number }) {
  const t = useExpertAreaTexts();
  const { close } = useOpenInvitation();
  const manuscript = useExpertManuscript(invitationId);
  const data = manuscript.data;

  return (
    <Flex vertical gap={16} data-testid="expert-review-screen">
      <div>
        <Button onClick={close} data-testid="expert-back">
          {t('manuscript.back')}
        </Button>
      </div>
      {manuscript.isPending ? (
        <Card data-testid="expert-review-loading">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : manuscript.isError ? (
        <LoadError onRetry={() => void manuscript.refetch()} detail={manuscript.error.message} />
      ) : (
        <>
          <ManuscriptCard manuscript={data!} />
          {data!.invitation.state === 'submitted' && data!.draft?.submittedAt ? (
            <SubmittedReview manuscript={data!} />
          ) : (
            <ReviewForm manuscript={data!} />
          )}
          <ExpertMessages invitationId={invitationId} />
        </>
      )}
    </Flex>
  );
}
