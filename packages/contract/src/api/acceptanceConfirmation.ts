import { z } from 'zod';
import {
  confirmationOfManuscript,
  confirmBody,
  confirmListQuery,
  confirmPage,
} from '../schemas/acceptanceConfirmation.ts';
import { idQuery } from '../schemas/list.ts';
import { defineCall } from './define.ts';

/**
 * 录用确认 (/caibian/toConfirm): the acquisition editor records their author's answer to the
 * acceptance terms and fee (docs/acquisition-editors.md); the editors' acceptance screen
 * (/editorialReview/employedToConfirm) reads it.
 */
const tags = ['caibian'] as const;

export const confirmList = defineCall({
  method: 'GET',
  path: '/sys/caibian/confirm/list',
  access: { permission: 'caibian.toConfirm' },
  tags,
  summary:
    'My manuscripts at acceptance confirmation, or accepted with the acceptance fee unpaid, with the answer recorded',
  query: confirmListQuery,
  response: confirmPage,
});

export const confirmRecord = defineCall({
  method: 'POST',
  path: '/sys/caibian/confirm/record',
  access: { permission: 'caibian.toConfirm.record' },
  tags,
  summary:
    'Record the author’s confirmation of the acceptance terms and fee, or their refusal (a withdrawal request follows)',
  body: confirmBody,
  response: z.object({ id: z.number(), withdrawalRequestId: z.number().nullable() }),
});

export const acceptanceConfirmationOf = defineCall({
  method: 'GET',
  path: '/sys/acceptanceConfirmation/detail',
  access: { permission: 'editorialReview.employedToConfirm' },
  tags: ['review'],
  summary: 'The author’s answer an acquisition editor recorded for a manuscript at acceptance (read-only)',
  query: idQuery,
  response: confirmationOfManuscript,
});
