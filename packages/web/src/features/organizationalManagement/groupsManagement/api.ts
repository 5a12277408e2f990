import type { groupDetail, groupRow } from '@jb/contract/schemas/groups';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';
import type { Output } from '../../../lib/schemaTypes.ts';

export const GROUP_LIST = '/sys/group/list';
export const GROUP_SETTING_PATH = '/organizationalManagement/groupsManagement/groupSetting';

export type GroupRow = Output<typeof groupRow>;
export type GroupDetail = Output<typeof groupDetail>;

export interface GroupMemberValue {
  userId: number;
  weight: number;
  cap: number;
}

export interface GroupValues {
  name: string;
  journalId: number | null;
  description: string;
  members: GroupMemberValue[];
}

export function groupDetailKey(id: number) {
  return ['group-detail', id];
}

export function useGroupDetail(id: number) {
  return useQuery({
    queryKey: groupDetailKey(id),
    queryFn: () => http.get<GroupDetail>('/sys/group/detail', { id }),
    enabled: id > 0,
  });
}

export function createGroup(values: GroupValues) {
  return http.post<{ id: number }>('/sys/group/save', values, { quiet: true });
}

export function updateGroup(values: GroupValues, row: { id: number; version: number }) {
  return http.put('/sys/group/update', { ...values, id: row.id, version: row.version }, { quiet: true });
}

export function deleteGroup(row: { id: number; version: number }) {
  return http.delete('/sys/group/delete', { id: row.id, version: row.version }, { quiet: true });
}
