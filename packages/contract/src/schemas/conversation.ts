import { z } from 'zod';
import { idSchema, timestampParam } from './common.ts';
import { cleanText } from './plainText.ts';

/**
 * The conversation on a manuscript (issue 11, SPEC §7 "chat messages"): the thread between the
 * manuscript's editors and its author ('author'), and one between the editors and each invited
 * expert ('expert:<invitation id>'), which the author never sees.
 */
export const AUTHOR_THREAD = 'author';
export type Thread = typeof AUTHOR_THREAD | `expert:${number}`;

/** The thread with the expert of an invitation. */
export const expertThread = (invitationId: number): Thread => `expert:${invitationId}`;

/** The invitation an expert thread is with; null for the author thread. */
export function invitationOfThread(thread: Thread): number | null {
  return thread === AUTHOR_THREAD ? null : Number(thread.slice('expert:'.length));
}

export const MESSAGE_MAX_CHARS = 2000;
/** How many messages one person may post in `RATE_WINDOW_SECONDS` (all manuscripts together). */
export const MESSAGE_RATE_LIMIT = 30;
export const MESSAGE_RATE_WINDOW_SECONDS = 600;

/** The text of a message: plain text (plainText.ts), 1 to 2,000 characters after cleaning. */
const messageText = z
  .string({ error: 'message.empty' })
  .transform(cleanText)
  .pipe(z.string().min(1, { error: 'message.empty' }).max(MESSAGE_MAX_CHARS, { error: 'message.tooLong' }));

const thread = z
  .string({ error: 'invalid' })
  .regex(/^(author|expert:[1-9]\d{0,8})$/, { error: 'invalid' })
  .transform((v) => v as Thread);
const beforeId = z.coerce
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .positive({ error: 'invalid' });
const pageSize = z.coerce
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .min(1, { error: 'invalid' })
  .max(100, { error: 'invalid' })
  .default(30);

/** A page of a thread: the newest `pageSize` messages, or those before `beforeId` (older ones). */
export const threadQuery = z.object({
  manuscriptId: idSchema,
  thread,
  beforeId: beforeId.optional(),
  pageSize,
  ...timestampParam,
});
export const authorThreadQuery = threadQuery.omit({ thread: true });

export const threadsQuery = z.object({ manuscriptId: idSchema, ...timestampParam });

const bodyId = z.number({ error: 'required' }).int({ error: 'invalid' }).positive({ error: 'invalid' });

export const sendMessageBody = z.object({
  manuscriptId: bodyId,
  thread,
  body: messageText,
  /** A file the sender uploaded (kind `message`) to go with the text. */
  fileId: bodyId.nullish(),
});
export const authorSendMessageBody = sendMessageBody.omit({ thread: true });

/** Marks the thread read up to a message the reader has on screen (never backwards). */
export const markReadBody = z.object({ manuscriptId: bodyId, thread, lastReadId: bodyId });
export const authorMarkReadBody = markReadBody.omit({ thread: true });

/** The expert's own thread is named by their invitation (expert area calls). */
const invitationId = { invitationId: idSchema };
export const expertThreadQuery = threadQuery.omit({ manuscriptId: true, thread: true }).extend(invitationId);
export const expertInvitationQuery = z.object({ ...invitationId, ...timestampParam });
export const expertSendMessageBody = sendMessageBody
  .omit({ manuscriptId: true, thread: true })
  .extend({ invitationId: bodyId });
export const expertMarkReadBody = z.object({ invitationId: bodyId, lastReadId: bodyId });
export const expertMessageFileQuery = z.object({ ...invitationId, fileId: idSchema, ...timestampParam });

export const conversationMessage = z.object({
  id: z.number(),
  senderKind: z.enum(['staff', 'author', 'expert']),
  /**
   * The sender's name; null to an author for every staff message, and to an expert for staff
   * messages when the journal reviews anonymously (shown as the editorial office).
   */
  senderName: z.string().nullable(),
  /** Sent by the reader (staff: by this staff member; author: by the author). */
  mine: z.boolean(),
  body: z.string(),
  file: z.object({ id: z.number(), name: z.string(), sizeBytes: z.number(), type: z.string() }).nullable(),
  createdAt: z.string(),
  /** The other side has read it (the author or expert for staff messages, any editor for theirs). */
  readByOther: z.boolean(),
  /** From the other side and after where the reader had read when the page was asked for. */
  unread: z.boolean(),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

export const threadPage = z.object({
  /** Oldest first. */
  list: z.array(conversationMessage),
  /** Older messages exist before the first of `list`. */
  hasMore: z.boolean(),
  /** Messages from the other side the reader has not read (the whole thread). */
  unread: z.number(),
  /** Whether the reader may post here (staff: the message permission; an open thread). */
  canPost: z.boolean(),
  /** The thread takes no messages now (an expert thread before acceptance or after the invitation ended). */
  closed: z.boolean(),
});
export type ThreadPage = z.infer<typeof threadPage>;

export const threadSummary = z.object({
  thread: z.string(),
  /** The expert of an expert thread (staff see the name), null for the author thread. */
  expert: z
    .object({ invitationId: z.number(), name: z.string(), state: z.string(), round: z.number() })
    .nullable(),
  total: z.number(),
  unread: z.number(),
  lastAt: z.string().nullable(),
});
