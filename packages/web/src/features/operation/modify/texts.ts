import { featureTexts } from '../../../i18n/featureTexts.ts';

const zh = {
  noId: '缺少稿件编号',
  heading: '{{articleNo}} · {{journal}}',
  note: '修改原因',
  notePlaceholder: '原因会与修改内容一起记入稿件的处理记录',
  subjectPlaceholder: '未选择学科',
  referrerPlaceholder: '无推荐采编',
  columnDisabled: '{{name}}（已停用）',
  save: '保存修改',
  cancel: '取消',
  saved: '已保存，处理记录中可查看修改前后的内容',
  noColumns: '你没有查看栏目的权限，无法修改栏目；请联系管理员。',
  stale: {
    title: '这篇稿件刚被他人修改，下面已载入最新内容',
    description: '你刚才的修改没有保存。与最新内容不同之处如下，可对照后重新填写，或用你的修改覆盖后再保存。',
    field: '项目',
    theirs: '最新内容',
    mine: '你的修改',
    apply: '用我的修改覆盖',
    dismiss: '不用了',
    none: '你的修改与最新内容相同。',
  },
};

const en: typeof zh = {
  noId: 'No manuscript id was given',
  heading: '{{articleNo}} · {{journal}}',
  note: 'Reason for the change',
  notePlaceholder: 'The reason is kept in the manuscript’s history with the change',
  subjectPlaceholder: 'No subject',
  referrerPlaceholder: 'No referring editor',
  columnDisabled: '{{name}} (disabled)',
  save: 'Save changes',
  cancel: 'Cancel',
  saved: 'Saved: the history shows the values before and after',
  noColumns: 'You may not read the journal’s columns, so the column cannot be changed; ask an administrator.',
  stale: {
    title: 'Someone else has just changed this manuscript; its current values are shown below',
    description:
      'Your changes were not saved. Where they differ from the current values is listed here: compare them and type again, or put yours back and save.',
    field: 'Field',
    theirs: 'Current',
    mine: 'Yours',
    apply: 'Put my changes back',
    dismiss: 'Dismiss',
    none: 'Your changes match the current values.',
  },
};

export const useModifyTexts = featureTexts('modify', zh, en);
