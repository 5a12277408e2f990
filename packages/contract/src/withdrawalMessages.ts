import type { Bilingual } from './i18n.ts';

/** Field messages of withdrawal requests (messages.ts takes them in). */
export const WITHDRAWAL_MESSAGES = {
  'withdrawal.status': {
    zh: '稿件当前状态不能申请撤稿（已排期、已出版或已退稿的稿件请联系编辑部）',
    en: 'The manuscript’s status does not allow a withdrawal (scheduled, published or rejected: contact the editorial office)',
  },
  'withdrawal.open': {
    zh: '该稿件已有待审核的撤稿申请',
    en: 'A withdrawal request of this manuscript is already waiting for review',
  },
  'withdrawal.decided': {
    zh: '该撤稿申请已审核，不能再次审核',
    en: 'The withdrawal request has been decided already',
  },
  'withdrawal.noPhone': {
    zh: '您的账号没有手机号码，请联系编辑部',
    en: 'Your account has no phone number: contact the editorial office',
  },
} as const satisfies Record<string, Bilingual>;
