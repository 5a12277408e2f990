import { publicLoginPage } from '@jb/contract/api/settings';
import { useEffect, useState } from 'react';
import { api } from '../../api/http.ts';
import type { LoginLook } from './loginLook.ts';

/**
 * The custom look of `/loginAdmin?press=CODE` (`publicLoginPage`): undefined while
 * it loads, null for the default look (no code, an unknown press, or no custom page).
 */
export function usePressLook(code: string | null): LoginLook | null | undefined {
  const [look, setLook] = useState<LoginLook | null | undefined>(code ? undefined : null);
  useEffect(() => {
    if (!code) {
      setLook(null);
      return;
    }
    let live = true;
    setLook(undefined);
    api(publicLoginPage, { query: { press: code } }, { anonymous: true, quiet: true }).then(
      (page) => live && setLook(page),
      () => live && setLook(null),
    );
    return () => {
      live = false;
    };
  }, [code]);
  return look;
}
