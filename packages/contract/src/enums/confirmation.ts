import type { Bilingual } from '../i18n.ts';

/** The author's answer to the acceptance terms and fee (录用确认, docs/acquisition-editors.md). */
export const CONFIRMATION_OUTCOMES = ['confirmed', 'refused'] as const;
export type ConfirmationOutcome = (typeof CONFIRMATION_OUTCOMES)[number];

/** Stored codes of the outcomes (acceptance_confirmations.outcome). */
export const OUTCOME_CODE: Record<ConfirmationOutcome, number> = { confirmed: 1, refused: 2 };

export const CONFIRMATION_OUTCOME: Record<ConfirmationOutcome, Bilingual> = {
  confirmed: { zh: '作者已确认', en: 'Confirmed by the author' },
  refused: { zh: '作者拒绝（转撤稿）', en: 'Refused (withdrawal requested)' },
};

/** How the answer reached the editor. */
export const CONFIRMATION_METHODS = ['phone', 'message', 'inPerson', 'email'] as const;
export type ConfirmationMethod = (typeof CONFIRMATION_METHODS)[number];

export const CONFIRMATION_METHOD: Record<ConfirmationMethod, Bilingual> = {
  phone: { zh: '电话', en: 'Phone' },
  message: { zh: '短信/微信', en: 'Text message' },
  inPerson: { zh: '当面', en: 'In person' },
  email: { zh: '电子邮件', en: 'E-mail' },
};
