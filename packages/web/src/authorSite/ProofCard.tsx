import { authorProofRound } from '@jb/contract/authorActions';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import { ActionCard } from './ActionCard.tsx';
import type { AuthorManuscriptDetail, SiteJournal } from './api.ts';
import { useProofTexts } from './proofTexts.ts';
import { proofPagePath } from './rules.ts';

/** The journal asks the author to read the proof open now: the card leads to the proof page. */
export function ProofCard({ journal, m }: { journal: SiteJournal; m: AuthorManuscriptDetail }) {
  const t = useProofTexts();
  const navigate = useNavigate();
  return (
    <ActionCard
      title={t('card')}
      testId="proof"
      error={null}
      notice={
        <Alert type="info" showIcon title={t('cardHint', { round: authorProofRound(true, m.status) })} />
      }
    >
      <Button
        type="primary"
        style={{ marginTop: 12 }}
        onClick={() => navigate(proofPagePath(journal, m.id))}
        data-testid="proof-open"
      >
        {t('open')}
      </Button>
    </ActionCard>
  );
}
