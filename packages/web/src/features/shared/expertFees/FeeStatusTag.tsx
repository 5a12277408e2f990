import { AUDIT_FEE_STATUS, AuditFeeStatus } from '@jb/contract/enums/order';
import { Tag } from 'antd';
import { usePick } from '../../../i18n/useLang.ts';

const COLOR: Record<number, string> = {
  [AuditFeeStatus.NONE]: 'default',
  [AuditFeeStatus.UNPAID]: 'orange',
  [AuditFeeStatus.AWAITING]: 'blue',
  [AuditFeeStatus.PAID]: 'green',
};

/**
 * An expert review fee's status (contract AUDIT_FEE_STATUS), on 专家审稿费 and in the expert area:
 * unpaid orange, awaiting payment blue, paid green. `data-status` carries the code.
 */
export function FeeStatusTag({ status, testId }: { status: number; testId?: string }) {
  const pick = usePick();
  return (
    <Tag color={COLOR[status] ?? 'default'} data-testid={testId} data-status={status}>
      {pick(AUDIT_FEE_STATUS[status] ?? { zh: String(status), en: String(status) })}
    </Tag>
  );
}
