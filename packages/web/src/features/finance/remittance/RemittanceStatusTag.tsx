import { REMITTANCE_STATUS } from '@jb/contract/enums/remittance';
import { Tag } from 'antd';
import { usePick } from '../../../i18n/useLang.ts';

const COLOR: Record<number, string> = { 0: 'warning', 1: 'processing', 2: 'success', 3: 'default' };

/** A remittance's match status: 未匹配, 部分匹配, 已匹配, 已搁置. */
export function RemittanceStatusTag({ status, testId }: { status: number; testId?: string }) {
  const pick = usePick();
  const label = REMITTANCE_STATUS[status];
  return (
    <Tag color={COLOR[status]} data-testid={testId}>
      {label ? pick(label) : status}
    </Tag>
  );
}
