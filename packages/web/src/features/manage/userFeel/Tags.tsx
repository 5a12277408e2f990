import {
  FEEDBACK_STATUS,
  FEEDBACK_TYPE,
  type FeedbackStatusValue,
  type FeedbackTypeValue,
} from '@jb/contract/enums/feedback';
import { Tag } from 'antd';
import { usePick } from '../../../i18n/useLang.ts';

const STATUS_COLOR: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'default' };
const TYPE_COLOR: Record<number, string> = { 1: 'blue', 2: 'red', 3: 'purple', 4: 'default' };

export function FeedbackStatusTag({ status, testId }: { status: number; testId?: string }) {
  const pick = usePick();
  const label = FEEDBACK_STATUS[status as FeedbackStatusValue];
  return (
    <Tag color={STATUS_COLOR[status]} data-testid={testId} data-status={status}>
      {label ? pick(label) : status}
    </Tag>
  );
}

export function FeedbackTypeTag({ type }: { type: number }) {
  const pick = usePick();
  const label = FEEDBACK_TYPE[type as FeedbackTypeValue];
  return <Tag color={TYPE_COLOR[type]}>{label ? pick(label) : type}</Tag>;
}
