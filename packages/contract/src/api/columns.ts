import { columnBody, columnRow } from '../schemas/columns.ts';
import { defineResource } from './resource.ts';

/** Columns (programs) of a journal, in the order the editor sets (programManage); never deleted. */
export const columns = defineResource({
  area: 'operation.programManage',
  path: '/sys/program',
  tag: 'columns',
  noun: { zh: '栏目', en: 'column' },
  scope: 'journal',
  row: columnRow,
  body: columnBody,
  order: 'sort',
  // Those who pick a manuscript's column read the list too (the list filter, Modify).
  readers: ['operation.manuscriptManage', 'operation.Modify'],
  names: { save: 'add' },
  deletable: false,
  hint: {
    zh: '拖动行或使用上移、下移调整栏目顺序，顺序即投稿时栏目的排列顺序。',
    en: 'Drag a row, or use Move up and Move down; authors see the columns in this order.',
  },
  empty: { zh: '该期刊还没有栏目', en: 'This journal has no columns yet' },
  fields: {
    name: { label: { zh: '栏目名称', en: 'Column' }, kind: 'text' },
    enabled: { label: { zh: '启用', en: 'In use' }, kind: 'switch' },
  },
});

export const { list: columnList, save: columnAdd, update: columnUpdate, reorder: columnSort } = columns;
