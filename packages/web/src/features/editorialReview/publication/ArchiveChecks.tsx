import type { ArchiveCheckRow, PublicationIssueRow } from '@jb/contract/schemas/publication';
import { Empty, Flex, List, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { formatTime } from '../../../lib/formatTime.ts';
import { useArchiveChecks, useReloadPublication } from './api.ts';
import { findingLines } from './publication.ts';
import { usePublicationTexts } from './texts.ts';

const STATE_COLOR = { pending: 'processing', passed: 'success', failed: 'error' } as const;

/** A check's state as a tag: checking, passed or failed. */
export function CheckStateTag({ state, testId }: { state: ArchiveCheckRow['state']; testId?: string }) {
  const t = usePublicationTexts();
  return (
    <Tag color={STATE_COLOR[state]} style={{ marginInlineEnd: 0 }} data-testid={testId} data-state={state}>
      {t(`checkState.${state}`)}
    </Tag>
  );
}

/**
 * While an issue's check is pending, its checks are looked at again until it ends; then the list
 * reloads (the issue's state and what it allows have changed).
 */
function useCheckEnd(row: PublicationIssueRow) {
  const running = row.check?.state === 'pending';
  const checks = useArchiveChecks(row.id, running);
  const reload = useReloadPublication();
  const newest = checks.data?.[0];
  useEffect(() => {
    if (running && newest && newest.state !== 'pending') void reload();
  }, [running, newest, reload]);
}

/** The newest archive check of an issue in its row: its state and when it ended (or none yet). */
export function CheckCell({ row }: { row: PublicationIssueRow }) {
  const t = usePublicationTexts();
  useCheckEnd(row);
  const { check } = row;
  if (!check)
    return (
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }} data-testid={`check-${row.id}`}>
        {t('noCheck')}
      </Typography.Text>
    );
  return (
    <Flex vertical gap={2} style={{ minWidth: 120 }}>
      <span>
        <CheckStateTag state={check.state} testId={`check-${row.id}`} />
      </span>
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        {formatTime(check.finishedAt ?? check.requestedAt)}
      </Typography.Text>
    </Flex>
  );
}

/** What a failed check found, in words: one line per article (by number), the issue's film last. */
export function FindingsList({ check }: { check: ArchiveCheckRow }) {
  const t = usePublicationTexts();
  const lines = findingLines(check.findings);
  if (check.state === 'passed')
    return <Typography.Text type="success">{t('drawer.allPresent')}</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid={`findings-${check.id}`}>
      {lines.map((line) => (
        <li key={line.articleNo || '-'}>
          <Typography.Text strong>{line.articleNo || t('wholeIssue')}</Typography.Text>
          {'：'}
          {line.problems.map((p) => t(`finding.${p}`)).join('；')}
        </li>
      ))}
    </ul>
  );
}

/** An issue's archive checks, newest first: state, who asked and when, when it ended, what it found. */
export function CheckHistory({ checks }: { checks: readonly ArchiveCheckRow[] }) {
  const t = usePublicationTexts();
  if (checks.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('drawer.noChecks')} />;
  return (
    <List
      size="small"
      dataSource={[...checks]}
      rowKey={(c) => c.id}
      data-testid="check-history"
      renderItem={(check) => (
        <List.Item data-testid={`check-row-${check.id}`}>
          <Flex vertical gap={4} style={{ width: '100%' }}>
            <Flex gap={8} wrap align="center">
              <CheckStateTag state={check.state} />
              <Typography.Text type="secondary">
                {t('drawer.requestedBy', {
                  name: check.requestedByName,
                  time: formatTime(check.requestedAt),
                })}
              </Typography.Text>
              {check.finishedAt && (
                <Typography.Text type="secondary">
                  {t('drawer.finishedAt', { time: formatTime(check.finishedAt) })}
                </Typography.Text>
              )}
            </Flex>
            {check.state !== 'pending' && <FindingsList check={check} />}
          </Flex>
        </List.Item>
      )}
    />
  );
}
