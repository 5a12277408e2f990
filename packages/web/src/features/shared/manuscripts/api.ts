import type { ResultOf } from '@jb/contract/api/define';
import {
  manuscriptDetailCall,
  type manuscriptList,
  remittanceConfirm,
  waiveFee,
  waiveFeeBatch,
  withdrawEntry,
  withdrawEntryBatch,
} from '@jb/contract/api/manuscripts';
import type { RemittanceInput } from '@jb/contract/schemas/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';

export const ARTICLE_DETAIL_PATH = '/operation/articleDetail';
export const detailPath = (id: number) => `${ARTICLE_DETAIL_PATH}?id=${id}`;
/** The manuscript's edit screen (稿件修改). */
export const modifyPath = (id: number) => `/operation/Modify?id=${id}`;

export type ManuscriptRow = ResultOf<typeof manuscriptList>['list'][number];
export type ManuscriptDetail = ResultOf<typeof manuscriptDetailCall>;
export type OrderBrief = ManuscriptRow['orders'][number];

/** A manuscript as an action names it: id and the version on screen, and how to call it to a person. */
export interface ManuscriptRef {
  id: number;
  version: number;
  articleNo: string;
  title: string;
}

/** The actions that take a reason, with their one-manuscript and batch calls. */
const NOTE_ACTIONS = {
  waiveFee: { one: waiveFee, many: waiveFeeBatch },
  withdrawEntry: { one: withdrawEntry, many: withdrawEntryBatch },
} as const;
export type NoteAction = keyof typeof NOTE_ACTIONS;

export function isNoteAction(action: string): action is NoteAction {
  return Object.hasOwn(NOTE_ACTIONS, action);
}

const refOf = ({ id, version }: ManuscriptRef) => ({ id, version });

/** One manuscript at the version the person saw (a stale version is refused with 409). */
export function actOnOne(action: NoteAction, m: ManuscriptRef, note: string) {
  return api(NOTE_ACTIONS[action].one, { body: { ...refOf(m), note } }, { quiet: true });
}

/** Many manuscripts: one answer each (done or refused, with the server's message). */
export function actOnMany(action: NoteAction, ms: readonly ManuscriptRef[], note: string) {
  return api(NOTE_ACTIONS[action].many, { body: { items: ms.map(refOf), note } }, { quiet: true });
}

/** Finance confirms the bank remittance of a manuscript's prepaid fee. */
export function confirmRemittance(m: { id: number; version: number }, input: RemittanceInput) {
  return api(remittanceConfirm, { body: { id: m.id, version: m.version, ...input } }, { quiet: true });
}

/** Everything cached about single manuscripts (details), made stale by any action. */
export const MANUSCRIPT_KEY = ['manuscript'] as const;
export const manuscriptKey = (id: number) => [...MANUSCRIPT_KEY, id] as const;

export function useManuscriptDetail(id: number) {
  return useQuery({
    queryKey: manuscriptKey(id),
    queryFn: () => api(manuscriptDetailCall, { query: { id } }),
    enabled: id > 0,
  });
}
