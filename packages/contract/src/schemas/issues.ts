import { z } from 'zod';

/** An issue's status: planned, in production, published (published issues take no more articles). */
export const IssueStatus = { PLANNED: 0, IN_PRODUCTION: 1, PUBLISHED: 2 } as const;

export const ISSUE_STATUS = {
  0: { zh: '计划中', en: 'Planned' },
  1: { zh: '制作中', en: 'In production' },
  2: { zh: '已出版', en: 'Published' },
} as const;

const dateField = z.iso.date({ error: 'invalid' });
const fields = {
  year: z.number({ error: 'invalid' }).int().min(1900, { error: 'invalid' }).max(2200, { error: 'invalid' }),
  volume: z.number({ error: 'invalid' }).int().min(1, { error: 'invalid' }).max(9999, { error: 'invalid' }),
  number: z.number({ error: 'invalid' }).int().min(1, { error: 'invalid' }).max(999, { error: 'invalid' }),
  plannedDate: dateField,
  actualDate: dateField.nullable().default(null),
  pageBudget: z
    .number({ error: 'invalid' })
    .int()
    .min(0, { error: 'invalid' })
    .max(100_000, { error: 'invalid' }),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
};

/** Add mode (SPEC §5: "add-period mode") uses /sys/period/add; otherwise /sys/period/update. */
export const issueAddBody = z.object({ journalId: z.number().int().positive(), ...fields });
export const issueUpdateBody = z.object({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
  ...fields,
});
export const issueGenerateBody = z.object({
  journalId: z.number().int().positive(),
  year: fields.year,
  volume: fields.volume,
  pageBudget: fields.pageBudget.default(0),
});

export const issueRow = z.object({
  id: z.number(),
  journalId: z.number(),
  year: z.number(),
  volume: z.number(),
  number: z.number(),
  plannedDate: z.string(),
  actualDate: z.string().nullable(),
  pageBudget: z.number(),
  status: z.number(),
  version: z.number(),
});

export type IssueRow = z.infer<typeof issueRow>;

export const issueListQuery = z.object({
  journalId: z.coerce.number().int().positive(),
  year: z.coerce.number().int().min(1900).max(2200).optional(),
  timestamp: z.string().optional(),
});

/** The export takes the list's journal and year. */
export const issueExportQuery = issueListQuery.extend({ year: z.coerce.number().int().optional() });

export const issueRecordsQuery = z.object({ issueId: z.coerce.number().int().positive() });
export const issueEventRow = z.object({
  id: z.number(),
  action: z.string(),
  detail: z.string(),
  actorName: z.string(),
  createdAt: z.string(),
});
export type IssueEvent = z.infer<typeof issueEventRow>;
