import type { ResultOf } from '@jb/contract/api/define';
import {
  announce,
  type announcementList,
  type inboxList,
  messageMarkAllRead,
  messageMarkRead,
  messageMarkUnread,
} from '@jb/contract/api/messages';
import type { announceBody } from '@jb/contract/schemas/inbox';
import type { z } from 'zod';
import { api } from '../../../api/http.ts';

export type InboxRow = ResultOf<typeof inboxList>['list'][number];
export type AnnouncementRow = ResultOf<typeof announcementList>['list'][number];
export type AnnounceValues = z.input<typeof announceBody>;

export function setRead(id: number, read: boolean) {
  return api(read ? messageMarkRead : messageMarkUnread, { body: { id } }, { quiet: true });
}

export function markAllRead() {
  return api(messageMarkAllRead, {}, { quiet: true });
}

export function sendAnnouncement(values: AnnounceValues) {
  return api(announce, { body: values }, { quiet: true });
}
