import { JOURNAL_STATUS_LABELS } from '@jb/contract/schemas/journals';
import { Tag } from 'antd';
import { usePick } from '../../../i18n/useLang.ts';

const COLORS: Record<number, string> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'default',
};

/** A journal's status: 草稿, 审核中, 已开通, 已驳回, 已停用. */
export function JournalStatusTag({ status }: { status: number }) {
  const pick = usePick();
  const label = JOURNAL_STATUS_LABELS[status];
  return (
    <Tag color={COLORS[status]} data-testid="journal-status">
      {label ? pick(label) : status}
    </Tag>
  );
}
