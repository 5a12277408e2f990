import { screenPermission } from '../menu.ts';
import { PROOF_STATUSES, TYPESETTER_STATUSES } from '../productionRows.ts';
import {
  onlineEditBody,
  onlineEditDetail,
  onlineEditDetailQuery,
  onlineEditListQuery,
  onlineEditPage,
} from '../schemas/onlineEdit.ts';
import { actionResult } from '../schemas/staffManuscripts.ts';
import { type ManuscriptStatus, Status } from '../workflow.ts';
import { defineCall } from './define.ts';

/**
 * Online editing (在线编辑, /editorialReview/onlineEdit; docs/production.md): the screen's permission
 * reads (a typesetter without the edit action sees only what was dispatched to them, so they see the
 * corrections their next layout has to take); `.edit` corrects.
 */
export const ONLINE_EDIT_SCREEN = '/editorialReview/onlineEdit';
export const ONLINE_EDIT_PERMISSION = `${screenPermission(ONLINE_EDIT_SCREEN)}.edit`;

/** Where the layout can still change: scheduled, in typesetting, at a proof or a revision. */
export const LAYOUT_OPEN_STATUSES: readonly ManuscriptStatus[] = [
  Status.SCHEDULING,
  ...TYPESETTER_STATUSES,
  ...PROOF_STATUSES,
];

const tags = ['onlineEdit'] as const;

export const onlineEditList = defineCall({
  method: 'GET',
  path: '/sys/onlineEdit/list',
  access: { permission: screenPermission(ONLINE_EDIT_SCREEN) },
  tags,
  summary: 'Manuscripts whose layout can still change, with their newest metadata correction',
  query: onlineEditListQuery,
  response: onlineEditPage,
});

export const onlineEditDetailCall = defineCall({
  method: 'GET',
  path: '/sys/onlineEdit/detail',
  access: { permission: screenPermission(ONLINE_EDIT_SCREEN) },
  tags,
  summary: 'A manuscript in layout: the details a correction starts from, and its corrections so far',
  query: onlineEditDetailQuery,
  response: onlineEditDetail,
});

export const onlineEditUpdate = defineCall({
  method: 'PUT',
  path: '/sys/onlineEdit/update',
  access: { permission: ONLINE_EDIT_PERMISSION },
  tags,
  summary: 'Correct the title, byline, keywords or abstract during layout; the timeline keeps old and new',
  body: onlineEditBody,
  response: actionResult,
});
