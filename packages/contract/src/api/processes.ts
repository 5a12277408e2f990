import { z } from 'zod';
import {
  processScopeQuery,
  processVersionRow,
  productionProcess,
  productionProcessBody,
  reviewProcess,
  reviewProcessBody,
} from '../schemas/processes.ts';
import { defineCall } from './define.ts';

/**
 * The two kinds of versioned process, each with the same three calls (detail, save, versions):
 * review processes (auditProcess) and production processes (publishProcess).
 */
const tags = ['processes'] as const;
const review = 'organizationalManagement.auditProcess';
const production = 'organizationalManagement.publishProcess';

export const reviewProcessDetail = defineCall({
  method: 'GET',
  path: '/sys/auditProcess/detail',
  access: { permission: review },
  tags,
  summary: 'The review process in force for the press or a journal',
  query: processScopeQuery,
  response: reviewProcess,
});

export const reviewProcessSave = defineCall({
  method: 'PUT',
  path: '/sys/auditProcess/save',
  access: { permission: `${review}.edit` },
  tags,
  summary: 'Save a new version of a review process',
  body: reviewProcessBody,
  response: reviewProcess,
});

export const reviewProcessVersions = defineCall({
  method: 'GET',
  path: '/sys/auditProcess/versions',
  access: { permission: review },
  tags,
  summary: 'Versions of a review process',
  query: processScopeQuery,
  response: z.array(processVersionRow),
});

export const productionProcessDetail = defineCall({
  method: 'GET',
  path: '/sys/publishProcess/detail',
  access: { permission: production },
  tags,
  summary: 'The production process in force for the press or a journal',
  query: processScopeQuery,
  response: productionProcess,
});

export const productionProcessSave = defineCall({
  method: 'PUT',
  path: '/sys/publishProcess/save',
  access: { permission: `${production}.edit` },
  tags,
  summary: 'Save a new version of a production process',
  body: productionProcessBody,
  response: productionProcess,
});

export const productionProcessVersions = defineCall({
  method: 'GET',
  path: '/sys/publishProcess/versions',
  access: { permission: production },
  tags,
  summary: 'Versions of a production process',
  query: processScopeQuery,
  response: z.array(processVersionRow),
});

/** The calls of each kind, for screens that serve both kinds alike. */
export const PROCESS_CALLS = {
  auditProcess: { detail: reviewProcessDetail, save: reviewProcessSave, versions: reviewProcessVersions },
  publishProcess: {
    detail: productionProcessDetail,
    save: productionProcessSave,
    versions: productionProcessVersions,
  },
} as const;
export type ProcessKind = keyof typeof PROCESS_CALLS;
