import {
  authorAddProofMark,
  authorDeleteProofMark,
  authorProof,
  authorProofMarks,
} from '@jb/contract/api/authorProofs';
import { authorDownload } from '@jb/contract/api/files';
import { useQueries, useQuery } from '@tanstack/react-query';
import { downloadPart } from '../api/downloadPart.ts';
import { listKey } from '../components/resourceTable/useResourceList.ts';
import { type MarkOps, markBodyOf } from '../features/editorialReview/postingDateFaPai/typesetting.ts';
import { asAuthor, authorOptions, mineKey } from './api.ts';

/**
 * The author's proof reading (docs/production.md): the round read now and each round's PDF, the
 * rounds' marks, and the calls the shared viewer and marks components make as this author.
 */
export function useAuthorProof(journalId: number, id: number) {
  return useQuery({
    queryKey: [...mineKey(journalId), 'proof', id],
    queryFn: () => asAuthor(journalId, authorProof, { query: { id } }, { silent: true }),
    enabled: id > 0,
  });
}

/** The marks of each of these rounds, keyed as the marks' list (a change through `useListChange` reloads them). */
export function useAuthorRoundMarks(journalId: number, manuscriptId: number, rounds: readonly number[]) {
  return useQueries({
    queries: rounds.map((round) => ({
      queryKey: [...listKey(authorProofMarks), journalId, manuscriptId, round],
      queryFn: () => asAuthor(journalId, authorProofMarks, { query: { manuscriptId, round } }),
    })),
  });
}

/** The author's marks go through the author site's calls, signed with this journal's session. */
export function authorMarkOps(journalId: number): MarkOps {
  return {
    list: authorProofMarks,
    readPdf: (id, span) => downloadPart(authorDownload, { query: { id } }, span, authorOptions(journalId)),
    add: (manuscriptId, round, values, areas) =>
      asAuthor(
        journalId,
        authorAddProofMark,
        { body: markBodyOf(manuscriptId, round, values, areas) },
        { quiet: true },
      ),
    takeBack: (mark) =>
      asAuthor(
        journalId,
        authorDeleteProofMark,
        { query: { id: mark.id, version: mark.version } },
        { quiet: true },
      ),
  };
}
