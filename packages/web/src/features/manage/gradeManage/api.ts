import { unitLevelCheck, unitLevelList, unitLevelSave } from '@jb/contract/api/unitLevels';
import type { UnitLevel } from '@jb/contract/schemas/unitLevels';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';

export const LEVELS_KEY = ['unitLevels'] as const;

/** The unit levels of my press, or of the press a platform operator chose (`pressId`). */
export function useUnitLevels(pressId: number | undefined) {
  return useQuery({
    queryKey: [...LEVELS_KEY, pressId ?? null],
    queryFn: () => api(unitLevelList, { query: { pressId } }),
  });
}

export function checkLevels(levels: UnitLevel[], pressId: number | undefined) {
  return api(unitLevelCheck, { body: { levels, pressId } });
}

export function saveLevels(levels: UnitLevel[], pressId: number | undefined) {
  return api(unitLevelSave, { body: { levels, pressId } }, { quiet: true });
}
