import { z } from 'zod';
import { PRODUCTION_STEPS, REVIEW_STAGES } from '../workflow.ts';

const stageKey = z.enum(REVIEW_STAGES.map((s) => s.key) as [string, ...string[]], { error: 'invalid' });
const stepKey = z.enum(PRODUCTION_STEPS.map((s) => s.key) as [string, ...string[]], { error: 'invalid' });

/** One review stage of a process: on or off, and who works it with which template. The one definition. */
export const reviewStageSetting = z.object({
  key: stageKey,
  enabled: z.boolean(),
  /** The editor group that works the stage (one-key allocation balances over it). */
  groupId: z.number().int().positive().nullable().default(null),
  /** The review-opinion template offered at the stage. */
  templateId: z.number().int().positive().nullable().default(null),
});
export type ReviewStageSetting = z.infer<typeof reviewStageSetting>;

/**
 * The fund audit (docs/author-requests.md "Fund audit"): `hold` on, a funded manuscript whose fund
 * waits enters 600 on reaching stage `at` and returns there when passed; off (the default), the
 * fund is audited beside the path and the manuscript keeps moving.
 */
export const fundAuditSetting = z.object({ hold: z.boolean({ error: 'invalid' }), at: stageKey });
export type FundAuditSetting = z.infer<typeof fundAuditSetting>;
export const DEFAULT_FUND_AUDIT: FundAuditSetting = { hold: false, at: 'first' };

/** journalId absent or null: the press's default process. */
export const processScopeQuery = z.object({
  journalId: z.coerce.number().int().positive().optional(),
  pressId: z.coerce.number().int().positive().optional(),
  timestamp: z.string().optional(),
});

export const reviewProcessBody = z.object({
  journalId: z.number().int().positive().nullable().default(null),
  pressId: z.number().int().positive().optional(),
  stages: z.array(reviewStageSetting).length(REVIEW_STAGES.length, { error: 'invalid' }),
  /** Absent: the setting in force is kept. */
  fundAudit: fundAuditSetting.optional(),
});

export const reviewProcess = z.object({
  id: z.number().nullable(),
  journalId: z.number().nullable(),
  version: z.number(),
  stages: z.array(reviewStageSetting),
  fundAudit: fundAuditSetting,
  /** The statuses a manuscript passes from 0 to 90 under this process (the diagram). */
  path: z.array(z.number()),
  createdAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  /** Whether the process is the journal's own or inherited from the press default. */
  inherited: z.boolean(),
});

export const productionStepSetting = z.object({ key: stepKey, enabled: z.boolean() });
export type ProductionStepSetting = z.infer<typeof productionStepSetting>;
export const productionProcessBody = z.object({
  journalId: z.number().int().positive().nullable().default(null),
  pressId: z.number().int().positive().optional(),
  steps: z.array(productionStepSetting).length(PRODUCTION_STEPS.length, { error: 'invalid' }),
});
export const productionProcess = z.object({
  id: z.number().nullable(),
  journalId: z.number().nullable(),
  version: z.number(),
  steps: z.array(productionStepSetting),
  createdAt: z.string().nullable(),
  inherited: z.boolean(),
});

export const processVersionRow = z.object({
  id: z.number(),
  version: z.number(),
  createdAt: z.string(),
  createdByName: z.string(),
});

export type ReviewProcess = z.infer<typeof reviewProcess>;
export type ProductionProcess = z.infer<typeof productionProcess>;
export type ProcessVersionRow = z.infer<typeof processVersionRow>;
