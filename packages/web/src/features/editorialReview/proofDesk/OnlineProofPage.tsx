import { Button, Descriptions, Flex, Result, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { ManuscriptStatusTag } from '../../shared/manuscripts/ManuscriptStatusTag.tsx';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { useIssueName } from '../manuscriptScheduling/IssueBar.tsx';
import { useProofs } from '../postingDateFaPai/api.ts';
import { useStageLabel } from '../postingDateFaPai/cells.tsx';
import { ProofRounds } from '../postingDateFaPai/ProofRounds.tsx';
import { EndRoundModal } from '../postingDateFaPai/RoundModals.tsx';
import { useTypesettingTexts } from '../postingDateFaPai/texts.ts';
import { markingRound } from '../postingDateFaPai/typesetting.ts';
import { type OnlineRow, useOnlineRow } from './api.ts';
import { useProofDeskTexts } from './texts.ts';

export const ONLINE_PROOF_PATH = '/editorialReview/online/proof';

/**
 * /editorialReview/online/proof?id= (校对清样): one manuscript's proof read full page: the round's PDF
 * open in the viewer with its marks (the previous proof beside it on demand), marking, the earlier
 * rounds below, and closing the round. Once the round is closed the manuscript leaves the desk.
 */
export default function OnlineProofPage() {
  const t = useProofDeskTexts();
  const tt = useTypesettingTexts();
  const [search] = useScreenSearchParams();
  const id = Number(search.get('id')) || 0;
  const row = useOnlineRow(id);
  const proofs = useProofs(id || null);
  const [ending, setEnding] = useState<OnlineRow | null>(null);
  const back = (
    <Link to="/editorialReview/online" data-testid="online-back">
      {t('back')}
    </Link>
  );

  if (row.isError || proofs.isError) return <LoadError onRetry={() => void row.refetch()} />;
  if (row.isPending) return <PageLoading />;
  if (!row.data)
    return <Result status="info" title={t('notAtProof')} extra={back} data-testid="online-not-at-proof" />;
  const m = row.data;
  return (
    <div data-testid="online-proof">
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBottom: 16 }}>
        <div style={{ flex: 1, minWidth: 280 }}>
          {back}
          <Typography.Title level={4} style={{ marginTop: 8 }}>
            {m.articleNo} {m.title}
          </Typography.Title>
          <ProofFacts row={m} />
        </div>
        {markingRound(m) !== null && (
          <Button type="primary" onClick={() => setEnding(m)} data-testid="online-end-round">
            {tt('endRound.title')}
          </Button>
        )}
      </Flex>
      {proofs.isPending ? <PageLoading /> : <ProofRounds row={m} files={proofs.data.files} viewOpen />}
      <EndRoundModal row={ending} onClose={() => setEnding(null)} onDone={() => void row.refetch()} />
    </div>
  );
}

function ProofFacts({ row }: { row: OnlineRow }) {
  const t = useProofDeskTexts();
  const tt = useTypesettingTexts();
  const tm = useManuscriptTexts();
  const stageLabel = useStageLabel();
  const issueName = useIssueName();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 4 }}
      items={[
        { key: 'journal', label: tm('journal'), children: row.journalName },
        { key: 'issue', label: t('issue'), children: row.issue ? issueName(row.issue) : '-' },
        { key: 'status', label: tt('status'), children: <ManuscriptStatusTag status={row.status} /> },
        {
          key: 'round',
          label: t('round'),
          children: <span data-testid="online-stage">{stageLabel(row.status)}</span>,
        },
        { key: 'typesetter', label: t('typesetter'), children: row.typesetterName ?? '-' },
        { key: 'markers', label: t('markers'), children: row.markers.join('、') || '-' },
      ]}
    />
  );
}
