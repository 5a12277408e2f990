import { pressDetail, pressSave, pressUpdate } from '@jb/contract/api/presses';
import type { pressSaveBody, pressSaveQuery, pressUpdateBody } from '@jb/contract/schemas/presses';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/http.ts';

/** The fields of a press the edit form sends (the update call's body without id and version). */
export type PressFields = Omit<z.input<typeof pressUpdateBody>, 'id' | 'version'>;

/** A new press and its first administrator, whose name and phone travel as query parameters (SPEC §3). */
export type PressCreateValues = z.input<typeof pressSaveBody> & z.input<typeof pressSaveQuery>;

export function createPress({ userName, phone, ...body }: PressCreateValues) {
  return api(pressSave, { query: { userName, phone }, body }, { quiet: true });
}

export function updatePress(body: z.input<typeof pressUpdateBody>) {
  return api(pressUpdate, { body }, { quiet: true });
}

export const PRESS_DETAIL_KEY = ['press-detail'];

export function usePressDetail(id: number | null) {
  return useQuery({
    queryKey: [...PRESS_DETAIL_KEY, id],
    queryFn: () => api(pressDetail, { query: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}
