import { reasonText } from '@jb/contract/schemas/ledger';
import { Input } from 'antd';
import { SchemaItem } from '../components/form/SchemaItem.tsx';

/**
 * The reason an author gives for a request on the site (撤稿, 退款, 修改申请): required, checked by the
 * contract's reason rule (the server's words when it is missing or too long), 200 characters at most.
 */
export function ReasonItem({
  label,
  placeholder,
  testId,
}: {
  label: string;
  placeholder: string;
  testId: string;
}) {
  return (
    <SchemaItem name="reason" label={label} schema={reasonText} required>
      <Input.TextArea rows={2} maxLength={200} showCount placeholder={placeholder} data-testid={testId} />
    </SchemaItem>
  );
}
