import {
  authorConversationMessages,
  authorConversationRead,
  authorConversationSend,
} from '@jb/contract/api/conversation';
import type { ConversationSource } from '../components/conversation/source.ts';
import { asAuthor, downloadFile, mineKey, uploadFile } from './api.ts';

/** The author's calls of the conversation on one of their manuscripts, for the shared panel. */
export function authorThreadSource(journalId: number, manuscriptId: number): ConversationSource {
  return {
    // Under the author's own data: signing out drops it.
    key: [...mineKey(journalId), 'conversation', manuscriptId],
    load: (beforeId) =>
      asAuthor(journalId, authorConversationMessages, { query: { manuscriptId, beforeId } }),
    send: (body, fileId) =>
      asAuthor(journalId, authorConversationSend, { body: { manuscriptId, body, fileId } }),
    markRead: (lastReadId) =>
      asAuthor(journalId, authorConversationRead, { body: { manuscriptId, lastReadId } }, { quiet: true }),
    upload: (file) => uploadFile(journalId, 'message', file),
    download: (file) => downloadFile(journalId, { fileId: file.id, name: file.name }),
  };
}
