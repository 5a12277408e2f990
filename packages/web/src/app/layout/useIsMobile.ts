import { MOBILE_MAX_WIDTH } from '@jb/contract/constants';
import { useSyncExternalStore } from 'react';

const query = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** The sidebar is mobile at 600 px or less (SPEC §2). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
