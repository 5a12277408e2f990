import type { PersonalProfile, PersonalUpdateBody } from '@jb/contract/schemas/personal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/ApiError.ts';
import { http } from '../../../api/http.ts';
import { getSession, saveSession } from '../../../api/session.ts';

const KEY = ['personal-info'];

export function usePersonalInfo() {
  return useQuery({ queryKey: KEY, queryFn: () => http.get<PersonalProfile>('/sys/personal/info') });
}

/** Saves name and phone with the version read; a stale version (409) reloads the profile. */
export function useUpdatePersonalInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonalUpdateBody) => http.put<PersonalProfile | null>('/sys/personal/info', body),
    onSuccess: async (_saved, body) => {
      const session = getSession();
      if (session) saveSession({ ...session, info: { ...session.info, name: body.name.trim() } });
      await client.invalidateQueries({ queryKey: KEY });
    },
    onError: async (error) => {
      if (isApiError(error) && error.status === 409) await client.invalidateQueries({ queryKey: KEY });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) => http.post('/sys/updPwd', body),
  });
}
