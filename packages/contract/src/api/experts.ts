import { z } from 'zod';
import {
  cancelInvitationBody,
  expertDetail,
  expertFileQuery,
  expertListQuery,
  expertManuscript,
  expertPage,
  expertSaveBody,
  expertSaveResult,
  expertSuggestions,
  expertUpdateBody,
  invitationList,
  inviteBody,
  myInvitationPage,
  myInvitationsQuery,
  respondBody,
  reviewDraftBody,
} from '../schemas/experts.ts';
import { idQuery } from '../schemas/list.ts';
import { actionResult } from '../schemas/staffManuscripts.ts';
import { defineCall } from './define.ts';

/**
 * Expert review: the press's pool (/operation/expertManagement), inviting experts on a manuscript
 * (/editorialReview/externalDistribution, the /sys/expertAllot group), and the expert area where
 * invited experts answer and review (the `expert` permission).
 */
const tags = ['experts'] as const;
const pool = { permission: 'operation.expertManagement' };
const poolEdit = { permission: 'operation.expertManagement.edit' };
const distribution = { permission: 'editorialReview.externalDistribution' };
const invite = { permission: 'editorialReview.externalDistribution.invite' };
const expert = { permission: 'expert' };

export const expertList = defineCall({
  method: 'GET',
  path: '/sys/expert/list',
  access: pool,
  tags,
  summary:
    'The press’s experts with their record, searchable by name, subject, status and record (late, declined, average days and score)',
  query: expertListQuery,
  response: expertPage,
});

export const expertDetailCall = defineCall({
  method: 'GET',
  path: '/sys/expert/detail',
  access: pool,
  tags,
  summary: 'One expert with bank details and record',
  query: idQuery,
  response: expertDetail,
});

export const expertSave = defineCall({
  method: 'POST',
  path: '/sys/expert/save',
  access: poolEdit,
  tags,
  summary: 'Add an expert: an account with the expert role and an initial password',
  body: expertSaveBody,
  response: expertSaveResult,
});

export const expertUpdate = defineCall({
  method: 'PUT',
  path: '/sys/expert/update',
  access: poolEdit,
  tags,
  summary: 'Edit an expert',
  body: expertUpdateBody,
  response: z.object({ id: z.number(), version: z.number() }),
});

export const expertSuggest = defineCall({
  method: 'GET',
  path: '/sys/expertAllot/suggest',
  access: distribution,
  tags,
  summary: 'Experts for a manuscript, ranked by subject match, load and record, with conflicts stated',
  query: idQuery,
  response: expertSuggestions,
});

export const expertInvitations = defineCall({
  method: 'GET',
  path: '/sys/expertAllot/invitations',
  access: distribution,
  tags,
  summary: 'A manuscript’s expert invitations with their answers and reviews, side by side',
  query: idQuery,
  response: invitationList,
});

export const expertInvite = defineCall({
  method: 'POST',
  path: '/sys/expertAllot/invite',
  access: invite,
  tags,
  summary: 'Invite experts (and rank alternates): the manuscript moves to expert review',
  body: inviteBody,
  response: actionResult,
});

export const expertCancelInvitation = defineCall({
  method: 'POST',
  path: '/sys/expertAllot/cancelInvitation',
  access: invite,
  tags,
  summary: 'Withdraw an invitation (a late or silent expert); the best-ranked alternate is invited',
  body: cancelInvitationBody,
  response: z.object({ id: z.number(), state: z.string(), promoted: z.number().nullable() }),
});

export const myInvitations = defineCall({
  method: 'GET',
  path: '/sys/expertArea/invitations',
  access: expert,
  tags,
  summary: 'The signed-in expert’s invitations and reviews, with their fees',
  query: myInvitationsQuery,
  response: myInvitationPage,
});

export const expertRespond = defineCall({
  method: 'POST',
  path: '/sys/expertArea/respond',
  access: expert,
  tags,
  summary: 'Accept or decline an invitation (a reason when declining)',
  body: respondBody,
  response: z.object({ id: z.number(), state: z.string(), version: z.number() }),
});

export const expertManuscriptCall = defineCall({
  method: 'GET',
  path: '/sys/expertArea/manuscript',
  access: expert,
  tags,
  summary:
    'The manuscript of an accepted invitation, anonymised when the journal says so, with the score sheet',
  query: idQuery,
  response: expertManuscript,
});

export const expertFile = defineCall({
  method: 'GET',
  path: '/sys/expertArea/file',
  access: expert,
  tags,
  summary: 'A file of the manuscript, under a name that does not tell its authors',
  query: expertFileQuery,
  response: 'file',
});

export const expertReview = defineCall({
  method: 'POST',
  path: '/sys/expertArea/review',
  access: expert,
  tags,
  summary: 'Save the review as a draft, or submit it',
  body: reviewDraftBody,
  response: z.object({ id: z.number(), state: z.string(), version: z.number() }),
});
