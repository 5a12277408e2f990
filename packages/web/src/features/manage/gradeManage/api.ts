import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';

export interface UnitLevel {
  name: string;
  start: number;
  end: number;
}

export interface RangeCheck {
  code: number;
  index?: number;
  message: string;
}

export const LEVELS_KEY = ['unitLevels'] as const;

export function useUnitLevels() {
  return useQuery({ queryKey: LEVELS_KEY, queryFn: () => http.get<UnitLevel[]>('/sys/unitLevel/list') });
}

export function checkLevels(levels: UnitLevel[]) {
  return http.post<RangeCheck>('/sys/unitLevel/check', { levels });
}

export function saveLevels(levels: UnitLevel[]) {
  return http.put('/sys/unitLevel/save', { levels }, { quiet: true });
}
