import { z } from 'zod';
import { screenPermission } from '../menu.ts';
import {
  similarityReportAnswer,
  similarityReportPdfQuery,
  similarityReportQuery,
  similarityRunBody,
  similaritySettingsBody,
  similaritySettingsDetail,
  similaritySettingsQuery,
} from '../schemas/similarity.ts';
import { actPermission, reviewGroup } from '../stageGroups.ts';
import { defineCall } from './define.ts';

/**
 * The duplicate check's own calls, beside the stage's queue calls (api/review.ts) under the same
 * group path: run the check, read its report, the journal's settings. Reading takes the stage's
 * screen permission, acting its action permission.
 */
const check = reviewGroup('check');
const read = { permission: screenPermission(check.screen) };
const act = { permission: actPermission(check) };
const tags = ['similarity'] as const;

export const similarityRun = defineCall({
  method: 'POST',
  path: `${check.prefix}/run`,
  access: act,
  tags,
  summary:
    'Queue a duplicate check of the manuscript’s newest manuscript file (again after a failed or finished run)',
  body: similarityRunBody,
  response: similarityReportAnswer,
});

export const similarityReportRead = defineCall({
  method: 'GET',
  path: `${check.prefix}/report`,
  access: read,
  tags,
  summary:
    'The newest duplicate-check report of a manuscript: state, progress, and when done the shares and the top matches',
  query: similarityReportQuery,
  response: similarityReportAnswer,
});

/**
 * The newest finished report as a PDF (查重报告-<articleNo>.pdf), exactly as the report call shows
 * it to the caller: another press's match stays "another journal on the platform". 400
 * (NO_FINISHED_REPORT on manuscriptId) while the manuscript has no finished report.
 */
export const similarityReportPdf = defineCall({
  method: 'GET',
  path: `${check.prefix}/reportPdf`,
  access: read,
  tags,
  summary:
    'A finished duplicate-check report of a manuscript as a PDF download: the newest, or the one named (reportId)',
  query: similarityReportPdfQuery,
  response: 'file',
});

export const similaritySettingsRead = defineCall({
  method: 'GET',
  path: `${check.prefix}/settings`,
  access: read,
  tags,
  summary: 'A journal’s duplicate-check settings',
  query: similaritySettingsQuery,
  response: similaritySettingsDetail,
});

export const similaritySettingsSave = defineCall({
  method: 'PUT',
  path: `${check.prefix}/settings`,
  access: act,
  tags,
  summary: 'Save a journal’s duplicate-check settings (under its version)',
  body: similaritySettingsBody,
  response: z.null(),
});
