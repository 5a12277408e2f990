import { z } from 'zod';
import type { Bilingual } from '../i18n.ts';
import { emailSchema, phoneSchema } from './common.ts';
import { idVersionQuery, pageOf, pageQuery, sortParam, textFilter } from './list.ts';
import { accountSchema } from './staff.ts';

const shortText = (max: number) => z.string().trim().max(max, { error: 'tooLong' }).default('');

/**
 * The record figures the pool sorts on (SPEC: invited, accepted, declined, late, average days to
 * review, average score given; and the open load). Experts without a submitted review have no
 * averages: they come last whichever way the list sorts on one.
 */
export const EXPERT_RECORD_SORTS = [
  'load',
  'invited',
  'accepted',
  'declined',
  'late',
  'averageDays',
  'averageScore',
] as const;

/** A whole number from `min` to `max`, given as a query parameter; absent means no filter. */
const countFilter = (min: number, max: number) =>
  z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(min, { error: 'invalid' })
    .max(max, { error: 'invalid' })
    .optional();

/**
 * The expert pool (/operation/expertManagement): search by name, subject, status and record (late
 * reviews, declined invitations, average days to review, average score given); sort by record.
 */
export const expertListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt', 'name', ...EXPERT_RECORD_SORTS] as const, 'createdAt'),
  keyword: textFilter,
  subjectId: z.coerce.number().int().positive().optional(),
  status: z.enum(['0', '1'], { error: 'invalid' }).optional(),
  /** '1': experts with at least one late review (or expired invitation); '0': never late. */
  late: z.enum(['0', '1'], { error: 'invalid' }).optional(),
  /** Experts who declined at most this many invitations. */
  maxDeclined: countFilter(0, 1000),
  /** Experts whose reviews take this many days or fewer on average (those with no review are left out). */
  maxAverageDays: countFilter(1, 365),
  /** Experts whose average score given is at least this (0-100; those with no review are left out). */
  minAverageScore: countFilter(0, 100),
});

/** What the pool knows of an expert's work for the press. */
export const expertRecord = z.object({
  invited: z.number(),
  accepted: z.number(),
  declined: z.number(),
  /** Reviews submitted after their due date, or invitations left to expire. */
  late: z.number(),
  submitted: z.number(),
  /** Open invitations and accepted reviews not yet submitted. */
  load: z.number(),
  /** Average days from invitation to submitted review; null without one. */
  averageDays: z.number().nullable(),
  /** Average weighted score given (0-100); null without one. */
  averageScore: z.number().nullable(),
  /** Invitations in the last six months (the pool warns above 3). */
  recentInvitations: z.number(),
});

export const expertRow = z.object({
  id: z.number(),
  account: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  title: z.string(),
  affiliation: z.string(),
  subjects: z.array(z.object({ id: z.number(), name: z.string() })),
  researchAreas: z.string(),
  status: z.number(),
  version: z.number(),
  /** When the expert joined the pool. */
  createdAt: z.string(),
  record: expertRecord,
});
export const expertPage = pageOf(expertRow);

export const expertDetail = expertRow.extend({
  bankName: z.string(),
  bankAccount: z.string(),
  accountName: z.string(),
  note: z.string(),
});

const expertFields = {
  name: z
    .string({ error: 'name.empty' })
    .trim()
    .min(1, { error: 'name.empty' })
    .max(30, { error: 'name.long' }),
  phone: phoneSchema,
  email: emailSchema,
  title: shortText(30),
  affiliation: shortText(100),
  subjectIds: z.array(z.number().int().positive()).max(20, { error: 'invalid' }).default([]),
  researchAreas: shortText(300),
  bankName: shortText(60),
  bankAccount: z
    .string()
    .trim()
    .regex(/^(\d{8,30})?$/, { error: 'bankAccount.format' })
    .default(''),
  accountName: shortText(60),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
  note: shortText(500),
};

/** A new expert: an account with the expert role, and an initial password to hand over. */
export const expertSaveBody = z.object({ account: accountSchema, ...expertFields });
export const expertUpdateBody = idVersionQuery.extend(expertFields);
export const expertSaveResult = z.object({ id: z.number(), initialPassword: z.string() });

/** An expert as the invitation screen suggests them for a manuscript. */
export const expertSuggestion = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  affiliation: z.string(),
  subjectMatch: z.boolean(),
  record: expertRecord,
  /** Why they may not be invited (same affiliation as an author, already invited …); null: may be. */
  conflict: z.object({ zh: z.string(), en: z.string() }).nullable(),
  /** Asked more than 3 times in 6 months. */
  busy: z.boolean(),
});
export const expertSuggestions = z.object({
  /** The journal's number of experts per manuscript (expert settings). */
  expertCount: z.number(),
  /** Invitations of the current round still live (invited, accepted or reviewed). */
  invited: z.number(),
  experts: z.array(expertSuggestion),
});

