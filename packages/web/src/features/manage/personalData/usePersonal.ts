import { changePassword } from '@jb/contract/api/auth';
import type { BodyIn } from '@jb/contract/api/define';
import { personalInfo, personalUpdate } from '@jb/contract/api/personal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/ApiError.ts';
import { api } from '../../../api/http.ts';
import { getSession, saveSession } from '../../../api/session.ts';

const KEY = ['personal-info'];

export function usePersonalInfo() {
  return useQuery({ queryKey: KEY, queryFn: () => api(personalInfo, {}) });
}

/** Saves name and phone with the version read; a stale version (409) reloads the profile. */
export function useUpdatePersonalInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyIn<typeof personalUpdate>) => api(personalUpdate, { body }),
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
    mutationFn: (body: BodyIn<typeof changePassword>) => api(changePassword, { body }),
  });
}
