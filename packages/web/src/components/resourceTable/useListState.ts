import { useCallback, useMemo } from 'react';
import { useScreenSearchParams } from '../../app/useScreenSearchParams.ts';
import { type ListSpec, type ListState, readListState, writeListState } from './listState.ts';

/** A list's state read from and written to the URL (each change is a history entry). */
export function useListState(spec: ListSpec) {
  const [search, setSearch] = useScreenSearchParams();
  const state = useMemo(() => readListState(search, spec), [search, spec]);
  const update = useCallback(
    (patch: Partial<ListState>) =>
      setSearch((current) => writeListState({ ...readListState(current, spec), ...patch }, spec, current)),
    [setSearch, spec],
  );
  return [state, update] as const;
}
