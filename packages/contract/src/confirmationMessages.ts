import type { Bilingual } from './i18n.ts';

/** Field messages of acceptance confirmations (录用确认; messages.ts takes them in). */
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
} as const satisfies Record<string, Bilingual>;
