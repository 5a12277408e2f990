import { z } from 'zod';
import type { Bilingual } from '../i18n.ts';
import { idQuery, optionalId, pageOf, pageQuery, sortParam, textFilter } from './list.ts';
import { manuscriptDetail } from './staffManuscripts.ts';

/**
 * The annex audit (附件审核, /editorialReview/attachmentReview, SPEC §7 /sys/annexAudit): the
 * annexes a journal requires (copyright transfer, fund certificate, ethics approval …), and for
 * each manuscript that sent annexes the office's audit of them: pass, ignore, or ask the author for
 * a supplement, which they upload on the journal's site. The manuscript's annexStatus (1 awaiting
 * audit, 2 supplement asked) and supplementStatus (2 awaited, 1 submitted) follow it; its review
 * status never changes.
 */

/** The list's tabs: awaiting audit (annexStatus 1), supplement asked (2), audited (passed or ignored). */
export const ANNEX_STATES = ['awaiting', 'supplement', 'audited'] as const;
export const annexState = z.enum(ANNEX_STATES, { error: 'invalid' });
export type AnnexState = z.infer<typeof annexState>;

export const ANNEX_STATE_LABELS: Record<AnnexState, Bilingual> = {
  awaiting: { zh: '待审核', en: 'Awaiting audit' },
  supplement: { zh: '待补充', en: 'Supplement asked' },
  audited: { zh: '已审核', en: 'Audited' },
};

/** What was done to a manuscript's annexes: the office's three verdicts and the author's supplement. */
export const ANNEX_ACTIONS = ['submitted', 'pass', 'ignore', 'supplementAnnex', 'supplemented'] as const;
export type AnnexAction = (typeof ANNEX_ACTIONS)[number];

export const ANNEX_ACTION_LABELS: Record<AnnexAction, Bilingual> = {
  submitted: { zh: '投稿时提交附件', en: 'Annexes sent with the submission' },
  pass: { zh: '审核通过', en: 'Passed' },
  ignore: { zh: '忽略', en: 'Ignored' },
  supplementAnnex: { zh: '要求补充', en: 'Supplement asked' },
  supplemented: { zh: '作者已补充', en: 'Supplement sent' },
};

/** A journal's annex requirement. */
export const annexKind = z.object({
  id: z.number(),
  name: z.string(),
  required: z.boolean(),
  description: z.string(),
});
export type AnnexKind = z.infer<typeof annexKind>;
export const annexKinds = z.array(annexKind);

export const annexKindsQuery = z.object({
  journalId: z.coerce.number({ error: 'required' }).int().positive({ error: 'invalid' }),
});

/** The journal's requirements as a whole, in their order (ids kept for those edited, none for new). */
export const annexKindsBody = z.object({
  journalId: z.number({ error: 'required' }).int().positive({ error: 'invalid' }),
  kinds: z
    .array(
      z.object({
        id: z.number().int().positive().optional(),
        name: z
          .string({ error: 'required' })
          .trim()
          .min(1, { error: 'required' })
          .max(30, { error: 'tooLong' }),
        required: z.boolean({ error: 'invalid' }),
        description: z.string().trim().max(200, { error: 'tooLong' }).default(''),
      }),
    )
    .max(20, { error: 'invalid' }),
});

export const annexListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['submittedAt', 'articleNo'] as const, 'submittedAt'),
  state: annexState.default('awaiting'),
  journalId: optionalId,
  /** Title, article number, author name or phone. */
  keyword: textFilter,
});

/** How many manuscripts each tab holds (for the person's journals). */
export const annexCounts = z.object({ awaiting: z.number(), supplement: z.number(), audited: z.number() });
export const annexCountsQuery = z.object({ journalId: optionalId });

/** One entry of a manuscript's annex history. */
export const annexAuditEntry = z.object({
  id: z.number(),
  action: z.enum(ANNEX_ACTIONS),
  note: z.string(),
  /** The requirements a supplement was asked for. */
  kindNames: z.array(z.string()),
  /** Who: a staff member's name, or the author's. */
  byName: z.string(),
  createdAt: z.string(),
});

/** One manuscript's annexes: its detail (files among them), the journal's requirements, the history. */
export const annexDetail = manuscriptDetail.extend({
  kinds: annexKinds,
  history: z.array(annexAuditEntry),
  /** What the caller may do now ('pass', 'ignore', 'supplementAnnex'). */
  annexActions: z.array(z.enum(['pass', 'ignore', 'supplementAnnex'])),
});

/** The audit log across manuscripts (auditPage): who did what, when, newest first. */
export const annexLogQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt'] as const, 'createdAt'),
  journalId: optionalId,
  keyword: textFilter,
});
export const annexLogRow = annexAuditEntry.extend({
  manuscriptId: z.number(),
  articleNo: z.string(),
  title: z.string(),
  journalName: z.string(),
});
export const annexLogPage = pageOf(annexLogRow);

const note = z.string().trim().max(1000, { error: 'tooLong' }).default('');

/** Pass or ignore a manuscript's annexes (while awaiting audit, or a supplement is asked). */
export const annexVerdictBody = idQuery.extend({ note });

/** Ask the author for a supplement: what is missing (the journal's requirements) and why. */
export const supplementAnnexBody = idQuery.extend({
  kindIds: z.array(z.number().int().positive()).max(20, { error: 'invalid' }).default([]),
  note: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(1000, { error: 'tooLong' }),
});

export const annexResult = z.object({
  id: z.number(),
  annexStatus: z.number(),
  supplementStatus: z.number(),
});

/** The author sends the supplement asked for: annex files uploaded on the site, and a note. */
export const authorSupplementBody = z.object({
  manuscriptId: z.number({ error: 'required' }).int().positive({ error: 'invalid' }),
  fileIds: z.array(z.number().int().positive()).min(1, { error: 'required' }).max(10, { error: 'invalid' }),
  note: z.string().trim().max(1000, { error: 'tooLong' }).default(''),
});

/** The author's supplement when none was asked. */
export const NO_SUPPLEMENT_ASKED: Bilingual = {
  zh: '编辑部没有要求补充附件',
  en: 'The editorial office has not asked for a supplement',
};
