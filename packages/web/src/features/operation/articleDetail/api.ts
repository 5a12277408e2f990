import {
  conversationMessages,
  conversationRead,
  conversationSend,
  conversationThreads,
} from '@jb/contract/api/conversation';
import type { ResultOf } from '@jb/contract/api/define';
import { staffDownload, staffUpload } from '@jb/contract/api/files';
import type { Thread } from '@jb/contract/schemas/conversation';
import { useQuery } from '@tanstack/react-query';
import { api, download } from '../../../api/http.ts';
import type { ConversationSource } from '../../../components/conversation/source.ts';
import { saveBlob } from '../../../lib/saveBlob.ts';

/** The conversation of one manuscript as staff reach it. */
const conversationKey = (manuscriptId: number) => ['conversation', manuscriptId] as const;

export type ConversationThread = ResultOf<typeof conversationThreads>[number];

export function useThreads(manuscriptId: number) {
  return useQuery({
    queryKey: [...conversationKey(manuscriptId), 'threads'],
    queryFn: () => api(conversationThreads, { query: { manuscriptId } }),
    enabled: manuscriptId > 0,
  });
}

/** The staff calls of one thread, for the shared panel. */
export function staffThreadSource(
  manuscriptId: number,
  thread: Thread,
  onChange: () => void,
): ConversationSource {
  return {
    key: [...conversationKey(manuscriptId), 'thread', thread],
    load: (beforeId) => api(conversationMessages, { query: { manuscriptId, thread, beforeId } }),
    send: (body, fileId) => api(conversationSend, { body: { manuscriptId, thread, body, fileId } }),
    markRead: (lastReadId) =>
      api(conversationRead, { body: { manuscriptId, thread, lastReadId } }, { quiet: true }),
    upload: (file) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api(staffUpload, { query: { kind: 'message' }, form });
    },
    download: async (file) => {
      const got = await download(staffDownload, { query: { id: file.id } });
      saveBlob(got.blob, got.filename ?? file.name);
    },
    onChange,
  };
}
