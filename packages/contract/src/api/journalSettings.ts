import { z } from 'zod';
import {
  journalDatabasesBody,
  journalExtras,
  journalFee,
  journalFeesBody,
  journalIdQuery,
  journalNoticeBody,
  proofRoundsBody,
} from '../schemas/journals.ts';
import { expertSettingsBody, expertSettingsDetail } from '../schemas/settings.ts';
import { defineCall } from './define.ts';

/**
 * The settings of one journal: fees, indexing databases and submission notice (the journal
 * detail's tabs), proof rounds and expert review settings.
 */
const area = 'manage.periodicalManagement';
const tags = ['journals'] as const;

export const journalFees = defineCall({
  method: 'GET',
  path: '/sys/periodical/fee',
  access: { permission: area },
  tags,
  summary: 'Fees of a journal',
  query: journalIdQuery,
  response: z.array(journalFee),
});

export const journalFeesSave = defineCall({
  method: 'PUT',
  path: '/sys/periodical/fee',
  access: { permission: `${area}.fee` },
  tags,
  summary: 'Replace the fees of a journal (amounts in fen)',
  body: journalFeesBody,
  response: z.null(),
});

export const journalExtrasRead = defineCall({
  method: 'GET',
  path: '/sys/periodical/extras',
  access: { permission: area },
  tags,
  summary: 'Indexing databases and submission notice of a journal',
  query: journalIdQuery,
  response: journalExtras,
});

export const journalDatabasesSave = defineCall({
  method: 'PUT',
  path: '/sys/periodical/database',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Indexing databases of a journal',
  body: journalDatabasesBody,
  response: z.null(),
});

export const journalNoticeSave = defineCall({
  method: 'PUT',
  path: '/sys/periodical/notice',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Submission notice of a journal (rich text, sanitized)',
  body: journalNoticeBody,
  response: z.null(),
});

export const proofRoundsSave = defineCall({
  method: 'PUT',
  path: '/sys/periodical/proofRounds',
  access: { permission: 'organizationalManagement.periodicalTypesetting' },
  tags,
  summary: 'Proof rounds of a journal (3 to 8)',
  body: proofRoundsBody,
  response: z.null(),
});

export const expertSettingsRead = defineCall({
  method: 'GET',
  path: '/sys/externalAudit/detail',
  access: { permission: 'organizationalManagement.externalAuditSetting' },
  tags,
  summary: 'Expert review settings of a journal',
  query: journalIdQuery,
  response: expertSettingsDetail,
});

export const expertSettingsSave = defineCall({
  method: 'PUT',
  path: '/sys/externalAudit/save',
  access: { permission: 'organizationalManagement.externalAuditSetting.edit' },
  tags,
  summary: 'Save expert review settings of a journal',
  body: expertSettingsBody,
  response: z.null(),
});
