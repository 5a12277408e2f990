import { z } from 'zod';
import {
  annexCounts,
  annexCountsQuery,
  annexDetail,
  annexKinds,
  annexKindsBody,
  annexKindsQuery,
  annexListQuery,
  annexLogPage,
  annexLogQuery,
  annexResult,
  annexVerdictBody,
  supplementAnnexBody,
} from '../schemas/annexAudit.ts';
import { idQuery } from '../schemas/list.ts';
import { manuscriptPage } from '../schemas/staffManuscripts.ts';
import { defineCall } from './define.ts';

/**
 * The annex audit (SPEC §7 /sys/annexAudit; the screen /editorialReview/attachmentReview). The
 * SPEC's GET ignore, pass and supplementAnnex change state, so they take POST (ARCHITECTURE: never
 * a GET that writes). The journal's requirements are read and saved beside them.
 */
const tags = ['annexAudit'] as const;
const read = { permission: 'editorialReview.attachmentReview' } as const;
const audit = { permission: 'editorialReview.attachmentReview.audit' } as const;
const settings = { permission: 'editorialReview.attachmentReview.settings' } as const;
const p = '/sys/annexAudit';

export const annexStatusList = defineCall({
  method: 'GET',
  path: `${p}/annexStatusList`,
  access: read,
  tags,
  summary: 'How many manuscripts await an annex audit, wait for a supplement, or were audited',
  query: annexCountsQuery,
  response: annexCounts,
});

export const annexAuditList = defineCall({
  method: 'GET',
  path: `${p}/annexAuditList`,
  access: read,
  tags,
  summary: 'Manuscripts with annexes by audit state (awaiting, supplement asked, audited)',
  query: annexListQuery,
  response: manuscriptPage,
});

export const annexAuditDetail = defineCall({
  method: 'GET',
  path: `${p}/auditDetail`,
  access: read,
  tags,
  summary: 'One manuscript’s annexes: its files, the journal’s requirements, the audit history',
  query: idQuery,
  response: annexDetail,
});

export const annexAuditPage = defineCall({
  method: 'GET',
  path: `${p}/auditPage`,
  access: read,
  tags,
  summary: 'The annex audit log: who passed, ignored or asked for a supplement, and the authors’ supplements',
  query: annexLogQuery,
  response: annexLogPage,
});

export const annexPass = defineCall({
  method: 'POST',
  path: `${p}/pass`,
  access: audit,
  tags,
  summary: 'Pass a manuscript’s annexes',
  body: annexVerdictBody,
  response: annexResult,
});

export const annexIgnore = defineCall({
  method: 'POST',
  path: `${p}/ignore`,
  access: audit,
  tags,
  summary: 'Ignore a manuscript’s annexes (no audit needed, or a supplement no longer expected)',
  body: annexVerdictBody,
  response: annexResult,
});

export const supplementAnnex = defineCall({
  method: 'POST',
  path: `${p}/supplementAnnex`,
  access: audit,
  tags,
  summary:
    'Ask the author for a supplement (what is missing and why); they are told and upload it on the site',
  body: supplementAnnexBody,
  response: annexResult,
});

export const annexKindsRead = defineCall({
  method: 'GET',
  path: `${p}/kinds`,
  access: read,
  tags,
  summary: 'The annexes a journal requires',
  query: annexKindsQuery,
  response: annexKinds,
});

export const annexKindsSave = defineCall({
  method: 'PUT',
  path: `${p}/kinds`,
  access: settings,
  tags,
  summary: 'Save the annexes a journal requires, in their order',
  body: annexKindsBody,
  response: z.null(),
});
