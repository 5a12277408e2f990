import { z } from 'zod';
import { WORKFLOW_ACTIONS } from '../transitions.ts';
import { STATUS_CODES } from '../workflow.ts';
import { manuscriptFileRow } from './files.ts';
import { fileRef } from './ledger.ts';
import { idVersionQuery, optionalId, pageOf, pageQuery, sortParam, textFilter } from './list.ts';
import { bylineAuthor, submissionFields, withSubmissionRules } from './manuscripts.ts';
import { remittanceInput } from './orders.ts';

const actionName = z.enum(WORKFLOW_ACTIONS as [string, ...string[]]);
const statusCode = z.coerce
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .refine((n) => (STATUS_CODES as readonly number[]).includes(n), { error: 'invalid' });

/** The manuscript list of /operation/manuscriptManage. */
export const manuscriptListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['submittedAt', 'articleNo', 'status'] as const, 'submittedAt'),
  status: statusCode.optional(),
  journalId: optionalId,
  columnId: optionalId,
  /** Submitted on or after / on or before these China days (YYYY-MM-DD). */
  submittedFrom: z.iso.date({ error: 'invalid' }).optional(),
  submittedTo: z.iso.date({ error: 'invalid' }).optional(),
  foundationFlag: z.enum(['0', '1'], { error: 'invalid' }).optional(),
  /** The fund audit's result of a funded manuscript: 1 pending, 2 passed, 3 failed. */
  foundationStatus: z.enum(['1', '2', '3'], { error: 'invalid' }).optional(),
  /** The manuscript reading of payStatus: 0 unpaid, 1 paid, 3 not charged (waived, cancelled, none). */
  payStatus: z.enum(['0', '1', '3'], { error: 'invalid' }).optional(),
  /** Title, article number, author name or phone. */
  keyword: textFilter,
  /** Only manuscripts of blacklisted authors ('true') or of the others ('false'). */
  blacklisted: z.enum(['true', 'false'], { error: 'invalid' }).optional(),
});

/** An order as lists show it (SPEC §3 Order, amounts in fen). */
export const orderBrief = z.object({
  id: z.number(),
  orderNum: z.string(),
  feeType: z.number(),
  amountFen: z.number(),
  paidFen: z.number(),
  payStatus: z.number(),
});

/** The list's filters and order without paging: the export of the filtered set. */
export const manuscriptExportQuery = manuscriptListQuery.omit({ page: true, pageSize: true });

export const staffManuscriptRow = z.object({
  id: z.number(),
  version: z.number(),
  articleNo: z.string(),
  title: z.string(),
  journalId: z.number(),
  journalName: z.string(),
  columnName: z.string(),
  authorName: z.string(),
  /** The author is blacklisted (SPEC §3 blacklistType 1): flagged in every list. */
  authorBlacklisted: z.boolean(),
  status: z.number(),
  submittedAt: z.string(),
  /** SPEC §3's schedulingOrderList: the manuscript's orders (fee type names its fee). */
  orders: z.array(orderBrief),
  /** The manuscript reading of payStatus (contract enums/manuscript.ts), from its prepaid order. */
  payStatus: z.number(),
  /** What the acceptance fee order asks, in fen (employmentAmount), null without one. */
  employmentAmount: z.number().nullable(),
  foundationFlag: z.number(),
  foundationStatus: z.number(),
  natureArticleType: z.number(),
  schedulingType: z.number().nullable(),
  annexStatus: z.number(),
  supplementStatus: z.number(),
  ignoreStatus: z.number(),
  orderStatus: z.number(),
  /** Who set the manuscript or its order aside (SPEC's ingoreName). */
  ingoreName: z.string().nullable(),
  /** The editor the current stage is allocated to. */
  auditUser: z.string().nullable(),
  auditSign: z.number(),
  otherStatus: z.number(),
  auditScheduleStatus: z.number().nullable(),
  /** How many revised versions of the manuscript file exist. */
  revisionNum: z.number(),
  dto: z.object({ meetingSign: z.number().nullable() }),
  /** The workflow actions the caller may take on it now (contract transitions.ts). */
  actions: z.array(actionName),
});
export const manuscriptPage = pageOf(staffManuscriptRow);

export const manuscriptEvent = z.object({
  id: z.number(),
  action: z.string(),
  fromStatus: z.number().nullable(),
  toStatus: z.number(),
  /** system: the product itself (a reminder the daily job sent). */
  actorType: z.enum(['author', 'staff', 'system']),
  actorName: z.string(),
  note: z.string(),
  /** An edit's changed fields, old and new values as shown. */
  changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })).nullable(),
  /** The process versions in force when the stage was entered. */
  reviewProcessVersion: z.number().nullable(),
  productionProcessVersion: z.number().nullable(),
  /** A decision at the duplicate check: the report it was taken with (its PDF is linked). */
  similarityReportId: z.number().nullable(),
  createdAt: z.string(),
});

