import type { FieldError } from '@jb/contract/errors';
import type { TemplateText } from '@jb/contract/notificationEvents';
import { NOTIFICATION_EVENTS, type NotificationEventName } from '@jb/contract/notificationEvents';
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

/**
 * Refuses (400, per part) a wording whose Liquid does not parse or that uses a variable its event
 * does not offer, naming them; nothing is saved or rendered then.
 */
export function assertWording(event: NotificationEventName, wording: TemplateText): void {
  const offered = NOTIFICATION_EVENTS[event].variables;
  const fields = PARTS.map((part) => partError(part, wording[part], offered)).filter(
    (e): e is FieldError => e !== null,
  );
  if (fields.length) throw errors.validation(fields);
}
