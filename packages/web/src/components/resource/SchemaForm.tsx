import type { ResourceField } from '@jb/contract/api/resource';
import { Col, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePressOptions } from '../../features/shared/options.ts';
import { usePick } from '../../i18n/useLang.ts';
import { SchemaItem } from '../form/SchemaItem.tsx';
import { requiredChoice, type Schema } from '../form/zodRule.ts';

/** The input of one declared field; the form item's value and change handler pass through to it. */
function FieldInput({ field, ...control }: { field: ResourceField } & Record<string, unknown>): ReactNode {
  const { t } = useTranslation();
  const pick = usePick();
  const testId = `field-${field.key}`;
  switch (field.kind) {
    case 'select':
      return (
        <Select
          options={field.options?.map((o) => ({ value: o.value, label: pick(o.label) }))}
          data-testid={testId}
          {...control}
        />
      );
    case 'status':
      return (
        <Radio.Group
          options={[
            { value: 1, label: t('status.active') },
            { value: 0, label: t('status.disabled') },
          ]}
          data-testid={testId}
          {...control}
        />
      );
    case 'switch':
      return <Switch data-testid={testId} {...control} />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} data-testid={testId} {...control} />;
    case 'textarea':
      return <Input.TextArea rows={4} maxLength={field.max} showCount data-testid={testId} {...control} />;
    default:
      return (
        <Input
          maxLength={field.max}
          inputMode={field.numeric ? 'numeric' : undefined}
          data-testid={testId}
          {...control}
        />
      );
  }
}

/**
 * The fields of a declared resource as form items: labels in the current language, rules and
 * messages from the body's schemas, the press picker first for a platform operator's new record.
 */
export function SchemaForm({
  fields,
  schema,
  pickPress,
}: {
  fields: readonly ResourceField[];
  schema: Record<string, Schema>;
  pickPress: boolean;
}) {
  const { t } = useTranslation();
  const pick = usePick();
  const presses = usePressOptions(pickPress);
  return (
    <>
      {pickPress && (
        <SchemaItem name="pressId" label={t('common.press')} schema={requiredChoice} required>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={presses.data}
            loading={presses.isPending}
            data-testid="field-pressId"
          />
        </SchemaItem>
      )}
      <Row gutter={16}>
        {fields.map((field) => (
          <Col key={field.key} xs={24} sm={field.wide || field.kind === 'textarea' ? 24 : 12}>
            <SchemaItem
              name={field.key}
              label={pick(field.label)}
              schema={schema[field.key] as Schema}
              required={field.required}
              valuePropName={field.kind === 'switch' ? 'checked' : undefined}
            >
              <FieldInput field={field} />
            </SchemaItem>
          </Col>
        ))}
      </Row>
    </>
  );
}
