import { featureTexts } from '../../../i18n/featureTexts.ts';

/** Words of 录用确认: the editor's screen and the answer as the acceptance screen shows it. */
const zh = {
  title: '作者录用确认',
  outcome: '结果',
  person: '确认人',
  byAuthor: '作者本人',
  forAuthor: '代作者确认',
  method: '方式',
  answeredAt: '确认时间',
  note: '备注',
  recordedBy: '登记人',
  recordedAt: '登记时间',
  withdrawal: '已转撤稿申请（撤稿审核处理）',
  none: '采编尚未登记作者的录用确认。',
  confirmed: '确认状态',
  yes: '已确认',
  no: '待确认',
  record: '登记确认',
  recordTitle: '登记作者的录用确认',
  recordHint: '请先与作者核对录用条件和录用费，再登记作者的答复。作者拒绝时将代作者提交撤稿申请。',
  who: '由谁确认',
  personName: '确认人姓名',
  reason: '备注（作者拒绝时填写原因）',
  done: '已登记',
  fee: '未付录用费',
  hint: '您的作者处于录用确认环节，或已录用但录用费未付的稿件。',
};

const en: typeof zh = {
  title: 'Author’s acceptance confirmation',
  outcome: 'Outcome',
  person: 'Answered by',
  byAuthor: 'The author',
  forAuthor: 'For the author',
  method: 'How',
  answeredAt: 'Answered at',
  note: 'Note',
  recordedBy: 'Recorded by',
  recordedAt: 'Recorded at',
  withdrawal: 'A withdrawal request was opened (withdrawal review decides it)',
  none: 'No answer of the author has been recorded by the acquisition editor yet.',
  confirmed: 'Answered',
  yes: 'Answered',
  no: 'Waiting',
  record: 'Record answer',
  recordTitle: 'Record the author’s answer to acceptance',
  recordHint:
    'Go over the acceptance terms and fee with the author first, then record the answer. A refusal opens a withdrawal request for the author.',
  who: 'Who answered',
  personName: 'Name of the person',
  reason: 'Note (the reason, when the author refuses)',
  done: 'Recorded',
  fee: 'Acceptance fee due',
  hint: 'Your authors’ manuscripts at acceptance confirmation, or accepted with the acceptance fee unpaid.',
};

export const useConfirmationTexts = featureTexts('acceptanceConfirmation', zh, en);
