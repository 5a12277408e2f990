import { Flex, Space, Tag, Typography } from 'antd';
import { formatTime } from '../../../lib/formatTime.ts';
import { ManuscriptStatusTag } from '../../shared/manuscripts/ManuscriptStatusTag.tsx';
import { formatBytes } from '../../shared/manuscripts/workflowText.ts';
import type { ProductionIssueRow } from './api.ts';

/** An issue with its production records, on any issue screen (its actions are the screen's own). */
type IssueRow = Omit<ProductionIssueRow, 'actions'>;

import { filmContent } from './production.ts';
import { useProductionTexts } from './texts.ts';

/**
 * The issue's status: the one every article is at, or each status with its count while they are
 * not all at one (the contract's labels).
 */
export function IssueStatusCell({ row }: { row: IssueRow }) {
  if (row.status !== null)
    return <ManuscriptStatusTag status={row.status} testId={`issue-status-${row.id}`} />;
  return (
    <Space size={4} wrap data-testid={`issue-status-${row.id}`}>
      {row.statuses.map((s) => (
        <Flex key={s.status} gap={2} align="center">
          <ManuscriptStatusTag status={s.status} />×{s.count}
        </Flex>
      ))}
    </Space>
  );
}

/** The newest film: file name, size, what it holds, who uploaded it and when. */
export function FilmCell({ row }: { row: IssueRow }) {
  const t = useProductionTexts();
  const { film } = row;
  if (!film) return <Typography.Text type="secondary">{t('noFilm')}</Typography.Text>;
  const content = filmContent(film);
  return (
    <Flex vertical gap={2} data-testid={`film-${row.id}`} style={{ minWidth: 220 }}>
      <Flex gap={4} align="center">
        <Tag color={film.kind === 'alteration' ? 'orange' : 'blue'} style={{ marginInlineEnd: 0 }}>
          {t(`filmKind.${film.kind}`)}
        </Tag>
        <Typography.Text ellipsis={{ tooltip: film.fileName }} style={{ maxWidth: 240 }}>
          {film.fileName}
        </Typography.Text>
      </Flex>
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        {formatBytes(film.sizeBytes)} ·{' '}
        {content.key === 'wholeIssue' ? t('wholeIssue') : t('pdfs', { count: content.count })}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        {t('uploadedBy', { name: film.uploadedByName, time: formatTime(film.uploadedAt) })}
      </Typography.Text>
    </Flex>
  );
}

/** The printing record: house and run, when it started, and its completion once recorded. */
export function PrintingCell({ row }: { row: IssueRow }) {
  const t = useProductionTexts();
  const { printing } = row;
  if (!printing) return <Typography.Text type="secondary">{t('notPrinting')}</Typography.Text>;
  return (
    <Flex vertical gap={2} data-testid={`printing-${row.id}`} style={{ minWidth: 200 }}>
      <Typography.Text style={{ whiteSpace: 'nowrap' }}>
        {printing.printingHouse} · {t('runSize')} {t('copies', { count: printing.runSize })}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        {t('startedAt', { time: formatTime(printing.startedAt) })}
      </Typography.Text>
      {printing.completedOn ? (
        <Flex vertical gap={2} data-testid={`printing-state-${row.id}`}>
          <Typography.Text type="success" style={{ whiteSpace: 'nowrap' }}>
            {t('completedOn', { date: printing.completedOn })}
          </Typography.Text>
          <Typography.Text type="success" style={{ whiteSpace: 'nowrap' }}>
            {t('delivered', { copies: printing.copiesDelivered })}
          </Typography.Text>
        </Flex>
      ) : (
        <Typography.Text type="secondary" data-testid={`printing-state-${row.id}`}>
          {t('inPrint')}
        </Typography.Text>
      )}
    </Flex>
  );
}
