import { featureTexts } from '../../../i18n/featureTexts.ts';

const zh = {
  name: '等级名称',
  start: '起始值',
  end: '结束值',
  andAbove: '以上',
  endHint: '结束值填 0 表示「以上」，只能用于最后一个区间',
  add: '新增等级',
  remove: '删除',
  check: '校验',
  passed: '校验通过',
  row: '第 {{row}} 行：{{message}}',
  none: '还没有单位等级',
  hint: '按数值区间划分单位等级（例如作者单位的发文量），区间须首尾相接、不能重叠。',
};

const en: typeof zh = {
  name: 'Level',
  start: 'From',
  end: 'To',
  andAbove: 'and above',
  endHint: '0 as the end means “and above”; only the last range may have it',
  add: 'Add level',
  remove: 'Remove',
  check: 'Check',
  passed: 'The ranges pass the check',
  row: 'Row {{row}}: {{message}}',
  none: 'No unit levels yet',
  hint: 'Unit levels split a number (an institution’s output, say) into ranges that follow on without gaps or overlaps.',
};

export const useGradeTexts = featureTexts('grade', zh, en);
