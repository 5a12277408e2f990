import { useCallback, useState } from 'react';

const STORAGE_KEY = 'jb.siderCollapsed';

/** The sidebar's collapsed state, kept locally (SPEC §3). */
export function useSiderCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(STORAGE_KEY) === '1');
  const update = useCallback((next: boolean) => {
    setCollapsed(next);
    localStorage.setItem(STORAGE_KEY, next ? '1' : '0');
  }, []);
  return [collapsed, update];
}
