import { authorList } from '@jb/contract/api/authorManagement';
import { authorSiteJournal } from '@jb/contract/api/authorSite';
import type { BodyIn } from '@jb/contract/api/define';
import { staffUpload } from '@jb/contract/api/files';
import { staffSubmit } from '@jb/contract/api/manuscripts';
import { LONG_REQUEST_TIMEOUT_MS } from '@jb/contract/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/http.ts';
import type { SendUpload } from '../../../../components/submission/values.ts';

/** A file the staff member uploads for the entry (it is theirs until the entry attaches it). */
export const uploadForEntry: SendUpload = async (kind, file) => {
  const form = new FormData();
  form.append('file', file, file.name);
  const got = await api(
    staffUpload,
    { query: { kind }, form },
    { quiet: true, timeoutMs: LONG_REQUEST_TIMEOUT_MS },
  );
  return { id: got.id, name: got.name };
};

export function enterManuscript(body: BodyIn<typeof staffSubmit>) {
  return api(staffSubmit, { body }, { quiet: true });
}

/** The chosen journal as its submission site shows it: open or not, columns, subjects, upload rules. */
export function useEntryJournal(journalId: number | undefined) {
  return useQuery({
    queryKey: ['manuscriptEntry', 'journal', journalId],
    queryFn: () => api(authorSiteJournal, { query: { journalId: journalId! } }),
    enabled: !!journalId,
  });
}

/** Authors of the press matching a name, phone, e-mail or affiliation (the first 20). */
export function useAuthorChoices(keyword: string) {
  return useQuery({
    queryKey: ['manuscriptEntry', 'authors', keyword],
    queryFn: () =>
      api(authorList, { query: { keyword: keyword || undefined, pageSize: 20, sort: 'name', order: 'asc' } }),
    staleTime: 30_000,
    // The last search's authors stay while the next is asked, so an option is never pulled from under a press.
    placeholderData: keepPreviousData,
  });
}
