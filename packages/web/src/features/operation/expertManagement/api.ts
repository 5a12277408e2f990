import type { ResultOf } from '@jb/contract/api/define';
import { expertDetailCall, expertList, expertSave, expertUpdate } from '@jb/contract/api/experts';
import type { expertSaveBody } from '@jb/contract/schemas/experts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/http.ts';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';

export type ExpertRow = ResultOf<typeof expertList>['list'][number];
export type ExpertDetail = ResultOf<typeof expertDetailCall>;

/** The expert form's values: the add call's body (an edit has no account, and adds id and version). */
export type ExpertValues = z.input<typeof expertSaveBody>;
export type ExpertStatus = 0 | 1;

export const LIST_PATH = '/operation/expertManagement';
export const SAVE_PATH = '/operation/expertManagement/expertManagementSave';

const EXPERT_KEY = ['expert'] as const;
export const expertDetailKey = (id: number) => [...EXPERT_KEY, id] as const;
/** What a save makes stale: the pool's list and the expert's detail. */
export const EXPERT_VIEWS = [listKey(expertList), EXPERT_KEY] as const;

export function useExpertDetail(id: number) {
  return useQuery({
    queryKey: expertDetailKey(id),
    queryFn: () => api(expertDetailCall, { query: { id } }),
    enabled: id > 0,
  });
}

/** The form's values of a stored expert (everything the update call takes but id and version). */
export function valuesOf(detail: ExpertDetail): Omit<ExpertValues, 'account'> {
  return {
    name: detail.name,
    phone: detail.phone,
    email: detail.email,
    title: detail.title,
    affiliation: detail.affiliation,
    subjectIds: detail.subjects.map((s) => s.id),
    researchAreas: detail.researchAreas,
    bankName: detail.bankName,
    bankAccount: detail.bankAccount,
    accountName: detail.accountName,
    status: detail.status === 0 ? 0 : 1,
    note: detail.note,
  };
}

export function addExpert(values: ExpertValues) {
  return api(expertSave, { body: values }, { quiet: true });
}

export function updateExpert(values: Omit<ExpertValues, 'account'>, at: { id: number; version: number }) {
  const { account: _account, ...fields } = values as ExpertValues;
  return api(expertUpdate, { body: { ...fields, id: at.id, version: at.version } }, { quiet: true });
}

/**
 * Disables or enables an expert from the list. The update call takes the whole record, so the stored
 * one (with its bank details, which the list leaves out) is read first; the row's version is sent, so
 * a change made since the list loaded is refused as stale rather than overwritten.
 */
export async function setExpertStatus(row: ExpertRow, status: ExpertStatus) {
  const detail = await api(expertDetailCall, { query: { id: row.id } }, { quiet: true });
  return updateExpert({ ...valuesOf(detail), status }, row);
}
