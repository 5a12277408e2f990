import {
  CONFIRMATION_OUTCOMES,
  type ConfirmationMethod,
  type ConfirmationOutcome,
} from '@jb/contract/enums/confirmation';
import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import type { ConfirmationRecord } from '@jb/contract/schemas/acceptanceConfirmation';
import { Status } from '@jb/contract/workflow';
import { type SQL, sql } from 'drizzle-orm';
import { acceptanceConfirmations, manuscripts, orders } from '../../db/schema/index.ts';
import { staffName } from '../orders/applications.ts';

/**
 * What 录用确认 reads (docs/acquisition-editors.md): which manuscripts wait for the author's answer,
 * the acceptance fee still due, and the recorded answer.
 */

const c = acceptanceConfirmations;

/** An unpaid acceptance-fee order of the manuscript (the `manuscripts` of the query) exists. */
const unpaidAcceptanceFee = sql`exists (select 1 from ${orders} o where o.manuscript_id = ${manuscripts.id}
  and o.fee_type = ${FeeType.ACCEPTANCE} and o.pay_status = ${OrderPayStatus.UNPAID})`;

/** At acceptance confirmation (80), or accepted (90) with the acceptance fee unpaid. */
export const atConfirmationStep: SQL = sql`(${manuscripts.status} = ${Status.ACCEPTANCE_CONFIRMATION}
  or (${manuscripts.status} = ${Status.ACCEPTED} and ${unpaidAcceptanceFee}))`;

/** The acceptance fee still due on the manuscript's unpaid orders of it (fen), or null. */
export const acceptanceFeeDueFen = sql<
  number | null
>`(select sum(o.amount_fen - o.discount_fen - o.paid_fen)::int
  from ${orders} o where o.manuscript_id = ${manuscripts.id}
  and o.fee_type = ${FeeType.ACCEPTANCE} and o.pay_status = ${OrderPayStatus.UNPAID})`;

/** The recorded answer's columns (a left join of `acceptance_confirmations`). */
export const recordColumns = {
  cId: c.id,
  outcome: c.outcome,
  byAuthor: c.byAuthor,
  personName: c.personName,
  method: c.method,
  answeredAt: c.answeredAt,
  note: c.note,
  recordedByName: staffName(c.recordedBy),
  recordedAt: c.createdAt,
  withdrawalRequestId: c.withdrawalRequestId,
};

type RecordRow = {
  cId: number | null;
  outcome: number | null;
  byAuthor: boolean | null;
  personName: string | null;
  method: string | null;
  answeredAt: Date | null;
  note: string | null;
  recordedByName: string | null;
  recordedAt: Date | null;
  withdrawalRequestId: number | null;
};

/** The recorded answer of a row read with `recordColumns`, or null when none is recorded. */
export function recordOf(r: RecordRow): ConfirmationRecord | null {
  if (r.cId === null) return null;
  return {
    outcome: CONFIRMATION_OUTCOMES[(r.outcome ?? 1) - 1] as ConfirmationOutcome,
    byAuthor: r.byAuthor ?? true,
    personName: r.personName ?? '',
    method: r.method as ConfirmationMethod,
    answeredAt: r.answeredAt!.toISOString(),
    note: r.note ?? '',
    recordedByName: r.recordedByName ?? '',
    recordedAt: r.recordedAt!.toISOString(),
    withdrawalRequestId: r.withdrawalRequestId,
  };
}
