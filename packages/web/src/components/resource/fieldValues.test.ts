import { columns } from '@jb/contract/api/columns';
import type { ResourceField } from '@jb/contract/api/resource';
import { describe, expect, it } from 'vitest';
import {
  formFields,
  listFields,
  type ResourceRow,
  saveBody,
  startValues,
  toggleBody,
} from './fieldValues.ts';

const label = { zh: '名', en: 'Name' };
const field = (key: string, more: Partial<ResourceField> = {}): ResourceField => ({
  key,
  label,
  kind: 'text',
  form: true,
  required: false,
  sortable: false,
  ...more,
});
const fields = [
  field('name', { required: true }),
  field('channel', { kind: 'select', initial: 'bank' }),
  field('note', { kind: 'textarea', hidden: true, initial: '' }),
  field('journalCount', { kind: 'number', form: false }),
];
const row: ResourceRow = {
  id: 7,
  version: 3,
  pressName: '甲社',
  actions: ['edit'],
  name: '工行',
  channel: 'wechat',
  note: '备注',
  journalCount: 2,
};

describe('the fields of a declared resource', () => {
  it('edits the body’s fields and lists the shown ones, in the declared order', () => {
    expect(formFields(fields).map((f) => f.key)).toEqual(['name', 'channel', 'note']);
    expect(listFields(fields).map((f) => f.key)).toEqual(['name', 'channel', 'journalCount']);
  });

  it('starts a new record from the declared values and an edit from the row', () => {
    expect(startValues(fields, null)).toEqual({ name: undefined, channel: 'bank', note: '' });
    expect(startValues(fields, row)).toEqual({ name: '工行', channel: 'wechat', note: '备注' });
  });

  it('saves an edit at the row’s version without moving it to another press', () => {
    expect(saveBody({ name: 'x', pressId: 9 }, null)).toEqual({ name: 'x', pressId: 9 });
    expect(saveBody({ name: 'x', pressId: 9 }, row)).toEqual({ name: 'x', id: 7, version: 3 });
  });

  it('turns a journal column off in place with its other values, at its version, naming no journal', () => {
    const column: ResourceRow = {
      id: 4,
      version: 2,
      journalId: 9,
      name: '综述',
      sort: 3,
      enabled: true,
      actions: ['edit'],
    };
    expect(toggleBody(columns.fields, column, 'enabled', false)).toEqual({
      name: '综述',
      enabled: false,
      id: 4,
      version: 2,
    });
  });
});
