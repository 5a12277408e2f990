import { unitLevelCheck, unitLevelList, unitLevelSave } from '@jb/contract/api/unitLevels';
import type { UnitLevel } from '@jb/contract/schemas/unitLevels';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';

export const LEVELS_KEY = ['unitLevels'] as const;

export function useUnitLevels() {
  return useQuery({ queryKey: LEVELS_KEY, queryFn: () => api(unitLevelList, { query: {} }) });
}

export function checkLevels(levels: UnitLevel[]) {
  return api(unitLevelCheck, { body: { levels } });
}

export function saveLevels(levels: UnitLevel[]) {
  return api(unitLevelSave, { body: { levels } }, { quiet: true });
}
