import type { ConversationMessage, ThreadPage } from '@jb/contract/schemas/conversation';

/** A message's attachment as the list shows it. */
export type MessageFile = NonNullable<ConversationMessage['file']>;

/**
 * What a conversation panel calls: each side passes its own (staff calls with the staff session,
 * the author site's with the author's, the expert area's for the expert's own thread), so one panel
 * serves all.
 */
export interface ConversationSource {
  /** The cache key of this thread (the site's own). */
  key: readonly unknown[];
  /** A page: the newest messages, or those before `beforeId`. */
  load(beforeId: number | undefined): Promise<ThreadPage>;
  send(body: string, fileId: number | null): Promise<ConversationMessage>;
  markRead(lastReadId: number): Promise<unknown>;
  /** Uploads an attachment (kind `message`); answers its id and name. */
  upload(file: File): Promise<{ id: number; name: string }>;
  download(file: MessageFile): Promise<void>;
  /** Called after a message is sent or the thread is marked read (e.g. to refresh unread badges). */
  onChange?: () => void;
}
