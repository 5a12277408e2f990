import type { Bilingual } from '@jb/contract/i18n';
import { Tag } from 'antd';
import { usePick } from '../../i18n/useLang.ts';

/** SPEC §4's examine status colours: not submitted grey, waiting orange, passed green, failed or rejected red. */
const COLOR: Record<number, string> = { 0: 'default', 1: 'orange', 2: 'green', 3: 'red' };

/** An author request's review status (a withdrawal, a revision application), in its own labels. */
export function ExamineStatusTag({
  status,
  labels,
  testId,
}: {
  status: number;
  labels: Record<number, Bilingual>;
  testId?: string;
}) {
  const pick = usePick();
  const label = labels[status];
  return (
    <Tag color={COLOR[status] ?? 'default'} data-testid={testId}>
      {label ? pick(label) : status}
    </Tag>
  );
}
