import type { Bilingual } from './i18n.ts';

/** Field messages of acceptance confirmations (录用确认) and final drafts (上传终稿); messages.ts takes them in. */
export const CONFIRMATION_MESSAGES = {
  'confirmation.status': {
    zh: '稿件不在录用确认环节，也不是录用费未付的已录用稿件，不能登记录用确认',
    en: 'The manuscript is neither at acceptance confirmation nor accepted with its acceptance fee unpaid: no confirmation can be recorded',
  },
  'confirmation.recorded': {
    zh: '该稿件已登记过作者的录用确认，不能再次登记',
    en: 'The author’s answer for this manuscript has been recorded already',
  },
  'confirmation.person': {
    zh: '请填写代作者确认的人的姓名',
    en: 'Name the person who answered for the author',
  },
  'confirmation.future': {
    zh: '确认时间不能晚于现在',
    en: 'The time of the answer cannot be in the future',
  },
  'finalDraft.status': {
    zh: '只有已录用、尚未开始排版的稿件可以上传终稿',
    en: 'A final draft can be uploaded only for an accepted manuscript not yet in layout',
  },
  'finalDraft.file': {
    zh: '请上传 Word 或 PDF 稿件文件后再提交（文件须由您本人上传且未被使用）',
    en: 'Upload the manuscript as a Word or PDF file first (a file you uploaded, not used yet)',
  },
} as const satisfies Record<string, Bilingual>;
