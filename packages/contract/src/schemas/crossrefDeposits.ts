import { z } from 'zod';

/**
 * A published issue's Crossref deposit (docs/production.md): `pending` while its job sends it (with
 * retries), `submitted` once Crossref received it, `failed` with the reason, `off` when the server
 * has no Crossref deposit URL (nothing sent); once Crossref processed a submitted one, `registered`
 * (every record taken) or `rejected` (a record failed, with Crossref's messages).
 */
export const CROSSREF_DEPOSIT_STATES = [
  'pending',
  'submitted',
  'registered',
  'rejected',
  'failed',
  'off',
] as const;
export type CrossrefDepositState = (typeof CROSSREF_DEPOSIT_STATES)[number];

export const crossrefDepositRow = z.object({
  id: z.number(),
  issueId: z.number(),
  batchId: z.string(),
  state: z.enum(CROSSREF_DEPOSIT_STATES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  submittedAt: z.string().nullable(),
  doiCount: z.number(),
  /** Crossref's processing result: records taken and failed (null until it is known), its messages. */
  successCount: z.number().nullable(),
  failureCount: z.number().nullable(),
  resultNote: z.string().nullable(),
  resultChecks: z.number(),
  resultCheckedAt: z.string().nullable(),
  requestedByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CrossrefDepositRow = z.infer<typeof crossrefDepositRow>;

/** An issue's deposits: whether sending is on, the newest and every one, newest first. */
export const crossrefDeposits = z.object({
  sending: z.boolean(),
  newest: crossrefDepositRow.nullable(),
  history: z.array(crossrefDepositRow),
});
export type CrossrefDeposits = z.infer<typeof crossrefDeposits>;
