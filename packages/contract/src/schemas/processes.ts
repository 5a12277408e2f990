import { z } from 'zod';
import { PRODUCTION_STEPS, REVIEW_STAGES } from '../workflow.ts';

const stageKey = z.enum(REVIEW_STAGES.map((s) => s.key) as [string, ...string[]], { error: 'invalid' });
const stepKey = z.enum(PRODUCTION_STEPS.map((s) => s.key) as [string, ...string[]], { error: 'invalid' });

export const reviewStageSetting = z.object({
  key: stageKey,
  enabled: z.boolean(),
  groupId: z.number().int().positive().nullable().default(null),
  templateId: z.number().int().positive().nullable().default(null),
});

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
});

export const reviewProcess = z.object({
  id: z.number().nullable(),
  journalId: z.number().nullable(),
  version: z.number(),
  stages: z.array(reviewStageSetting),
  /** The statuses a manuscript passes from 0 to 90 under this process (the diagram). */
  path: z.array(z.number()),
  createdAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  /** Whether the process is the journal's own or inherited from the press default. */
  inherited: z.boolean(),
});

export const productionStepSetting = z.object({ key: stepKey, enabled: z.boolean() });
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
