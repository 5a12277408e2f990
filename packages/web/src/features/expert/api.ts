import type { ResultOf } from '@jb/contract/api/define';
import {
  expertFile,
  expertManuscriptCall,
  expertRespond,
  expertReview,
  myInvitations,
} from '@jb/contract/api/experts';
import type { reviewDraftBody } from '@jb/contract/schemas/experts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, download } from '../../api/http.ts';
import { listKey } from '../../components/resourceTable/useResourceList.ts';

export type InvitationRow = ResultOf<typeof myInvitations>['list'][number];
export type ExpertManuscript = ResultOf<typeof expertManuscriptCall>;
export type ReviewBody = z.input<typeof reviewDraftBody>;

/** The invitation and its version, as a change is sent at the version on screen. */
type Versioned = { id: number; version: number };

export function accept(row: Versioned) {
  return api(expertRespond, { body: { id: row.id, version: row.version, accept: true } }, { quiet: true });
}

export function decline(row: Versioned, reason: string) {
  return api(
    expertRespond,
    { body: { id: row.id, version: row.version, accept: false, reason } },
    { quiet: true },
  );
}

export function saveReview(body: ReviewBody) {
  return api(expertReview, { body }, { quiet: true });
}

export const MANUSCRIPT_KEY = ['expertArea', 'manuscript'] as const;

/** The manuscript of an accepted (or reviewed) invitation, with the score sheet and the draft. */
export function useExpertManuscript(invitationId: number) {
  return useQuery({
    queryKey: [...MANUSCRIPT_KEY, invitationId],
    queryFn: () => api(expertManuscriptCall, { query: { id: invitationId } }),
  });
}

/** A file of the manuscript, under the anonymous name the server gives it. */
export function fetchFile(invitationId: number, file: { id: number }) {
  return download(expertFile, { query: { invitationId, fileId: file.id } });
}

/** After an answer or a review: the list of invitations and the manuscript views. */
export function reloadExpertViews(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: listKey(myInvitations) }),
    client.invalidateQueries({ queryKey: MANUSCRIPT_KEY }),
  ]);
}
