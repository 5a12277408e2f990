import type { Bilingual } from '../i18n.ts';

/** Feedback from staff or an author (/manage/userFeel): what kind, and where it stands. */
export const FeedbackType = { SUGGESTION: 1, PROBLEM: 2, QUESTION: 3, OTHER: 4 } as const;
export type FeedbackTypeValue = (typeof FeedbackType)[keyof typeof FeedbackType];

export const FEEDBACK_TYPE: Record<FeedbackTypeValue, Bilingual> = {
  1: { zh: '建议', en: 'Suggestion' },
  2: { zh: '问题', en: 'Problem' },
  3: { zh: '咨询', en: 'Question' },
  4: { zh: '其他', en: 'Other' },
};

export const FeedbackStatus = { OPEN: 1, REPLIED: 2, CLOSED: 3 } as const;
export type FeedbackStatusValue = (typeof FeedbackStatus)[keyof typeof FeedbackStatus];

export const FEEDBACK_STATUS: Record<FeedbackStatusValue, Bilingual> = {
  1: { zh: '待处理', en: 'Open' },
  2: { zh: '已回复', en: 'Replied' },
  3: { zh: '已关闭', en: 'Closed' },
};

export const FEEDBACK_SENDER_KINDS = ['staff', 'author'] as const;
export type FeedbackSenderKind = (typeof FEEDBACK_SENDER_KINDS)[number];

export const FEEDBACK_SENDER_KIND: Record<FeedbackSenderKind, Bilingual> = {
  staff: { zh: '工作人员', en: 'Staff' },
  author: { zh: '作者', en: 'Author' },
};

/** How much one person may send, and how long a text may be. */
export const FEEDBACK_LIMITS = {
  perHour: 10,
  contentMax: 2000,
  replyMax: 2000,
} as const;

/** The system message that carries a reply to the sender (written in the product's default language). */
export const FEEDBACK_REPLY_MESSAGE = {
  title: { zh: '您的反馈已有回复', en: 'Your feedback has a reply' } satisfies Bilingual,
} as const;
