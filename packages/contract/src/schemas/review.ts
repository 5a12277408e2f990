import { z } from 'zod';
import { idVersionQuery, optionalId, pageQuery, sortParam, textFilter } from './list.ts';
import { batchActionBody, manuscriptDetail } from './staffManuscripts.ts';

/** A stage queue's filters (one group of stageGroups.ts): the queue's status is the group's own. */
export const queueListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['submittedAt', 'articleNo'] as const, 'submittedAt'),
  journalId: optionalId,
  /** Title, article number, author name or phone. */
  keyword: textFilter,
  /** 'mine': allocated to the caller; 'others': to somebody else; absent: all the queue. */
  assignee: z.enum(['mine', 'others'], { error: 'invalid' }).optional(),
  /** Set-aside manuscripts only ('true') or the others ('false'). */
  setAside: z.enum(['true', 'false'], { error: 'invalid' }).optional(),
});

const opinion = z.string().trim().max(2000, { error: 'tooLong' }).default('');

/** What an audit does: the review actions of a stage (the table decides which apply now). */
export const auditVerb = z.enum(
  [
    'pass',
    'returnForRevision',
    'reject',
    'setAside',
    'restore',
    'confirmAcceptance',
    'confirmRejection',
    'sendBack',
    'markMeeting',
  ],
  { error: 'invalid' },
);

/** The editorial-meeting mark of final review (enums/manuscript.ts MEETING_SIGN); null clears it. */
const meetingSign = z
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .min(1, { error: 'invalid' })
  .max(4, { error: 'invalid' })
  .nullable()
  .optional();
export type AuditVerb = z.infer<typeof auditVerb>;

export const auditBody = idVersionQuery.extend({
  action: auditVerb,
  /** The opinion (kept as the stage's audit; the reason of a return or a rejection). */
  opinion,
  /** The stage's template the opinion was taken from, if any. */
  templateId: z.number().int().positive().nullable().default(null),
  /** markMeeting: the mark to set. */
  meetingSign,
});

export const batchAuditBody = batchActionBody
  .omit({ note: true })
  .extend({ action: auditVerb, opinion, meetingSign });

export const assignBody = idVersionQuery.extend({
  assigneeId: z.number().int().positive({ error: 'required' }),
});
export const batchAssignBody = batchActionBody.omit({ note: true }).extend({
  assigneeId: z.number().int().positive({ error: 'required' }),
});

/** One-key assign over the given manuscripts of the queue; `preview` answers the plan without acting. */
export const oneKeyAssignBody = z.object({
  items: z.array(idVersionQuery).min(1, { error: 'required' }).max(1000, { error: 'invalid' }),
  preview: z.boolean().default(true),
});

/** A person who can be allocated the stage, with what the balance looks at. */
export const assignee = z.object({
  userId: z.number(),
  name: z.string(),
  /** Open manuscripts allocated to them at this stage now. */
  load: z.number(),
  weight: z.number(),
  /** Most open manuscripts at this stage (0: no cap). */
  cap: z.number(),
  groupName: z.string(),
  /** The subjects one-key allocation gives them first (their group membership's); empty: any subject. */
  subjectIds: z.array(z.number()),
  /** Whether a cap stops further allocation. */
  full: z.boolean(),
});
export const assigneeList = z.array(assignee);

export const oneKeyPlan = z.object({
  /** Who gets which manuscript. */
  assignments: z.array(z.object({ id: z.number(), userId: z.number() })),
  members: z.array(
    assignee.extend({
      gets: z.number(),
      /** Of `gets`, the manuscripts given to them because their subjects hold the manuscript's. */
      bySubject: z.number(),
      /** Why: the load after the plan against the weight, or the cap that stopped them. */
      reason: z.object({ zh: z.string(), en: z.string() }),
    }),
  ),
  /** Manuscripts nobody could take (every member at their cap). */
  unassigned: z.array(z.number()),
  /** After `preview: false`, each manuscript's answer (one refusal does not undo the others). */
  results: z
    .array(
      z.object({
        id: z.number(),
        ok: z.boolean(),
        message: z.string(),
      }),
    )
    .nullable(),
});

export const cancelBody = idVersionQuery;

export const auditRecord = z.object({
  id: z.number(),
  status: z.number(),
  action: z.string(),
  opinion: z.string(),
  userName: z.string(),
  createdAt: z.string(),
  revoked: z.boolean(),
  /** The duplicate-check report a decision at the check (20) was taken with: its PDF is linked. */
  similarityReportId: z.number().nullable(),
});
export const assignmentRecord = z.object({
  status: z.number(),
  userName: z.string(),
  assignedByName: z.string(),
  assignedAt: z.string(),
  endedAt: z.string().nullable(),
});

export const queueDetail = manuscriptDetail.extend({
  audits: z.array(auditRecord),
  assignments: z.array(assignmentRecord),
});

/** Whose review process names the stage's template: a manuscript's (its recorded version); none: the press default's. */
export const stageTemplatesQuery = z.object({ id: optionalId });

export const stageTemplate = z.object({
  id: z.number(),
  name: z.string(),
  content: z.string(),
  /** The template the review process names for the stage (listed first; the opinion dialog starts from it). */
  preferred: z.boolean(),
});
export const stageTemplates = z.array(stageTemplate);

/** Whose screening switch: a journal's process, or the press default (operators name the press). */
export const screeningStatusQuery = z.object({
  journalId: z.coerce.number().int().positive().optional(),
  pressId: z.coerce.number().int().positive().optional(),
});

/**
 * Whether screening (15 → 16) is switched on in the review process in force for new submissions,
 * and how many manuscripts wait at screening allocation now (they follow the process version they
 * were submitted under, so some may wait while the switch is off).
 */
export const screeningStatus = z.object({
  journalId: z.number().nullable(),
  enabled: z.boolean(),
  waiting: z.number(),
  /** The review process version in force (0: the built-in default), and whether it is the press default's. */
  processVersion: z.number(),
  inherited: z.boolean(),
});

export const remindBody = z.object({ manuscriptId: z.number().int().positive({ error: 'required' }) });

export type ScreeningStatus = z.infer<typeof screeningStatus>;
export type QueueDetail = z.infer<typeof queueDetail>;
export type OneKeyPlan = z.infer<typeof oneKeyPlan>;
export type Assignee = z.infer<typeof assignee>;
