import { Alert, Card, Result, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../api/ApiError.ts';
import { LoadError } from '../components/LoadError.tsx';
import { RoundMarks } from '../features/editorialReview/postingDateFaPai/RoundMarks.tsx';
import { usePick } from '../i18n/useLang.ts';
import type { SiteJournal } from './api.ts';
import { authorMarkOps, useAuthorProof, useAuthorRoundMarks } from './proofApi.ts';
import { useProofTexts } from './proofTexts.ts';
import { siteHome, sitePath } from './rules.ts';

/**
 * 校对清样: the proof the author reads now (proof k) in the typesetting screen's pdf.js viewer, with
 * the round's marks (the editor's and theirs) and the form to mark it; the earlier rounds below
 * with what the typesetter did with each mark. The server decides whether they may (404 for a
 * manuscript not theirs, 400 with its reason when the journal or the status does not allow it).
 */
export function ProofPage({ journal }: { journal: SiteJournal }) {
  const t = useProofTexts();
  const pick = usePick();
  const id = sitePath(useLocation().pathname).manuscriptId;
  const proof = useAuthorProof(journal.id, id);
  const round = proof.data?.round ?? 0;
  const rounds = useMemo(() => Array.from({ length: round }, (_, i) => round - i), [round]);
  const marks = useAuthorRoundMarks(journal.id, id, rounds);
  const ops = useMemo(() => authorMarkOps(journal.id), [journal.id]);
  const back = (
    <Link to={`${siteHome(journal)}/manuscripts/${id}`} data-testid="proof-back">
      ← {t('back')}
    </Link>
  );

  const error = proof.error;
  if (id === 0 || (isApiError(error) && error.status === 404))
    return <Result status="404" title={t('notFound')} extra={back} data-testid="proof-not-found" />;
  if (isApiError(error) && error.status === 400)
    return (
      <Result
        status="warning"
        title={t('refused')}
        subTitle={error.fields[0] ? pick(error.fields[0]) : error.message}
        extra={back}
        data-testid="proof-refused"
      />
    );
  if (proof.isError) return <LoadError onRetry={() => void proof.refetch()} />;
  if (proof.isPending)
    return (
      <Card size="small">
        <Skeleton active />
      </Card>
    );

  const p = proof.data;
  const fileOf = (r: number) => p.rounds.find((f) => f.round === r)?.fileId ?? null;
  return (
    <div className="author-detail" data-testid="proof-page">
      <div className="author-block">{back}</div>
      <Card size="small" className="author-block">
        <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="proof-title">
          {t('title', { round: p.round })}
        </Typography.Title>
        <Typography.Paragraph>
          <span data-testid="proof-article-no">{p.articleNo}</span> · {p.title}
        </Typography.Paragraph>
        <Alert type="info" showIcon title={t('hint')} />
        {fileOf(p.round) === null ? (
          <Alert type="warning" showIcon title={t('noFile')} style={{ marginTop: 12 }} />
        ) : null}
      </Card>
      {rounds.map((r, i) => (
        <RoundMarks
          key={r}
          manuscriptId={p.id}
          round={r}
          ops={ops}
          marks={marks[i]!}
          marking={p.round}
          resolving={null}
          readFileId={fileOf(r)}
          viewOpen={r === p.round}
        />
      ))}
    </div>
  );
}
