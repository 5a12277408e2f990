import {
  expertCancelInvitation,
  expertInvitations,
  expertInvite,
  expertSuggest,
} from '@jb/contract/api/experts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { MANUSCRIPT_KEY } from '../../shared/manuscripts/api.ts';

/** The experts suggested for a manuscript (fresh each time the dialog opens). */
export function useSuggestions(id: number | null) {
  return useQuery({
    queryKey: ['expertSuggestions', id],
    queryFn: () => api(expertSuggest, { query: { id: id! } }),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** A manuscript's invitations, cached with its details (every queue action reloads them). */
export function useInvitations(id: number) {
  return useQuery({
    queryKey: [...MANUSCRIPT_KEY, id, 'invitations'],
    queryFn: () => api(expertInvitations, { query: { id } }),
  });
}

export const sendInvitations = (
  m: { id: number; version: number },
  experts: number[],
  alternates: number[],
) => api(expertInvite, { body: { id: m.id, version: m.version, experts, alternates } }, { quiet: true });

export const withdrawInvitation = (inv: { id: number; version: number }) =>
  api(expertCancelInvitation, { body: { id: inv.id, version: inv.version } }, { quiet: true });
