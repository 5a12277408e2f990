import { z } from 'zod';
import { ErrorCode, type ErrorCodeValue } from './errors.ts';

const names = z.array(z.string());
const fieldError = z.object({ path: z.string(), zh: z.string(), en: z.string() });

/**
 * The `data` of error answers that carry any, declared once: the server builds them through these
 * types and OpenAPI shows them; the web reads them through `refusals.ts`, typed from here. Codes not listed answer `data: null`.
 */
export const ERROR_DATA = {
  [ErrorCode.VALIDATION]: z.object({ fields: z.array(fieldError) }),
  [ErrorCode.ACCOUNT_LOCKED]: z.object({ retryAfterSeconds: z.number() }),
  [ErrorCode.IP_LOCKED]: z.object({ retryAfterSeconds: z.number() }),
  [ErrorCode.CODE_TOO_OFTEN]: z.object({ retryAfterSeconds: z.number() }),
  /** Feedback over its hourly limit per person. */
  [ErrorCode.FEEDBACK_TOO_OFTEN]: z.object({ retryAfterSeconds: z.number(), limit: z.number() }),
  [ErrorCode.MESSAGES_TOO_OFTEN]: z.object({ retryAfterSeconds: z.number() }),
  [ErrorCode.ANNOUNCEMENTS_TOO_OFTEN]: z.object({ retryAfterSeconds: z.number() }),
  [ErrorCode.WRONG_CODE]: z.object({ triesLeft: z.number() }),
  /** People who still hold the role (name and account). */
  [ErrorCode.ROLE_IN_USE]: z.object({ names }),
  /** Journals that take payments through the merchant. */
  [ErrorCode.MERCHANT_IN_USE]: z.object({ journals: names }),
  /** Permission codes the press was not given. */
  [ErrorCode.PERMISSION_NOT_GRANTED]: z.object({ permissions: names }),
  /** Fee types whose validity overlaps another fee of the same type. */
  [ErrorCode.FEE_OVERLAP]: z.object({ feeTypes: z.array(z.number()) }),
  /** SPEC §5's range check: its code, the range's index and the sentence in the caller's language. */
  [ErrorCode.RANGE_CHECK]: z.object({
    code: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    index: z.number().optional(),
    message: z.string(),
  }),
  /** Why the workflow table refused the action (transitions.ts `Refusal`) and the manuscript's status. */
  [ErrorCode.WORKFLOW_REFUSED]: z.object({ reason: z.string(), status: z.number() }),
  /** Someone moved the manuscript first: where it stands now. */
  [ErrorCode.MANUSCRIPT_MOVED]: z.object({ status: z.number(), version: z.number() }),
} as const;

export type CodeWithData = keyof typeof ERROR_DATA;
export type ErrorDataOf<C extends ErrorCodeValue> = C extends CodeWithData
  ? z.infer<(typeof ERROR_DATA)[C]>
  : null;
