import type { ResultOf } from '@jb/contract/api/define';
import { onlineEditDetailCall, type onlineEditList, onlineEditUpdate } from '@jb/contract/api/onlineEdit';
import type { onlineEditBody } from '@jb/contract/schemas/onlineEdit';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/http.ts';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';

export type OnlineEditRow = ResultOf<typeof onlineEditList>['list'][number];
export type { OnlineEditDetail } from '@jb/contract/schemas/onlineEdit';

export const detailKey = (id: number) => [...listKey(onlineEditDetailCall), id];

/** A manuscript in layout: the details the correction starts from and its corrections so far. */
export function useOnlineEditDetail(id: number | null) {
  return useQuery({
    queryKey: detailKey(id ?? 0),
    queryFn: () => api(onlineEditDetailCall, { query: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

/** Sends a correction quietly: the form shows its refusals. */
export const sendCorrection = (body: z.input<typeof onlineEditBody>) =>
  api(onlineEditUpdate, { body }, { quiet: true });
