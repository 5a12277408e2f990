import { SIDE_PATH_STATUSES, Status } from '@jb/contract/workflow';
import { Tag } from 'antd';
import { usePick } from '../../../i18n/useLang.ts';
import { statusLabel } from './workflowText.ts';

/** A manuscript's status (SPEC §4 label); waiting for payment and the side paths stand out. */
export function ManuscriptStatusTag({ status, testId }: { status: number; testId?: string }) {
  const pick = usePick();
  const side = (SIDE_PATH_STATUSES as readonly number[]).includes(status);
  const color = status === Status.AUTHOR_UNPAID ? 'orange' : side ? 'red' : 'blue';
  return (
    <Tag color={color} data-testid={testId}>
      {pick(statusLabel(status))}
    </Tag>
  );
}
