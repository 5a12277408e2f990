import type { FieldError } from '@jb/contract/errors';
import type { TemplateText } from '@jb/contract/notificationEvents';
import {
  isDocumentEvent,
  NOTIFICATION_EVENTS,
  type NotificationEventName,
} from '@jb/contract/notificationEvents';
import { errors } from '../../platform/errors.ts';
import { TemplateError, variablesOf } from '../../platform/outbox/render.ts';

const PARTS = ['subject', 'body', 'sms'] as const;

/** What is wrong with one part of a wording: its Liquid syntax, or variables the event does not offer. */
function partError(part: string, text: string, offered: readonly string[]): FieldError | null {
  let used: string[];
  try {
    used = variablesOf(text);
  } catch (err) {
    const detail = err instanceof TemplateError ? err.message : String(err);
    return { path: part, zh: `模板语法错误：${detail}`, en: `Template syntax error: ${detail}` };
  }
  const unknown = used.filter((name) => !offered.includes(name));
  if (unknown.length === 0) return null;
  return {
    path: part,
    zh: `此通知没有这些变量：${unknown.join('、')}（可用：${offered.join('、')}）`,
    en: `This notice offers no such variable: ${unknown.join(', ')} (available: ${offered.join(', ')})`,
  };
}

/** What a document's wording (the acceptance letter's) may not have: an SMS, or being switched off. */
function documentErrors(event: NotificationEventName, wording: { sms: string; enabled?: boolean }) {
  if (!isDocumentEvent(event)) return [];
  const { zh: name, en } = NOTIFICATION_EVENTS[event].label;
  const fields: FieldError[] = [];
  if (wording.sms.trim())
    fields.push({
      path: 'sms',
      zh: `${name}不发送短信，短信内容须为空`,
      en: `The ${en} has no SMS: leave it empty`,
    });
  if (wording.enabled === false)
    fields.push({
      path: 'enabled',
      zh: `${name}不能停用：确认录用时总会生成`,
      en: `The ${en} cannot be disabled: it is always made when acceptance is confirmed`,
    });
  return fields;
}

/**
 * Refuses (400, per part) a wording whose Liquid does not parse or that uses a variable its event
 * does not offer, naming them, and a document's wording with an SMS or switched off; nothing is
 * saved or rendered then.
 */
export function assertWording(
  event: NotificationEventName,
  wording: TemplateText & { enabled?: boolean },
): void {
  const offered = NOTIFICATION_EVENTS[event].variables;
  const fields = [
    ...PARTS.map((part) => partError(part, wording[part], offered)),
    ...documentErrors(event, wording),
  ].filter((e): e is FieldError => e !== null);
  if (fields.length) throw errors.validation(fields);
}

/** Refuses (400) a test send of a document's wording: a document is never sent by itself. */
export function assertSendable(event: NotificationEventName): void {
  if (!isDocumentEvent(event)) return;
  const { zh: name, en } = NOTIFICATION_EVENTS[event].label;
  throw errors.validation([
    {
      path: 'event',
      zh: `${name}不单独发送：确认录用时生成，随录用通知邮件附送`,
      en: `The ${en} is not sent by itself: it is made when acceptance is confirmed and attached to the acceptance notice`,
    },
  ]);
}
