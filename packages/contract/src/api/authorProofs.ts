import { z } from 'zod';
import {
  authorProofAnswer,
  authorProofQuery,
  deleteMarkQuery,
  markBody,
  markRow,
  marksQuery,
} from '../schemas/typesetting.ts';
import { defineCall } from './define.ts';

/**
 * The author reads the proofs on the author site (docs/production.md "The author's proof reading"):
 * when the journal has its authors read the proofs and their manuscript is at proof k, the author
 * sees the round's PDF (downloaded through `/author/file/download`), its marks and the earlier
 * rounds' with their state, marks it and takes back their own marks while the round is open. The
 * same rule offers the manuscript's `readProofs` action (contract authorActions.ts).
 */
const tags = ['author site'] as const;

export const authorProof = defineCall({
  method: 'GET',
  path: '/author/proof/detail',
  access: 'author',
  tags,
  summary: 'The proof round the author reads now and the PDF of each round',
  query: authorProofQuery,
  response: authorProofAnswer,
});

export const authorProofMarks = defineCall({
  method: 'GET',
  path: '/author/proof/marks',
  access: 'author',
  tags,
  summary: 'The marks of a proof round (the editor’s and the author’s), with whether each is resolved',
  query: marksQuery,
  response: z.array(markRow),
});

export const authorAddProofMark = defineCall({
  method: 'POST',
  path: '/author/proof/mark',
  access: 'author',
  tags,
  summary: 'The author marks a page of the proof being read (highlight, strike, insert or comment)',
  body: markBody,
  response: markRow,
});

export const authorDeleteProofMark = defineCall({
  method: 'DELETE',
  path: '/author/proof/mark',
  access: 'author',
  tags,
  summary: 'The author takes back their own mark while its round is open',
  query: deleteMarkQuery,
  response: z.null(),
});
