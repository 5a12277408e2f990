import { featureTexts } from '../../../i18n/featureTexts.ts';

const zh = {
  name: '学科名称',
  parent: '上级学科',
  top: '（顶级学科）',
  addTop: '新增顶级学科',
  addChild: '新增下级',
  addTitle: '新增学科',
  renameTitle: '重命名学科',
  rename: '重命名',
  deleteTitle: '删除学科「{{name}}」？',
  deleteContent: '有下级学科或被期刊使用的学科不能删除。',
  shared: '平台',
  sharedHint: '平台统一维护的学科，各出版社共用',
  none: '还没有学科',
  hint: '学科供期刊和专家选择。平台学科由平台统一维护，出版社可以在其下增加本社的学科。',
};

const en: typeof zh = {
  name: 'Subject',
  parent: 'Parent',
  top: '(top level)',
  addTop: 'Add top-level subject',
  addChild: 'Add below',
  addTitle: 'Add a subject',
  renameTitle: 'Rename the subject',
  rename: 'Rename',
  deleteTitle: 'Delete the subject “{{name}}”?',
  deleteContent: 'A subject with subjects below it, or used by a journal, cannot be deleted.',
  shared: 'Platform',
  sharedHint: 'Kept by the platform and shared by every press',
  none: 'No subjects yet',
  hint: 'Journals and experts choose from these subjects. Platform subjects are shared; a press can add its own below them.',
};

export const useSubjectTexts = featureTexts('subject', zh, en);
