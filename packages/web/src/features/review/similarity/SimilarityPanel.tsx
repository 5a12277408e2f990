import { similarityReportPdf, similarityRun } from '@jb/contract/api/similarity';
import {
  OTHER_JOURNAL_LABEL,
  SIMILARITY_FAILURE_LABELS,
  SIMILARITY_STATE_LABELS,
  type SimilarityReport,
} from '@jb/contract/schemas/similarity';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Collapse,
  Descriptions,
  Empty,
  Flex,
  Progress,
  Skeleton,
  Space,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { download } from '../../../api/http.ts';
import { toast } from '../../../api/notify.ts';
import { useCanCall } from '../../../app/usePermissions.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { saveBlob } from '../../../lib/saveBlob.ts';
import { runCheck, useSimilarityReport } from './api.ts';
import { Passages } from './Passages.tsx';
import { useSimilarityTexts } from './texts.ts';

type Result = NonNullable<SimilarityReport['result']>;
type Match = Result['matches'][number];

/** The colour of a share: a journal house reads 30% and over as a problem, 15% as worth a look. */
const shareColor = (percent: number) => (percent >= 30 ? '#cf1322' : percent >= 15 ? '#d46b08' : '#389e0d');

const STATE_COLOR: Record<SimilarityReport['state'], string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

function MatchTitle({ m }: { m: Match }) {
  const t = useSimilarityTexts();
  const pick = usePick();
  return (
    <Flex justify="space-between" align="center" gap={12} style={{ width: '100%' }}>
      <Space size={6} wrap>
        {m.manuscript ? (
          <>
            <Typography.Text strong>{m.manuscript.articleNo}</Typography.Text>
            <Typography.Text>{m.manuscript.title}</Typography.Text>
            <Typography.Text type="secondary">{m.manuscript.journalName}</Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">{pick(OTHER_JOURNAL_LABEL)}</Typography.Text>
        )}
        {m.sameAuthor && <Tag color="blue">{t('sameAuthor')}</Tag>}
      </Space>
      <Typography.Text strong style={{ color: shareColor(m.percent), whiteSpace: 'nowrap' }}>
        {m.percent.toFixed(1)}%
      </Typography.Text>
    </Flex>
  );
}

function ResultView({ result }: { result: Result }) {
  const t = useSimilarityTexts();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex gap={32} wrap>
        <Statistic
          title={t('overall')}
          value={result.overall}
          precision={1}
          suffix="%"
          styles={{ content: { color: shareColor(result.overall) } }}
          data-testid="similarity-overall"
        />
        <Statistic title={t('excludingOwnWork')} value={result.excludingOwnWork} precision={1} suffix="%" />
        <Statistic
          title={t('excludingReferences')}
          value={result.excludingReferences}
          precision={1}
          suffix="%"
        />
      </Flex>
      <Typography.Text type="secondary">
        {t('compared', { compared: result.compared, matching: result.matchingManuscripts })}
      </Typography.Text>
      {result.matches.length === 0 ? (
        <Empty description={t('noMatches')} data-testid="similarity-no-matches" />
      ) : (
        <Collapse
          size="small"
          data-testid="similarity-matches"
          items={result.matches.map((m, i) => ({
            key: String(i),
            label: <MatchTitle m={m} />,
            collapsible: m.passages.length === 0 ? 'disabled' : undefined,
            showArrow: m.passages.length > 0,
            children:
              m.passages.length > 0 ? (
                <>
                  <Typography.Text type="secondary">
                    {t('passages', { count: m.passageCount })}
                  </Typography.Text>
                  <Passages passages={m.passages} />
                </>
              ) : null,
          }))}
        />
      )}
    </Space>
  );
}

function settingWords(r: SimilarityReport, t: ReturnType<typeof useSimilarityTexts>): string {
  const s = r.settings;
  return [
    s.excludeQuotes && t('settingWords.quotes'),
    s.excludeReferences && t('settingWords.references'),
    s.excludeAbstract && t('settingWords.abstract'),
    t('settingWords.min', { n: s.minMatchLength }),
  ]
    .filter(Boolean)
    .join('，');
}

/**
 * The newest duplicate-check report of a manuscript beside its queue row: its state (followed while
 * it runs), the shares, the similar manuscripts with their passages side by side (another press's
 * only as "another journal" with its share), and a new run for those who may act.
 */
export function SimilarityPanel({ manuscriptId }: { manuscriptId: number }) {
  const t = useSimilarityTexts();
  const pick = usePick();
  const client = useQueryClient();
  const may = useCanCall(similarityRun);
  const answer = useSimilarityReport(manuscriptId);
  const mayPdf = useCanCall(similarityReportPdf);
  const [busy, setBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const report = answer.data?.report ?? null;
  const canRun = may && !!answer.data?.actions.includes('run');
  const canPdf = mayPdf && report?.state === 'done';

  const run = () => {
    setBusy(true);
    runCheck(client, manuscriptId)
      .then(() => toast('success', t('started')))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  const savePdf = () => {
    setSaving(true);
    download(similarityReportPdf, { query: { manuscriptId } })
      .then((file) => saveBlob(file.blob, file.filename ?? `${t('pdfName')}-${manuscriptId}.pdf`))
      // The client has said why.
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };

  return (
    <Card
      title={t('title')}
      data-testid="similarity-panel"
      extra={
        canRun || canPdf ? (
          <Space size={8}>
            {canPdf && (
              <Button size="small" loading={saving} onClick={savePdf} data-testid="similarity-pdf">
                {t('pdf')}
              </Button>
            )}
            {canRun && (
              <Button size="small" loading={busy} onClick={run} data-testid="similarity-run">
                {report ? t('run') : t('runFirst')}
              </Button>
            )}
          </Space>
        ) : null
      }
    >
      {answer.isPending && <Skeleton active />}
      {answer.isError && <LoadError onRetry={() => void answer.refetch()} />}
      {answer.data && !report && <Empty description={t('none')} data-testid="similarity-none" />}
      {report && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('file')}>{report.fileName}</Descriptions.Item>
            <Descriptions.Item label={t('by')}>{report.requestedByName ?? t('byWorkflow')}</Descriptions.Item>
            <Descriptions.Item label={t('at')}>{formatTime(report.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('finishedAt')}>
              {report.finishedAt ? formatTime(report.finishedAt) : '—'}
            </Descriptions.Item>
          </Descriptions>
          <Space size={8} wrap>
            <Tag
              color={STATE_COLOR[report.state]}
              data-testid="similarity-state"
              data-state={report.state}
              data-report={report.id}
            >
              {pick(SIMILARITY_STATE_LABELS[report.state])}
            </Tag>
            <Typography.Text type="secondary">
              {t('settingsUsed', { words: settingWords(report, t) })}
            </Typography.Text>
          </Space>
          {(report.state === 'queued' || report.state === 'running') && (
            <>
              <Progress percent={report.progress} status="active" data-testid="similarity-progress" />
              <Typography.Text type="secondary">{t('queuedHint')}</Typography.Text>
            </>
          )}
          {report.state === 'failed' && report.error && (
            <Alert
              type="error"
              showIcon
              title={pick(SIMILARITY_FAILURE_LABELS[report.error])}
              data-testid="similarity-error"
            />
          )}
          {report.state === 'done' && report.result && <ResultView result={report.result} />}
        </Space>
      )}
    </Card>
  );
}
