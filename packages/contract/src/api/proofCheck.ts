import { z } from 'zod';
import { screenPermission } from '../menu.ts';
import { CHECK_PERMISSION, CHECK_SCREEN, ONLINE_SCREEN } from '../productionRows.ts';
import { checkListQuery, checkMarkBody, checkPage, onlinePage, onlineQuery } from '../schemas/proofCheck.ts';
import { markRow } from '../schemas/typesetting.ts';
import { defineCall } from './define.ts';

/**
 * Online proofreading (在线校对) and the editor's check of a round (核对): docs/production.md. Marking
 * and closing a round are the typesetting calls (`mark`, `endRound`, permission `.proofread`).
 */
const tags = ['typesetting'] as const;

export const onlineProofs = defineCall({
  method: 'GET',
  path: '/sys/artProof/online',
  access: { permission: screenPermission(ONLINE_SCREEN) },
  tags,
  summary: 'Manuscripts at a proof round, with the round’s marks so far and who made them',
  query: onlineQuery,
  response: onlinePage,
});

export const checkList = defineCall({
  method: 'GET',
  path: '/sys/artProof/check',
  access: { permission: screenPermission(CHECK_SCREEN) },
  tags,
  summary:
    'Manuscripts whose previous round’s marks are not all checked against the revision handed in (at the next proof or film output)',
  query: checkListQuery,
  response: checkPage,
});

export const checkMark = defineCall({
  method: 'POST',
  path: '/sys/artProof/checkMark',
  access: { permission: CHECK_PERMISSION },
  tags,
  summary: 'Record a mark as fixed in the revision, or not fixed: then it is carried into the open round',
  body: checkMarkBody,
  response: z.object({ mark: markRow, carried: markRow.nullable() }),
});