/** Invite experts (the journal's expertCount by default) and rank alternates promoted in turn. */
export const inviteBody = idVersionQuery.extend({
  experts: z.array(z.number().int().positive()).min(1, { error: 'required' }).max(10, { error: 'invalid' }),
  alternates: z.array(z.number().int().positive()).max(10, { error: 'invalid' }).default([]),
});

export const invitationRow = z.object({
  id: z.number(),
  expertId: z.number(),
  expertName: z.string(),
  state: z.string(),
  alternateRank: z.number().nullable(),
  round: z.number(),
  invitedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  respondedAt: z.string().nullable(),
  declineReason: z.string(),
  review: z
    .object({
      recommendation: z.string().nullable(),
      scores: z.array(z.object({ name: z.string(), weight: z.number(), score: z.number() })),
      total: z.number().nullable(),
      toAuthor: z.string(),
      toEditor: z.string(),
      submittedAt: z.string().nullable(),
    })
    .nullable(),
  version: z.number(),
});
export const invitationList = z.array(invitationRow);

export const cancelInvitationBody = idVersionQuery;

/** The expert area: one's invitations by state. */
export const myInvitationsQuery = z.object({
  ...pageQuery,
  state: z.enum(['invited', 'accepted', 'submitted', 'closed'], { error: 'invalid' }).optional(),
});
export const myInvitationRow = z.object({
  id: z.number(),
  manuscriptTitle: z.string(),
  articleNo: z.string(),
  journalName: z.string(),
  state: z.string(),
  invitedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
  feeFen: z.number().nullable(),
  feeStatus: z.number().nullable(),
  version: z.number(),
});
export const myInvitationPage = pageOf(myInvitationRow);

export const respondBody = idVersionQuery.extend({
  accept: z.boolean(),
  reason: z.string().trim().max(300, { error: 'tooLong' }).default(''),
});

export const RECOMMENDATIONS = ['accept', 'minor', 'major', 'reject'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** An expert's recommendation, as editors and the expert read it. */
export const RECOMMENDATION_LABELS: Record<Recommendation, Bilingual> = {
  accept: { zh: '建议录用', en: 'Accept' },
  minor: { zh: '小修后录用', en: 'Minor revision' },
  major: { zh: '大修后再审', en: 'Major revision' },
  reject: { zh: '建议退稿', en: 'Reject' },
};

/** An invitation's states (expert_invitations.state); `waiting`: an alternate not yet invited. */
export const INVITATION_STATES = [
  'waiting',
  'invited',
  'accepted',
  'declined',
  'expired',
  'cancelled',
  'submitted',
] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const INVITATION_STATE_LABELS: Record<InvitationState, Bilingual> = {
  waiting: { zh: '候补', en: 'Alternate' },
  invited: { zh: '待答复', en: 'Awaiting answer' },
  accepted: { zh: '审稿中', en: 'Reviewing' },
  declined: { zh: '已拒绝', en: 'Declined' },
  expired: { zh: '已过期', en: 'Expired' },
  cancelled: { zh: '已撤回', en: 'Withdrawn' },
  submitted: { zh: '已提交', en: 'Submitted' },
};
export const reviewDraftBody = idVersionQuery.extend({
  scores: z
    .array(z.object({ name: z.string().trim().min(1).max(30), score: z.number().int().min(0).max(100) }))
    .max(20, { error: 'invalid' }),
  recommendation: z.enum(RECOMMENDATIONS, { error: 'invalid' }).nullable().default(null),
  toAuthor: z.string().trim().max(5000, { error: 'tooLong' }).default(''),
  toEditor: z.string().trim().max(5000, { error: 'tooLong' }).default(''),
  /** true: submit (everything required); false: keep as a draft. */
  submit: z.boolean().default(false),
});

/** What an expert sees of a manuscript: no author names when the journal reviews anonymously. */
export const expertManuscript = z.object({
  invitation: myInvitationRow,
  title: z.string(),
  keywords: z.string(),
  abstract: z.string(),
  columnName: z.string(),
  anonymous: z.boolean(),
  authors: z.array(z.object({ name: z.string(), affiliation: z.string() })),
  /** `type`: the type as the expert receives it (FILE_TYPES; a legacy .doc under anonymity comes as a PDF). */
  files: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      type: z.string(),
      revision: z.number(),
      sizeBytes: z.number(),
    }),
  ),
  /** The press's score sheet: items with weights (percent) and the scale. */
  scoreSheet: z.object({
    items: z.array(z.object({ name: z.string(), weight: z.number() })),
    scale: z.number(),
  }),
  draft: z
    .object({
      scores: z.array(z.object({ name: z.string(), score: z.number() })),
      recommendation: z.string().nullable(),
      toAuthor: z.string(),
      toEditor: z.string(),
      submittedAt: z.string().nullable(),
    })
    .nullable(),
});

export const expertFileQuery = z.object({
  invitationId: z.coerce.number().int().positive({ error: 'required' }),
  fileId: z.coerce.number().int().positive({ error: 'required' }),
});
