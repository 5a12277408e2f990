import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type FilterField, type FilterOption, isRange } from './filters.ts';
import { type FilterFormValues, fromForm, rangeKey, toForm } from './filterValues.ts';

/** A range opens at 00:00:00 to 23:59:59 (only the time of day is used). */
const DAY_START = dayjs().startOf('day');
const DAY_END = dayjs().endOf('day');

/** Values travel as the URL's strings. */
const asOption = (o: FilterOption) => ({ value: String(o.value), label: o.label });

/** One filter's control; Form.Item hands it `value` and `onChange`, passed on to the antd input. */
function FilterInput({ field, ...control }: { field: FilterField; value?: never; onChange?: never }) {
  const { t } = useTranslation();
  if (field.kind === 'text') {
    return <Input {...control} allowClear placeholder={field.label} data-testid={`filter-${field.name}`} />;
  }
  if (field.kind === 'select') {
    return (
      <Select
        {...control}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={field.label}
        loading={field.loading}
        disabled={field.disabled}
        style={{ minWidth: 160 }}
        options={field.options.map((o) =>
          'options' in o ? { label: o.label, options: o.options.map(asOption) } : asOption(o),
        )}
        data-testid={`filter-${field.name}`}
      />
    );
  }
  if (field.kind === 'dayRange') {
    return (
      <DatePicker.RangePicker
        {...control}
        format="YYYY-MM-DD"
        allowEmpty={[true, true]}
        placeholder={[t('table.fromDay'), t('table.toDay')]}
        data-testid={`filter-${field.from}`}
      />
    );
  }
  return (
    <DatePicker.RangePicker
      {...control}
      showTime={{ defaultOpenValue: [DAY_START, DAY_END] }}
      format="YYYY-MM-DD HH:mm"
      allowEmpty={[true, true]}
      placeholder={[t('table.from'), t('table.to')]}
      data-testid={`filter-${field.from}`}
    />
  );
}

/** The filter form above a list: search applies the values (page 1), reset clears them. */
export function FilterBar({
  fields,
  values,
  onApply,
}: {
  fields: readonly FilterField[];
  values: Record<string, string>;
  onApply: (filters: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterFormValues>();
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;
  const valuesKey = JSON.stringify(values);

  // The URL is the truth: back/forward or a bookmark shows its filters in the form. Set before the
  // form is first painted: set after it, they would undo a choice made in the meantime.
  useLayoutEffect(() => {
    form.resetFields();
    form.setFieldsValue(toForm(fieldsRef.current, JSON.parse(valuesKey) as Record<string, string>));
  }, [form, valuesKey]);

  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(v) => onApply(fromForm(fields, v))}
      onValuesChange={(changed: FilterFormValues) => {
        // A choice tells the page (its options may follow), and clears the filters that follow it.
        for (const field of fields) {
          if (field.kind !== 'select') continue;
          if (field.name in changed) {
            const value = changed[field.name];
            field.onChange?.(
              typeof value === 'string' || typeof value === 'number' ? String(value) : undefined,
            );
          }
          if (field.dependsOn && field.dependsOn in changed) form.setFieldValue(field.name, undefined);
        }
      }}
      style={{ rowGap: 12, marginBottom: 16 }}
      data-testid="filter-bar"
    >
      {fields.map((field) => (
        <Form.Item
          key={isRange(field) ? rangeKey(field) : field.name}
          name={isRange(field) ? rangeKey(field) : field.name}
          label={field.label}
        >
          <FilterInput field={field} />
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="filter-submit">
            {t('table.search')}
          </Button>
          <Button onClick={() => onApply({})} data-testid="filter-reset">
            {t('table.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
