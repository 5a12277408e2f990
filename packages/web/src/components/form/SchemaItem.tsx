import { Form, type FormItemProps } from 'antd';
import { useLang } from '../../i18n/useLang.ts';
import { type Schema, zodRule } from './zodRule.ts';

/** A form field checked by its contract schema: the server's rule and message, in the current language. */
export function SchemaItem({ schema, rules = [], ...props }: FormItemProps & { schema: Schema }) {
  const lang = useLang();
  return <Form.Item {...props} rules={[zodRule(schema, lang), ...rules]} />;
}
