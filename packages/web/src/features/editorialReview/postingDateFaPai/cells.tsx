import { Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { chinaToday } from '../../../lib/chinaTime.ts';
import { useTypesettingTexts } from './texts.ts';
import { isOverdue, stageOf } from './typesetting.ts';

/** Where a manuscript stands in its rounds, in words (待接收, 初排, 第 2 校, 第 1 次改样). */
export function useStageLabel() {
  const t = useTypesettingTexts();
  return useCallback(
    (status: number) => {
      const stage = stageOf(status);
      switch (stage.kind) {
        case 'dispatched':
          return t('rounds.dispatched');
        case 'layout':
          return t('rounds.layout');
        case 'proof':
          return t('rounds.proof', { round: stage.round });
        case 'revision':
          return t('rounds.revision', { round: stage.round });
        default:
          return '-';
      }
    },
    [t],
  );
}

/** A proof PDF's round: 0 the layout, k revision k. */
export function useProofFileLabel() {
  const t = useTypesettingTexts();
  return useCallback(
    (round: number) => (round === 0 ? t('proofFile.layout') : t('proofFile.revision', { round })),
    [t],
  );
}

/** A due date, red with 已逾期 once it has passed (China day). */
export function DueDate({ dueOn, testId }: { dueOn: string | null; testId?: string }) {
  const t = useTypesettingTexts();
  if (!dueOn) return <span data-testid={testId}>-</span>;
  const late = isOverdue(dueOn, chinaToday());
  return (
    <span style={{ whiteSpace: 'nowrap' }} data-testid={testId} data-overdue={late ? 'true' : 'false'}>
      <Typography.Text type={late ? 'danger' : undefined}>{dueOn}</Typography.Text>
      {late && (
        <Tag color="red" style={{ marginInlineStart: 6 }}>
          {t('overdue')}
        </Tag>
      )}
    </span>
  );
}
