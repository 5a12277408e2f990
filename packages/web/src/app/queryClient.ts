import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/ApiError.ts';
import { getSession, subscribeSession } from '../api/session.ts';
import { onLangChange } from '../i18n/lang.ts';

/** Server data cache. A refused call is not retried; a lost answer is retried once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => count < 1 && isApiError(error) && error.status === 0,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

// A different person (or nobody) signed in: drop everything the previous one loaded.
let lastPerson = getSession()?.info.perId ?? null;
subscribeSession(() => {
  const person = getSession()?.info.perId ?? null;
  if (person !== lastPerson) queryClient.clear();
  lastPerson = person;
});

// The server localises names and messages by accept-language: reload what is on screen.
onLangChange(() => {
  void queryClient.invalidateQueries();
});
