import type { Bilingual } from '../i18n.ts';

/** What put a system message into an inbox (the `kind` of a `messages` row). */
export const MESSAGE_KINDS = ['system', 'announcement', 'feedback', 'conversation', 'reminder'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_KIND: Record<MessageKind, Bilingual> = {
  system: { zh: '系统通知', en: 'System' },
  announcement: { zh: '公告', en: 'Announcement' },
  feedback: { zh: '反馈回复', en: 'Feedback reply' },
  conversation: { zh: '稿件留言', en: 'Manuscript message' },
  reminder: { zh: '催办提醒', en: 'Reminder' },
};

/** Announcements: how long they may be, and how many one person may send an hour. */
export const ANNOUNCEMENT_LIMITS = {
  titleMax: 100,
  contentMax: 2000,
  perHour: 10,
} as const;

/**
 * A message's link: a screen of the back office (`/operation/articleDetail?id=12`), never another
 * site. Checked where a message is written and again before the web follows it.
 */
export function isScreenLink(link: string): boolean {
  return /^\/[A-Za-z]/.test(link) && !link.includes('//') && !link.includes('\\') && link.length <= 500;
}
