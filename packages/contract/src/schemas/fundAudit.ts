import { z } from 'zod';
import { noteRequired, noteText } from './ledger.ts';
import { codeFilter, optionalId, pageOf, pageQuery, sortParam, textFilter } from './list.ts';

/** The fund audit (基金审核, /operation/fundAuditf; docs/author-requests.md "Fund audit"). */

export const FUND_AUDIT_DECISIONS = ['pass', 'fail'] as const;

export const fundAuditListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['submittedAt', 'articleNo'] as const, 'submittedAt'),
  /** foundationStatus: 1 pending, 2 passed, 3 failed; absent: all. */
  status: codeFilter(1, 3),
  journalId: optionalId,
  /** Fund level 1-5. */
  fundLevel: codeFilter(1, 5),
  /** Article number, title, author name or the fund's name or number. */
  keyword: textFilter,
});

/** The latest decision of the manuscript's fund audit, from its timeline. */
const fundDecision = z.object({
  action: z.enum(['passFundAudit', 'failFundAudit']),
  byName: z.string(),
  at: z.string(),
  note: z.string(),
});

export const fundAuditRow = z.object({
  id: z.number(),
  articleNo: z.string(),
  title: z.string(),
  status: z.number(),
  version: z.number(),
  journalName: z.string(),
  authorName: z.string(),
  submittedAt: z.string(),
  fundName: z.string(),
  fundNumber: z.string(),
  fundLevel: z.number().nullable(),
  foundationStatus: z.number(),
  lastDecision: fundDecision.nullable(),
  /** The decisions open to the caller now. */
  actions: z.array(z.enum(FUND_AUDIT_DECISIONS)),
});
export type FundAuditRow = z.infer<typeof fundAuditRow>;
export const fundAuditPage = pageOf(fundAuditRow);

export const fundAuditDetail = fundAuditRow.extend({
  /**
   * The fund's certificates: the manuscript's files of the fund kind, then the supporting files of
   * its revision applications that changed the fund (the correction's proof), newest last.
   */
  certificates: z.array(
    z.object({ id: z.number(), name: z.string(), source: z.enum(['manuscript', 'revision']) }),
  ),
  /** The same author's other manuscripts citing the same fund number. */
  sameFund: z.array(
    z.object({
      id: z.number(),
      articleNo: z.string(),
      title: z.string(),
      status: z.number(),
      journalName: z.string(),
      fundName: z.string(),
      foundationStatus: z.number(),
    }),
  ),
});
export type FundAuditDetail = z.infer<typeof fundAuditDetail>;

/** Pass or fail the manuscript's fund under the manuscript's version; a failure says why. */
export const fundAuditDecisionBody = z
  .object({
    id: z.number({ error: 'required' }).int().positive({ error: 'invalid' }),
    version: z.number({ error: 'required' }).int().min(0, { error: 'invalid' }),
    decision: z.enum(FUND_AUDIT_DECISIONS, { error: 'invalid' }),
    note: noteText,
  })
  .refine((b) => b.decision === 'pass' || b.note.length > 0, noteRequired);

export const fundAuditMade = z.object({
  id: z.number(),
  status: z.number(),
  version: z.number(),
  foundationStatus: z.number(),
});
