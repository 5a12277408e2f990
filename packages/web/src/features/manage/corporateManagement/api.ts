import type { PressDetail, pressSaveResult } from '@jb/contract/schemas/presses';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';
import type { Output } from '../../../lib/schemaTypes.ts';

export const PRESS_LIST = '/sys/press/list';

export interface PressFields {
  code: string;
  name: string;
  contactName: string;
  contactPhone: string;
  address: string;
  /** The permissions the platform gives the press; left out, a new press gets the default set. */
  permissions?: string[];
}

/** A new press and its first administrator, whose name and phone travel as query parameters (SPEC §3). */
export interface PressCreateValues extends PressFields {
  adminAccount: string;
  userName: string;
  phone: string;
}

export function createPress({ userName, phone, ...body }: PressCreateValues) {
  return http.post<Output<typeof pressSaveResult>>('/sys/press/save', body, {
    query: { userName, phone },
    quiet: true,
  });
}

export function updatePress(body: PressFields & { id: number; version: number }) {
  return http.put('/sys/press/update', body, { quiet: true });
}

export const PRESS_DETAIL_KEY = ['press-detail'];

export function usePressDetail(id: number | null) {
  return useQuery({
    queryKey: [...PRESS_DETAIL_KEY, id],
    queryFn: () => http.get<PressDetail>('/sys/press/detail', { id: id ?? 0 }),
    enabled: id !== null,
  });
}
