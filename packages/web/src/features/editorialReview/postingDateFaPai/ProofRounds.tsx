import { Typography } from 'antd';
import { STAFF_MARK_OPS, type TypesettingRow, useRoundMarks } from './api.ts';
import { RoundMarks } from './RoundMarks.tsx';
import { useTypesettingTexts } from './texts.ts';
import { markingRound, markRounds, resolvingRound } from './typesetting.ts';
import { readFileOf } from './viewer/geometry.ts';

/**
 * Each round's marks of a manuscript, the newest first, each with the PDF it is read on and the
 * previous round's PDF and marks beside it: the proof drawer's and the online proofreading page's.
 */
export function ProofRounds({
  row,
  files,
  viewOpen = false,
}: {
  row: Pick<TypesettingRow, 'id' | 'status' | 'actions'>;
  files: readonly { round: number; fileId: number }[];
  /** The round being read shows its PDF from the start (the full-page proofreading view). */
  viewOpen?: boolean;
}) {
  const t = useTypesettingTexts();
  const rounds = markRounds(row.status).reverse();
  const marks = useRoundMarks(row.id, rounds);
  const marking = markingRound(row);
  const fileOf = (round: number) => readFileOf(files, round)?.fileId ?? null;
  if (!rounds.length) return null;
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('marks.title')}
      </Typography.Title>
      {rounds.map((round, i) => (
        <RoundMarks
          key={round}
          manuscriptId={row.id}
          round={round}
          ops={STAFF_MARK_OPS}
          marks={marks[i]!}
          marking={marking}
          resolving={resolvingRound(row)}
          readFileId={fileOf(round)}
          previous={round > 1 ? { fileId: fileOf(round - 1), marks: marks[i + 1]?.data ?? [] } : undefined}
          viewOpen={viewOpen && round === marking}
        />
      ))}
    </>
  );
}
