import { z } from 'zod';
import { LANGS, type Lang } from '../i18n.ts';
import {
  NOTIFICATION_EVENT_NAMES,
  type NotificationEventName,
  OUTBOX_STATES,
} from '../notificationEvents.ts';
import { optionalId, pageOf, pageQuery, sortParam, textFilter, timeFilter } from './list.ts';

/** The limits of a template's parts (the outbox keeps what they render to). */
export const TEMPLATE_LIMITS = { subject: 200, body: 10_000, sms: 300 } as const;

const eventName = z.enum(NOTIFICATION_EVENT_NAMES as [NotificationEventName, ...NotificationEventName[]], {
  error: 'invalid',
});
const lang = z.enum(LANGS as [Lang, ...Lang[]], { error: 'invalid' });
const nullableId = z.coerce.number({ error: 'invalid' }).int().positive({ error: 'invalid' }).nullable();

/**
 * Where a wording is kept: the press (`journalId` null) or one of its journals. Platform operators
 * name the press (`pressId`); press staff work on their own.
 */
const scope = {
  pressId: optionalId,
  journalId: nullableId.default(null),
};

export const notifyTemplatesQuery = z.object({
  pressId: optionalId,
  journalId: optionalId,
});

export const templateSource = z.enum(['journal', 'press', 'default']);
export type TemplateSource = z.infer<typeof templateSource>;

export const effectiveWording = z.object({
  subject: z.string(),
  body: z.string(),
  sms: z.string(),
  enabled: z.boolean(),
  /** Where the wording in force comes from (journal override → press → built-in default). */
  source: templateSource,
  /**
   * The version of the chosen scope's own override (0 when the scope has none yet): what a save or
   * a reset at this scope names.
   */
  version: z.number(),
  /** Whether the chosen scope has an override of its own (then it can be reset). */
  overridden: z.boolean(),
});
export type EffectiveWording = z.infer<typeof effectiveWording>;

export const notifyTemplateRow = z.object({
  event: eventName,
  wordings: z.object({ 'zh-CN': effectiveWording, 'en-US': effectiveWording }),
});
export type NotifyTemplateRow = z.infer<typeof notifyTemplateRow>;

const part = (max: number) => z.string({ error: 'required' }).max(max, { error: 'tooLong' });

/** The wording being edited (preview renders it; save keeps it). */
const wording = {
  subject: part(TEMPLATE_LIMITS.subject).trim().min(1, { error: 'required' }),
  body: part(TEMPLATE_LIMITS.body).refine((v) => v.trim().length > 0, { error: 'required' }),
  sms: part(TEMPLATE_LIMITS.sms).default(''),
};

export const notifyTemplateSaveBody = z.object({
  ...scope,
  event: eventName,
  lang,
  ...wording,
  enabled: z.boolean().default(true),
  version: z.number({ error: 'invalid' }).int().min(0, { error: 'invalid' }),
});

export const notifyTemplateResetQuery = z.object({
  pressId: optionalId,
  journalId: optionalId,
  event: eventName,
  lang,
  version: z.coerce.number({ error: 'invalid' }).int().min(0, { error: 'invalid' }),
});

/** A manuscript named by its id or its article number (`manuscript`), or none: the newest one. */
const manuscriptRef = z.string().trim().max(60, { error: 'tooLong' }).default('');

export const notifyPreviewBody = z.object({
  ...scope,
  event: eventName,
  lang,
  ...wording,
  manuscript: manuscriptRef,
});

export const notifyPreview = z.object({
  subject: z.string(),
  body: z.string(),
  sms: z.string(),
  /** The manuscript whose data filled the variables (none when the press has no manuscript yet). */
  manuscript: z.object({ id: z.number(), articleNo: z.string(), title: z.string() }).nullable(),
});

export const notifyTestSendBody = z.object({
  ...scope,
  event: eventName,
  lang,
  manuscript: manuscriptRef,
});

export const notifyTestSendResult = z.object({
  /** The outbox rows written (an e-mail, and an SMS when the wording has one); none when disabled. */
  outboxIds: z.array(z.number()),
});

// The outbox.

const outboxState = z.enum(Object.keys(OUTBOX_STATES) as [keyof typeof OUTBOX_STATES], { error: 'invalid' });
export const outboxChannel = z.enum(['email', 'sms'], { error: 'invalid' });

export const outboxListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt', 'sentAt', 'recipient'] as const, 'createdAt'),
  state: outboxState.optional(),
  channel: outboxChannel.optional(),
  event: z.string().trim().max(60, { error: 'tooLong' }).optional(),
  /** Address, phone or name of the recipient (contains). */
  recipient: textFilter,
  /** Written between (ISO instants). */
  from: timeFilter,
  to: timeFilter,
});

export const outboxRow = z.object({
  id: z.number(),
  pressName: z.string().nullable(),
  channel: outboxChannel,
  event: z.string(),
  recipient: z.string(),
  recipientName: z.string(),
  subject: z.string(),
  state: outboxState,
  attempts: z.number(),
  lastError: z.string().nullable(),
  resendOf: z.number().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** What the caller may do now: resend (a sent, failed or skipped message with a recipient). */
  actions: z.array(z.enum(['resend'])),
});
export type OutboxRow = z.infer<typeof outboxRow>;
export const outboxPage = pageOf(outboxRow);

export const outboxDetail = outboxRow.extend({
  body: z.string(),
  html: z.string().nullable(),
  attachments: z.array(z.object({ fileId: z.number(), name: z.string() })),
  providerAnswer: z.string().nullable(),
  /** A code-carrying message shown with its digits masked (outside demo mode). */
  masked: z.boolean(),
  manuscript: z.object({ id: z.number(), articleNo: z.string() }).nullable(),
  updatedAt: z.string(),
});

export const outboxResendBody = z.object({
  id: z.number({ error: 'invalid' }).int().positive({ error: 'invalid' }),
});
