import { PASSWORD_READONLY_MS } from '@jb/contract/constants';
import { useEffect, useState } from 'react';

/** True for the first second after mount: read-only inputs keep browsers from autofilling (SPEC §9). */
export function useReadonlyWindow(): boolean {
  const [readOnly, setReadOnly] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setReadOnly(false), PASSWORD_READONLY_MS);
    return () => clearTimeout(timer);
  }, []);
  return readOnly;
}
