import { ISSUE_STATUS } from '@jb/contract/schemas/issues';
import { Flex, Progress, Select, Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { usePick } from '../../../i18n/useLang.ts';
import { useIssueTexts } from '../../operation/periodicalManage/texts.ts';
import type { SchedulingIssueRow } from './api.ts';
import { budgetOf } from './scheduling.ts';
import { useSchedulingTexts } from './texts.ts';

const STATUS_COLORS: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success' };

/** An issue's name as the issue screens write it ("2027 年第 17 卷第 1 期"). */
export function useIssueName() {
  const ti = useIssueTexts();
  return useCallback(
    (issue: Pick<SchedulingIssueRow, 'year' | 'volume' | 'number'>) => ti('issueName', issue),
    [ti],
  );
}

/** An issue's status tag (planned, in production, published). */
export function IssueStatusTag({ status }: { status: number }) {
  const pick = usePick();
  const label = ISSUE_STATUS[status as keyof typeof ISSUE_STATUS];
  return (
    <Tag color={STATUS_COLORS[status] ?? 'default'} data-testid="issue-status">
      {label ? pick(label) : status}
    </Tag>
  );
}

/** The options of an issue choice: name and status, as the picker's and dialogs' lists show them. */
export function useIssueOptions() {
  const t = useSchedulingTexts();
  const pick = usePick();
  const name = useIssueName();
  return useCallback(
    (issues: readonly SchedulingIssueRow[]) =>
      issues.map((issue) => {
        const status = ISSUE_STATUS[issue.status as keyof typeof ISSUE_STATUS];
        return {
          value: issue.id,
          label: t('issueOption', { name: name(issue), status: status ? pick(status) : issue.status }),
        };
      }),
    [t, pick, name],
  );
}

/** The chosen issue's budget bar: placed pages against the page budget, and its article count. */
export function BudgetBar({ issue }: { issue: SchedulingIssueRow }) {
  const t = useSchedulingTexts();
  const budget = budgetOf(issue);
  return (
    <Flex gap={8} align="center" style={{ whiteSpace: 'nowrap' }} data-testid="issue-budget">
      {budget.set && (
        <Progress
          percent={budget.percent}
          status={budget.over > 0 ? 'exception' : 'normal'}
          showInfo={false}
          style={{ width: 140, margin: 0 }}
          aria-label={t('budget.label')}
        />
      )}
      <Typography.Text data-testid="issue-budget-text" type={budget.over > 0 ? 'danger' : undefined}>
        {budget.set
          ? t('budget.used', { placed: issue.placedPages, budget: issue.pageBudget })
          : t('budget.none', { placed: issue.placedPages })}
        {budget.over > 0 && ` · ${t('budget.over', { pages: budget.over })}`}
      </Typography.Text>
      <Typography.Text type="secondary" data-testid="issue-articles">
        · {t('budget.articles', { count: issue.articles })}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The issue picker of the chosen journal, then the chosen issue's status and budget bar: siblings in
 * the screen's row, so a narrow or English screen wraps between them, never inside the bar.
 */
export function IssueBar({
  issues,
  loading,
  issue,
  onChange,
}: {
  issues: readonly SchedulingIssueRow[];
  loading: boolean;
  issue: SchedulingIssueRow | null;
  onChange: (id: number) => void;
}) {
  const t = useSchedulingTexts();
  const options = useIssueOptions();
  return (
    <>
      <Select
        value={issue?.id}
        onChange={onChange}
        options={options(issues)}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('pickIssue')}
        notFoundContent={t('noIssues')}
        loading={loading}
        style={{ minWidth: 280 }}
        aria-label={t('issue')}
        data-testid="issue-picker"
      />
      {issue && (
        <Flex gap={12} align="center">
          <IssueStatusTag status={issue.status} />
          <BudgetBar issue={issue} />
        </Flex>
      )}
    </>
  );
}
