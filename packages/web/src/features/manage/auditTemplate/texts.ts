import { featureTexts } from '../../../i18n/featureTexts.ts';

const zh = {
  stage: '审稿环节',
  allStages: '全部环节',
  name: '模板名称',
  content: '意见内容',
  add: '新增模板',
  addTitle: '新增审稿意见模板',
  editTitle: '编辑审稿意见模板',
  deleteTitle: '删除模板「{{name}}」？',
  none: '还没有审稿意见模板',
  hint: '审稿时可以选用本环节的模板快速填写意见；审稿流程中可为每个环节指定默认模板。',
};

const en: typeof zh = {
  stage: 'Stage',
  allStages: 'All stages',
  name: 'Template',
  content: 'Opinion text',
  add: 'Add template',
  addTitle: 'Add a review template',
  editTitle: 'Edit review template',
  deleteTitle: 'Delete the template “{{name}}”?',
  none: 'No review templates yet',
  hint: 'Reviewers can start their opinion from a template of the stage; a review process can name each stage’s default.',
};

export const useTemplateTexts = featureTexts('auditTemplate', zh, en);
