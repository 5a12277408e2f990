import { z } from 'zod';

export const unitLevel = z.object({
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(30, { error: 'tooLong' }),
  start: z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0, { error: 'invalid' }),
  /** 0: open-ended ("and above"). */
  end: z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0, { error: 'invalid' }),
});
export type UnitLevel = z.infer<typeof unitLevel>;

export const unitLevelListQuery = z.object({
  pressId: z.coerce.number().int().positive().optional(),
  timestamp: z.string().optional(),
});
export const unitLevelsBody = z.object({
  levels: z.array(unitLevel).max(50),
  pressId: z.number().int().positive().optional(),
});
export const rangeCheckResult = z.object({
  code: z.number(),
  index: z.number().optional(),
  message: z.string(),
});
/** The check's answer: its code, the row, and the message in the caller's language. */
export type RangeCheckAnswer = z.infer<typeof rangeCheckResult>;
