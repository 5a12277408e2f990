import { z } from 'zod';
import { screenPermission } from '../menu.ts';
import { FINAL_SCREEN, MAILING_SCREEN, SHIP_PERMISSION } from '../productionRows.ts';
import { idQuery, idVersionQuery } from '../schemas/list.ts';
import {
  batchBody,
  countAnswer,
  generateRecipientsBody,
  mailingIssue,
  mailingIssueQuery,
  mailingIssuesPage,
  mailingIssuesQuery,
  recipientAddBody,
  recipientUpdateBody,
  refreshAnswer,
  trackingBody,
  trackingImportQuery,
  trackingRefreshBody,
} from '../schemas/mailing.ts';
import { defineCall } from './define.ts';

/**
 * Mailing of a printed issue (邮寄发行, 220; docs/production.md "Mailing"): recipients, batches,
 * tracking numbers and tracking states. Changes need the issue at mailing.
 */
const p = '/sys/mailing';
const tags = ['mailing'] as const;
const readers = { permission: [MAILING_SCREEN, FINAL_SCREEN].map(screenPermission) };
const ship = { permission: SHIP_PERMISSION };

export const mailingIssues = defineCall({
  method: 'GET',
  path: `${p}/issues`,
  access: readers,
  tags,
  summary: 'A journal’s issues at mailing or after, with how many recipients were sent and tracked',
  query: mailingIssuesQuery,
  response: mailingIssuesPage,
});

export const mailingDetail = defineCall({
  method: 'GET',
  path: `${p}/detail`,
  access: readers,
  tags,
  summary: 'An issue’s recipients (with their parcels) and mailing batches',
  query: mailingIssueQuery,
  response: mailingIssue,
});

export const generateRecipients = defineCall({
  method: 'POST',
  path: `${p}/recipients/generate`,
  access: ship,
  tags,
  summary: 'Add the submitting author of each article of the issue not yet a recipient',
  body: generateRecipientsBody,
  response: countAnswer,
});

export const addRecipient = defineCall({
  method: 'POST',
  path: `${p}/recipient`,
  access: ship,
  tags,
  summary: 'Add a recipient by hand (a subscriber, a library)',
  body: recipientAddBody,
  response: z.object({ id: z.number() }),
});

export const updateRecipient = defineCall({
  method: 'PUT',
  path: `${p}/recipient`,
  access: ship,
  tags,
  summary: 'Edit a recipient’s address or copies (not once in a batch)',
  body: recipientUpdateBody,
  response: z.null(),
});

export const removeRecipient = defineCall({
  method: 'DELETE',
  path: `${p}/recipient`,
  access: ship,
  tags,
  summary: 'Remove a recipient not yet in a batch',
  query: idVersionQuery,
  response: z.null(),
});

export const createBatch = defineCall({
  method: 'POST',
  path: `${p}/batch`,
  access: ship,
  tags,
  summary: 'Send recipients of the issue in a batch with an express company (one parcel each)',
  body: batchBody,
  response: z.object({ id: z.number() }),
});

export const deleteBatch = defineCall({
  method: 'DELETE',
  path: `${p}/batch`,
  access: ship,
  tags,
  summary:
    'Undo a batch made by mistake while none of its parcels has a tracking number: its recipients are free to batch again',
  query: idQuery,
  response: z.null(),
});

export const enterTracking = defineCall({
  method: 'PUT',
  path: `${p}/tracking`,
  access: ship,
  tags,
  summary: 'Enter the tracking numbers of parcels of the issue',
  body: trackingBody,
  response: countAnswer,
});

export const importTracking = defineCall({
  method: 'PUT',
  path: `${p}/trackingImport`,
  access: ship,
  tags,
  summary:
    'Import tracking numbers from a courier’s spreadsheet (.xlsx or .csv), matched by parcel id or by article number and recipient; any refused row refuses the file',
  query: trackingImportQuery,
  upload: true,
  response: countAnswer,
});

export const refreshTracking = defineCall({
  method: 'POST',
  path: `${p}/trackingRefresh`,
  access: ship,
  tags,
  summary: 'Ask the carrier provider for the tracking state of a batch’s parcels',
  body: trackingRefreshBody,
  response: refreshAnswer,
});
