import { z } from 'zod';
import { screenPermission } from '../menu.ts';
import {
  CHECK_SCREEN,
  DISPATCH_PERMISSION,
  ONLINE_SCREEN,
  PROOFREAD_PERMISSION,
  TYPESET_PERMISSION,
  TYPESETTING_SCREEN,
} from '../productionRows.ts';
import { actionResult } from '../schemas/staffManuscripts.ts';
import {
  acceptBody,
  batchProofResult,
  changeTypesetterBody,
  completePageQuery,
  deleteMarkQuery,
  dispatchBody,
  dispatchResult,
  endRoundBody,
  issueNameRow,
  markBody,
  markRow,
  marksQuery,
  proofsAnswer,
  proofsQuery,
  proofUploadBody,
  recallBody,
  resolveMarkBody,
  typesetterRow,
  typesettersQuery,
  typesettingIssueRow,
  typesettingIssuesQuery,
  typesettingListQuery,
  typesettingPage,
} from '../schemas/typesetting.ts';
import { defineCall } from './define.ts';

/**
 * Typesetting and proof rounds (/editorialReview/postingDateFaPai, SPEC §7 artProof): the screen's
 * permission reads (a typesetter who may not dispatch sees only what was dispatched to them); each
 * move is a row of the workflow table (productionRows.ts) through the one `applyAction`.
 */
const read = { permission: screenPermission(TYPESETTING_SCREEN) };
/** A manuscript's proofs and marks are read on the typesetting, online proofreading and check screens. */
const proofRead = { permission: [TYPESETTING_SCREEN, ONLINE_SCREEN, CHECK_SCREEN].map(screenPermission) };
const tags = ['typesetting'] as const;

export const typesettingList = defineCall({
  method: 'GET',
  path: '/sys/artProof/list',
  access: read,
  tags,
  summary: 'Manuscripts to dispatch, in typesetting, or at a proof, with what the caller may do',
  query: typesettingListQuery,
  response: typesettingPage,
});

export const typesettingProofs = defineCall({
  method: 'GET',
  path: '/sys/artProof/detail',
  access: proofRead,
  tags,
  summary: 'A manuscript’s typesetter, due date and proof PDFs by round',
  query: proofsQuery,
  response: proofsAnswer,
});

export const typesetters = defineCall({
  method: 'GET',
  path: '/sys/artProof/typesetters',
  access: { permission: DISPATCH_PERMISSION },
  tags,
  summary: 'The people who may typeset a journal, with their open work',
  query: typesettersQuery,
  response: z.array(typesetterRow),
});

export const dispatchTypesetting = defineCall({
  method: 'POST',
  path: '/sys/artProof/dispatch',
  access: { permission: DISPATCH_PERMISSION },
  tags,
  summary: 'Dispatch scheduled manuscripts to a typesetter with a due date (each answered on its own)',
  body: dispatchBody,
  response: dispatchResult,
});

export const changeTypesetter = defineCall({
  method: 'POST',
  path: '/sys/artProof/typesetter',
  access: { permission: DISPATCH_PERMISSION },
  tags,
  summary: 'Give a manuscript in typesetting or proofs to another typesetter',
  body: changeTypesetterBody,
  response: actionResult,
});

export const recallDispatch = defineCall({
  method: 'POST',
  path: '/sys/artProof/recall',
  access: { permission: DISPATCH_PERMISSION },
  tags,
  summary: 'Take a dispatch back before the typesetter accepted it',
  body: recallBody,
  response: actionResult,
});

export const acceptDispatch = defineCall({
  method: 'POST',
  path: '/sys/artProof/accept',
  access: { permission: TYPESET_PERMISSION },
  tags,
  summary: 'The typesetter accepts a dispatch and starts the layout',
  body: acceptBody,
  response: actionResult,
});

export const uploadProof = defineCall({
  method: 'POST',
  path: '/sys/artProof/upload',
  access: { permission: TYPESET_PERMISSION },
  tags,
  summary: 'The typesetter hands in the layout or a revision (a PDF uploaded as kind proof)',
  body: proofUploadBody,
  response: actionResult,
});

export const endProofRound = defineCall({
  method: 'POST',
  path: '/sys/artProof/endRound',
  access: { permission: PROOFREAD_PERMISSION },
  tags,
  summary: 'Close a proof round: its corrections go to the typesetter',
  body: endRoundBody,
  response: actionResult,
});

export const proofMarks = defineCall({
  method: 'GET',
  path: '/sys/artProof/marks',
  access: proofRead,
  tags,
  summary: 'The marks of a proof round, page by page, with whether each is resolved',
  query: marksQuery,
  response: z.array(markRow),
});

export const addProofMark = defineCall({
  method: 'POST',
  path: '/sys/artProof/mark',
  access: { permission: PROOFREAD_PERMISSION },
  tags,
  summary: 'Mark a proof page while its round is open (highlight, strike, insert or comment)',
  body: markBody,
  response: markRow,
});

export const deleteProofMark = defineCall({
  method: 'DELETE',
  path: '/sys/artProof/mark',
  access: { permission: PROOFREAD_PERMISSION },
  tags,
  summary: 'Take back one’s own mark while its round is open',
  query: deleteMarkQuery,
  response: z.null(),
});

export const resolveProofMark = defineCall({
  method: 'POST',
  path: '/sys/artProof/resolve',
  access: { permission: TYPESET_PERMISSION },
  tags,
  summary: 'The typesetter marks a mark done (or not) while correcting its round',
  body: resolveMarkBody,
  response: markRow,
});

export const batchFinalProof = defineCall({
  method: 'POST',
  path: '/sys/artProof/batchFinalProof',
  access: { permission: TYPESET_PERMISSION },
  tags,
  summary:
    'Hand in many proof PDFs at once: each is matched by the article number in its file name to a manuscript dispatched to the caller and waiting for its layout or revision; all or none',
  upload: true,
  response: z.array(batchProofResult),
});

export const completePage = defineCall({
  method: 'GET',
  path: '/sys/artProof/completePage',
  access: read,
  tags,
  summary: 'Manuscripts whose proofs are finished (film output on), with their last proof',
  query: completePageQuery,
  response: typesettingPage,
});

export const typesettingIssues = defineCall({
  method: 'GET',
  path: '/sys/artProof/periodList',
  access: read,
  tags,
  summary: 'A journal’s issues with articles in typesetting, at a proof or finished, with their counts',
  query: typesettingIssuesQuery,
  response: z.array(typesettingIssueRow),
});

export const issueNames = defineCall({
  method: 'GET',
  path: '/sys/artProof/periodNameList',
  access: read,
  tags,
  summary: 'A journal’s issues not yet published, by name (to pick one)',
  query: typesettingIssuesQuery,
  response: z.array(issueNameRow),
});
