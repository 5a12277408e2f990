import {
  expertConversationFile,
  expertConversationMessages,
  expertConversationRead,
  expertConversationSend,
  expertConversationUpload,
} from '@jb/contract/api/conversation';
import { api, download } from '../../api/http.ts';
import type { ConversationSource } from '../../components/conversation/source.ts';
import { saveBlob } from '../../lib/saveBlob.ts';

/** The expert's calls of their own thread with the editorial office (one invitation), for the shared panel. */
export function expertThreadSource(invitationId: number, onChange: () => void): ConversationSource {
  return {
    key: ['expertArea', 'conversation', invitationId],
    load: (beforeId) => api(expertConversationMessages, { query: { invitationId, beforeId } }),
    send: (body, fileId) => api(expertConversationSend, { body: { invitationId, body, fileId } }),
    markRead: (lastReadId) =>
      api(expertConversationRead, { body: { invitationId, lastReadId } }, { quiet: true }),
    upload: (file) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api(expertConversationUpload, { query: { invitationId }, form });
    },
    download: async (file) => {
      const got = await download(expertConversationFile, { query: { invitationId, fileId: file.id } });
      saveBlob(got.blob, got.filename ?? file.name);
    },
    onChange,
  };
}
