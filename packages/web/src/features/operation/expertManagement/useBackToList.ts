import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LIST_PATH } from './api.ts';

/** Back to the pool's list as the person left it (its filters and page, passed along as `from`). */
export function useBackToList() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { from?: unknown } | null;
  const from = typeof state?.from === 'string' && state.from.startsWith('?') ? state.from : '';
  return useCallback(() => void navigate(`${LIST_PATH}${from}`), [navigate, from]);
}
