import { EXPERT_FEE_BATCH_STATUS, ExpertFeeBatchStatus } from '@jb/contract/schemas/expertFees';
import { Tag } from 'antd';
import { usePick } from '../../../i18n/useLang.ts';

const COLOR: Record<number, string> = {
  [ExpertFeeBatchStatus.AWAITING]: 'blue',
  [ExpertFeeBatchStatus.PAID]: 'green',
  [ExpertFeeBatchStatus.CANCELLED]: 'default',
};

/** A payment batch's status: awaiting payment blue, paid green, cancelled grey. */
export function BatchStatusTag({ status, testId }: { status: number; testId?: string }) {
  const pick = usePick();
  return (
    <Tag color={COLOR[status] ?? 'default'} data-testid={testId} data-status={status}>
      {pick(EXPERT_FEE_BATCH_STATUS[status] ?? { zh: String(status), en: String(status) })}
    </Tag>
  );
}
