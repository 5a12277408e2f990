import type { ResourceField } from '@jb/contract/api/resource';
import type { Bilingual } from '@jb/contract/i18n';
import { Switch } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { formatTime } from '../../lib/formatTime.ts';
import { CutText } from '../CutText.tsx';
import { StatusTag } from '../StatusTag.tsx';
import { listFields, type ResourceRow } from './fieldValues.ts';

/** Turns a switch field of a row on or off, in place. */
export type Toggle = (row: ResourceRow, key: string, on: boolean) => void;

/** How a declared field's value reads in a list cell; a switch toggles for those who may edit the row. */
function cell(field: ResourceField, row: ResourceRow, pick: (text: Bilingual) => string, toggle?: Toggle) {
  const value = row[field.key];
  switch (field.kind) {
    case 'select': {
      const option = field.options?.find((o) => o.value === value);
      return option ? pick(option.label) : String(value ?? '');
    }
    case 'status':
      return <StatusTag status={Number(value)} />;
    case 'switch':
      return toggle ? (
        <Switch
          checked={!!value}
          disabled={!row.actions.includes('edit')}
          onChange={(on) => toggle(row, field.key, on)}
          data-testid={`field-${field.key}-${row.id}`}
        />
      ) : (
        <StatusTag status={value ? 1 : 0} />
      );
    case 'time':
      return formatTime(value as string | null);
    case 'textarea':
      return <CutText text={String(value ?? '')} />;
    default:
      return value as string | number;
  }
}

/**
 * The list's columns from the declared fields; a platform operator also sees each row's press,
 * after the first column. Sortable columns are the list call's own (ResourceTable reads them).
 */
export function resourceColumns(
  fields: readonly ResourceField[],
  pick: (text: Bilingual) => string,
  press: string | null,
  toggle?: Toggle,
): ColumnsType<ResourceRow> {
  const columns: ColumnsType<ResourceRow> = listFields(fields).map((field) => ({
    key: field.key,
    title: pick(field.label),
    align: field.kind === 'number' ? ('right' as const) : undefined,
    render: (_: unknown, row: ResourceRow) => cell(field, row, pick, toggle),
  }));
  if (press) columns.splice(1, 0, { key: 'pressName', title: press, dataIndex: 'pressName' });
  return columns;
}
