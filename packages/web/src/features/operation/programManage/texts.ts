import { featureTexts } from '../../../i18n/featureTexts.ts';

const zh = {
  name: '栏目名称',
  order: '顺序',
  enabled: '启用',
  add: '新增栏目',
  addTitle: '新增栏目',
  rename: '重命名',
  renameTitle: '重命名栏目',
  up: '上移',
  down: '下移',
  drag: '拖动排序',
  dragHint: '拖动行或使用上移、下移调整栏目顺序，顺序即投稿时栏目的排列顺序。',
  sorted: '顺序已保存',
  none: '该期刊还没有栏目',
  enabledDone: '已启用',
  disabledDone: '已停用',
};

const en: typeof zh = {
  name: 'Column',
  order: 'Order',
  enabled: 'In use',
  add: 'Add column',
  addTitle: 'Add a column',
  rename: 'Rename',
  renameTitle: 'Rename the column',
  up: 'Move up',
  down: 'Move down',
  drag: 'Drag to reorder',
  dragHint: 'Drag a row, or use Move up and Move down; authors see the columns in this order.',
  sorted: 'Order saved',
  none: 'This journal has no columns yet',
  enabledDone: 'Enabled',
  disabledDone: 'Disabled',
};

export const useProgramTexts = featureTexts('program', zh, en);