export const manuscriptDetail = staffManuscriptRow.extend({
  /** The orders, each with the vouchers of the money received on it (as the order's payments show them). */
  orders: z.array(orderBrief.extend({ vouchers: z.array(fileRef) })),
  columnId: z.number(),
  subjectId: z.number().nullable(),
  /** The subjects the manuscript's journal takes (what Modify offers). */
  journalSubjects: z.array(z.object({ id: z.number(), name: z.string() })),
  keywords: z.string(),
  abstract: z.string(),
  natureArticleType: z.number(),
  subjectName: z.string().nullable(),
  /** The acquisition editor who referred it (their performance), if any. */
  referrerId: z.number().nullable(),
  referrerName: z.string().nullable(),
  foundationFlag: z.number(),
  fundName: z.string(),
  fundNumber: z.string(),
  fundLevel: z.number().nullable(),
  /** The byline in order. */
  authors: z.array(
    z.object({ name: z.string(), affiliation: z.string(), email: z.string(), corresponding: z.boolean() }),
  ),
  files: z.array(manuscriptFileRow),
  authorPhone: z.string(),
  reviewProcessVersion: z.number(),
  productionProcessVersion: z.number(),
  events: z.array(manuscriptEvent),
});

/** A workflow action on one manuscript at the version the person saw. */
export const actionBody = idVersionQuery.extend({
  note: z.string().trim().max(500, { error: 'tooLong' }).default(''),
});

/** The same action on many manuscripts (at most 100). */
export const batchActionBody = z.object({
  items: z.array(idVersionQuery).min(1, { error: 'required' }).max(100, { error: 'invalid' }),
  note: z.string().trim().max(500, { error: 'tooLong' }).default(''),
});

export const actionResult = z.object({ id: z.number(), status: z.number(), version: z.number() });

export const batchActionResult = z.array(
  z.union([
    actionResult.extend({ ok: z.literal(true) }),
    z.object({
      ok: z.literal(false),
      id: z.number(),
      code: z.number(),
      message: z.string(),
      reason: z.string().nullable(),
      status: z.number().nullable(),
      /**
       * The field a validation refusal (40000) is about, null otherwise: `confirmOverBudget` asks the
       * person to confirm and send the item again (scheduling's page budget).
       */
      field: z.string().nullable(),
    }),
  ]),
);

/** Finance's remittance list (/finance/remittance): prepaid-fee orders, waiting or settled. */
export const remittanceListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt', 'amountFen'] as const, 'createdAt'),
  payStatus: z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0).max(4).optional(),
  keyword: textFilter,
});

export const remittanceRow = orderBrief.extend({
  manuscriptId: z.number(),
  manuscriptVersion: z.number(),
  articleNo: z.string(),
  title: z.string(),
  journalName: z.string(),
  authorName: z.string(),
  manuscriptStatus: z.number(),
  createdAt: z.string(),
  /** The confirmed remittance, once there is one. */
  remitter: z.string().nullable(),
  paidOn: z.string().nullable(),
  actions: z.array(actionName),
});
export const remittancePage = pageOf(remittanceRow);

export const remittanceConfirmBody = idVersionQuery.extend(remittanceInput.shape);
/**
 * The manuscript after the confirmation; `abnormal` when the remittance was more than the fee: not
 * recorded as paid, the order marked abnormal (paidMismatch) and the manuscript left where it was.
 */
export const remittanceConfirmResult = actionResult.extend({ abnormal: z.boolean() });

const submitted = submissionFields.shape;

/**
 * /operation/Modify: what the submission form collects that staff may correct (the metadata, the
 * byline, the fund), at the version they saw, each field checked as the submission checks it. The
 * files keep their own versions (the file list); the byline and the fund left out stay as they are.
 */
export const manuscriptUpdateBody = withSubmissionRules(
  idVersionQuery.extend({
    title: submitted.title,
    keywords: submitted.keywords,
    abstract: submitted.abstract,
    columnId: submitted.columnId,
    subjectId: submitted.subjectId,
    natureArticleType: submitted.natureArticleType,
    /** The byline in order, one corresponding author (an edited byline is never empty). */
    authors: z.array(bylineAuthor).min(1, { error: 'required' }).max(30, { error: 'invalid' }).optional(),
    /** Grant-supported; then the grant's name and level are required (without it, they are cleared). */
    foundationFlag: z.boolean({ error: 'invalid' }).optional(),
    fundName: submitted.fundName,
    fundNumber: submitted.fundNumber,
    fundLevel: submitted.fundLevel,
    /** The referring acquisition editor (null: none); left out, it stays as it is. */
    referrerId: z.number().int({ error: 'invalid' }).positive({ error: 'invalid' }).nullable().optional(),
    /** Why (kept in the timeline). */
    note: z.string().trim().max(500, { error: 'tooLong' }).default(''),
  }),
);

/** The fields an edit can change, as the timeline names them, in the form's order. */
export const MODIFIABLE_FIELDS = [
  'title',
  'keywords',
  'abstract',
  'columnId',
  'subjectId',
  'natureArticleType',
  'authors',
  'foundationFlag',
  'fundName',
  'fundNumber',
  'fundLevel',
  'referrerId',
] as const;
