import { staffDownload, staffUpload } from '@jb/contract/api/files';
import {
  acceptDispatch,
  addProofMark,
  batchFinalProof,
  changeTypesetter,
  deleteProofMark,
  dispatchTypesetting,
  endProofRound,
  issueNames,
  proofMarks,
  recallDispatch,
  resolveProofMark,
  typesetters,
  typesettingList,
  typesettingProofs,
  uploadProof,
} from '@jb/contract/api/typesetting';
import { LONG_REQUEST_TIMEOUT_MS } from '@jb/contract/constants';
import type { MarkRow, TypesettingRow } from '@jb/contract/schemas/typesetting';
import { type QueryClient, useQueries, useQuery } from '@tanstack/react-query';
import { downloadPart } from '../../../api/downloadPart.ts';
import { api } from '../../../api/http.ts';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';
import { MANUSCRIPT_KEY } from '../../shared/manuscripts/api.ts';
import { type MarkOps, type MarkValues, markBodyOf } from './typesetting.ts';
import type { Area } from './viewer/geometry.ts';

export type { MarkRow, TypesettingRow };

/** A manuscript as a change names it: its id and the version the person saw. */
interface Ref {
  id: number;
  version: number;
}
const refOf = ({ id, version }: Ref): Ref => ({ id, version });

/** Keyed like lists, so a change run through `useListChange(proofMarks)` reloads the marks. */
const PROOFS_KEY = listKey(typesettingProofs);
const MARKS_KEY = listKey(proofMarks);

/** The people a journal's typesetting may go to, with their open work (for those who dispatch). */
export function useTypesetters(journalId: number | null, enabled = true) {
  return useQuery({
    queryKey: [...listKey(typesetters), journalId],
    queryFn: () => api(typesetters, { query: { journalId: journalId ?? 0 } }),
    enabled: enabled && !!journalId,
  });
}

/** The journal's issues not yet published, by name (the dispatch list's issue filter). */
export function useIssueChoices(journalId: number | null) {
  return useQuery({
    queryKey: [...listKey(issueNames), journalId],
    queryFn: () => api(issueNames, { query: { journalId: journalId ?? 0 } }),
    enabled: !!journalId,
  });
}

/** A manuscript's typesetter, due date and the proof PDFs of its rounds. */
export function useProofs(id: number | null) {
  return useQuery({
    queryKey: [...PROOFS_KEY, id],
    queryFn: () => api(typesettingProofs, { query: { id: id ?? 0 } }),
    enabled: !!id,
  });
}

/** The marks of each of these rounds of a manuscript, by page. */
export function useRoundMarks(manuscriptId: number, rounds: readonly number[]) {
  return useQueries({
    queries: rounds.map((round) => ({
      queryKey: [...MARKS_KEY, manuscriptId, round],
      queryFn: () => api(proofMarks, { query: { manuscriptId, round } }),
    })),
  });
}

/** After any change: the lists, the proof details, the marks and cached manuscript details. */
export function reloadTypesetting(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: listKey(typesettingList) }),
    client.invalidateQueries({ queryKey: listKey(typesetters) }),
    client.invalidateQueries({ queryKey: PROOFS_KEY }),
    client.invalidateQueries({ queryKey: MARKS_KEY }),
    client.invalidateQueries({ queryKey: MANUSCRIPT_KEY }),
  ]);
}

export interface Assignment {
  typesetterId: number;
  dueOn: string;
}

/** Dispatches manuscripts to a typesetter with a due date, each answered on its own. */
export function dispatchTo(items: readonly Ref[], to: Assignment & { note?: string }) {
  return api(
    dispatchTypesetting,
    { body: { ...to, note: to.note ?? '', items: items.map(refOf) } },
    { quiet: true },
  );
}

export function giveToAnother(m: Ref, to: Assignment & { note: string }) {
  return api(changeTypesetter, { body: { ...refOf(m), ...to } }, { quiet: true });
}

export function recall(m: Ref, note: string) {
  return api(recallDispatch, { body: { ...refOf(m), note } }, { quiet: true });
}

export function accept(m: Ref) {
  return api(acceptDispatch, { body: refOf(m) }, { quiet: true });
}

/** Uploads a proof PDF (kind `proof`); its id is then handed in for the round. */
export function uploadProofFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api(
    staffUpload,
    { query: { kind: 'proof' }, form },
    { quiet: true, timeoutMs: LONG_REQUEST_TIMEOUT_MS },
  );
}

/**
 * A batch of proofs: every PDF in one form (field `file`), each handed in for the manuscript its
 * file name numbers; all or none. Refusals come back naming each file (shown in place, not toasted).
 */
export function handInBatch(files: readonly File[], onProgress: (share: number) => void) {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return api(
    batchFinalProof,
    { form },
    { quiet: true, silent: true, timeoutMs: LONG_REQUEST_TIMEOUT_MS, onUploadProgress: onProgress },
  );
}

/** Hands in the layout or a revision: the uploaded PDF becomes the round's proof. */
export function handIn(m: Ref, fileId: number, note: string, pages?: number) {
  return api(uploadProof, { body: { ...refOf(m), fileId, note, pages } }, { quiet: true });
}

/** Closes proof k: its corrections (the note) go to the typesetter. */
export function endRound(m: Ref, note: string) {
  return api(endProofRound, { body: { ...refOf(m), note } }, { quiet: true });
}

/** A mark on a page of the round being read: the areas dragged on the PDF, or the whole page. */
export function addMark(manuscriptId: number, round: number, values: MarkValues, areas?: readonly Area[]) {
  return api(addProofMark, { body: markBodyOf(manuscriptId, round, values, areas) }, { quiet: true });
}

export function takeBackMark(mark: Pick<MarkRow, 'id' | 'version'>) {
  return api(deleteProofMark, { query: { id: mark.id, version: mark.version } }, { quiet: true });
}

export function resolveMark(mark: Pick<MarkRow, 'id' | 'version'>, resolved: boolean) {
  return api(resolveProofMark, { body: { id: mark.id, version: mark.version, resolved } }, { quiet: true });
}

/** The typesetting screen's marks: the staff calls, the PDF through the staff download. */
export const STAFF_MARK_OPS: MarkOps = {
  list: proofMarks,
  readPdf: (id, span) => downloadPart(staffDownload, { query: { id } }, span),
  add: addMark,
  takeBack: takeBackMark,
  resolve: resolveMark,
};
