import type { ResultOf } from '@jb/contract/api/define';
import { groupDetail, type groupList, groupSave, groupUpdate } from '@jb/contract/api/groups';
import type { groupMember, groupSaveBody } from '@jb/contract/schemas/groups';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/http.ts';

export const GROUP_SETTING_PATH = '/organizationalManagement/groupsManagement/groupSetting';

export type GroupRow = ResultOf<typeof groupList>['list'][number];
export type GroupDetail = ResultOf<typeof groupDetail>;
export type GroupMemberValue = z.input<typeof groupMember>;
/** The group form's values: the save call's body. */
export type GroupValues = z.input<typeof groupSaveBody>;

export function groupDetailKey(id: number) {
  return ['group-detail', id];
}

export function useGroupDetail(id: number) {
  return useQuery({
    queryKey: groupDetailKey(id),
    queryFn: () => api(groupDetail, { query: { id } }),
    enabled: id > 0,
  });
}

export function createGroup(values: GroupValues) {
  return api(groupSave, { body: values }, { quiet: true });
}

export function updateGroup(values: GroupValues, row: { id: number; version: number }) {
  return api(groupUpdate, { body: { ...values, id: row.id, version: row.version } }, { quiet: true });
}
