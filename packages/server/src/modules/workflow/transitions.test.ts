import { FUND_AUDIT_POINTS } from '@jb/contract/fundAuditRows';
import { isKnownPermission } from '@jb/contract/permissions';
import {
  decide,
  type ManuscriptFacts,
  TRANSITIONS,
  type Transition,
  WORKFLOW_ACTIONS,
} from '@jb/contract/transitions';
import {
  isManuscriptStatus,
  type ManuscriptStatus,
  manuscriptPath,
  type PathConfig,
  PRODUCTION_STEPS,
  REVIEW_STAGES,
  STATUS_CODES,
  Status,
} from '@jb/contract/workflow';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const everyone = { holds: () => true, userId: 1 };
const nobody = { holds: () => false, userId: 1 };
const allOn: PathConfig = {
  reviewStages: REVIEW_STAGES.map((s) => ({ key: s.key, enabled: true })),
  productionSteps: PRODUCTION_STEPS.map((s) => ({ key: s.key, enabled: true })),
  // Eight rounds: every proof and revision status is on the path.
  proofRounds: 8,
};
const facts = (status: ManuscriptStatus, prepaidOrderPayStatus: number | null = 0): ManuscriptFacts => ({
  status,
  prepaidOrderPayStatus,
  resumeStatus: null,
});

const S = Status;
const ALLOCATIONS = [S.FIRST_ALLOCATION, S.SCREENING_ALLOCATION, S.RE_REVIEW_ALLOCATION, S.FINAL_ALLOCATION];
const ASSIGNED_REVIEWS = [S.FIRST_REVIEW, S.SCREENING, S.RE_REVIEW, S.FINAL_REVIEW];
const REVIEWS = [...ASSIGNED_REVIEWS, S.SIMILARITY_CHECK, S.EXPERT_REVIEW];
// The proof and revision statuses in round order, written out (ARCHITECTURE.md's pairing).
const PROOFS: ManuscriptStatus[] = [
  S.PROOF_1,
  S.PROOF_2,
  S.PROOF_3,
  S.PROOF_4,
  S.PROOF_5,
  S.PROOF_6,
  S.PROOF_7,
  S.PROOF_8,
];
const REVISIONS: ManuscriptStatus[] = [
  S.REVISION_1,
  S.REVISION_2,
  S.REVISION_3,
  S.REVISION_4,
  S.REVISION_5,
  S.REVISION_6,
  S.REVISION_7,
  S.REVISION_8,
];
const TYPESETTER_AT = [S.TYPESETTING_DISPATCH, S.INITIAL_LAYOUT, ...REVISIONS];
const next = (p: ManuscriptStatus[], s: ManuscriptStatus) => p[p.indexOf(s) + 1]!;
const previous = (p: ManuscriptStatus[], s: ManuscriptStatus) => p[p.indexOf(s) - 1]!;

/** A guard's facts: what makes it hold (`ok`) and what makes it refuse, with the refusal. */
type Need =
  | 'orderOpen'
  | 'assigned'
  | 'setAside'
  | 'lastPassMine'
  | 'resume'
  | 'reviewsIn'
  | 'checkReport'
  | 'typesetter'
  | 'withdrawal'
  | 'fund'
  | 'fundDue';
const ME = 1;
function satisfied(status: ManuscriptStatus, needs: readonly Need[]): ManuscriptFacts {
  return {
    ...facts(status),
    auditUserId: needs.includes('assigned') ? ME : null,
    ignored: needs.includes('setAside'),
    lastEvent: needs.includes('lastPassMine')
      ? { action: 'pass', actorType: 'staff', actorId: ME, toStatus: status }
      : null,
    resumeStatus: needs.includes('resume') ? S.FIRST_REVIEW : null,
    auditScheduleStatus: needs.includes('reviewsIn') ? 2 : null,
    checkReportDone: needs.includes('checkReport'),
    typesetterId: needs.includes('typesetter') ? ME : null,
    withdrawalPending: needs.includes('withdrawal'),
    fundPending: needs.includes('fund'),
    fundAuditDue: needs.includes('fundDue'),
  };
}

/**
 * What SPEC §4 and the issues ask of the table's rows, written independently of it: for each
 * action, the statuses it starts from, where it leads, whether it needs a reason, what must hold.
 */
interface Want {
  from: readonly ManuscriptStatus[];
  to: (path: ManuscriptStatus[], from: ManuscriptStatus) => ManuscriptStatus;
  note: boolean;
  needs: (from: ManuscriptStatus) => Need[];
}
const none = () => [];
const assignedIfAllocated = (s: ManuscriptStatus): Need[] =>
  s === S.SIMILARITY_CHECK || s === S.ACCEPTANCE_CONFIRMATION || s === S.EXPERT_REVIEW ? [] : ['assigned'];
const EXPECTED: Record<string, Want> = {
  confirmRemittance: { from: [S.AUTHOR_UNPAID], to: (p) => p[1]!, note: false, needs: () => ['orderOpen'] },
  waiveFee: { from: [S.AUTHOR_UNPAID], to: (p) => p[1]!, note: true, needs: () => ['orderOpen'] },
  withdrawEntry: { from: [S.AUTHOR_UNPAID], to: () => S.REJECTED, note: true, needs: none },
  assign: { from: ALLOCATIONS, to: next, note: false, needs: none },
  reassign: { from: ASSIGNED_REVIEWS, to: (_p, s) => s, note: false, needs: none },
  cancelAssign: { from: ASSIGNED_REVIEWS, to: previous, note: false, needs: none },
  pass: {
    from: REVIEWS,
    to: next,
    note: false,
    needs: (s) =>
      s === S.EXPERT_REVIEW
        ? ['reviewsIn']
        : s === S.SIMILARITY_CHECK
          ? ['checkReport']
          : assignedIfAllocated(s),
  },
  inviteExperts: {
    from: [S.EXPERT_ALLOCATION, S.EXPERT_REVIEW],
    to: (_p, _s) => S.EXPERT_REVIEW,
    note: false,
    needs: none,
  },
  returnForRevision: {
    from: REVIEWS,
    to: () => S.RETURNED_FOR_REVISION,
    note: true,
    needs: assignedIfAllocated,
  },
  reject: {
    from: [...REVIEWS, S.ACCEPTANCE_CONFIRMATION],
    to: () => S.REJECTION_REVIEW,
    note: true,
    needs: assignedIfAllocated,
  },
  setAside: { from: REVIEWS, to: (_p, s) => s, note: false, needs: assignedIfAllocated },
  restore: { from: REVIEWS, to: (_p, s) => s, note: false, needs: () => ['setAside'] },
  markMeeting: { from: [S.FINAL_REVIEW], to: (_p, s) => s, note: false, needs: assignedIfAllocated },
  cancelAudit: {
    from: [...ALLOCATIONS, S.SIMILARITY_CHECK, S.EXPERT_ALLOCATION, S.ACCEPTANCE_CONFIRMATION],
    to: previous,
    note: false,
    needs: () => ['lastPassMine'],
  },
  confirmAcceptance: { from: [S.ACCEPTANCE_CONFIRMATION], to: next, note: false, needs: none },
  confirmRejection: { from: [S.REJECTION_REVIEW], to: () => S.REJECTED, note: false, needs: none },
  sendBack: { from: [S.REJECTION_REVIEW], to: () => S.FIRST_REVIEW, note: true, needs: () => ['resume'] },
  startRevision: {
    from: [S.RETURNED_FOR_REVISION],
    to: () => S.REVISION_IN_PROGRESS,
    note: false,
    needs: none,
  },
  submitRevision: {
    from: [S.RETURNED_FOR_REVISION, S.REVISION_IN_PROGRESS],
    to: () => S.FIRST_REVIEW,
    note: false,
    needs: () => ['resume'],
  },
  // Scheduling (issue 23): accepted 90 into an issue at 100, moved or retyped there, or taken out.
  schedule: { from: [S.ACCEPTED], to: () => S.SCHEDULING, note: false, needs: none },
  moveIssue: { from: [S.SCHEDULING], to: (_p, s) => s, note: false, needs: none },
  setSchedulingType: { from: [S.SCHEDULING], to: (_p, s) => s, note: false, needs: none },
  unschedule: { from: [S.SCHEDULING], to: () => S.ACCEPTED, note: true, needs: none },
  // Typesetting and proofs: dispatched (110), accepted into layout (120), the layout opens proof 1,
  // closing proof k asks for revision k, revision k's PDF opens proof k+1; after revision 8, film.
  dispatch: { from: [S.SCHEDULING], to: () => S.TYPESETTING_DISPATCH, note: false, needs: none },
  changeTypesetter: { from: [...TYPESETTER_AT, ...PROOFS], to: (_p, s) => s, note: true, needs: none },
  recallDispatch: { from: [S.TYPESETTING_DISPATCH], to: () => S.SCHEDULING, note: true, needs: none },
  acceptDispatch: {
    from: [S.TYPESETTING_DISPATCH],
    to: () => S.INITIAL_LAYOUT,
    note: false,
    needs: () => ['typesetter'],
  },
  uploadProof: {
    from: [S.INITIAL_LAYOUT, ...REVISIONS],
    to: (_p, s) =>
      s === S.INITIAL_LAYOUT
        ? S.PROOF_1
        : s === S.REVISION_8
          ? S.FILM_OUTPUT
          : PROOFS[REVISIONS.indexOf(s) + 1]!,
    note: false,
    needs: () => ['typesetter'],
  },
  endProofRound: { from: PROOFS, to: (_p, s) => REVISIONS[PROOFS.indexOf(s)]!, note: false, needs: none },
  // Issue-level production: film (190) to confirmation (205), a film alteration (200) and back,
  // to press (209), printing (210) and its completion there.
  outputFilm: { from: [S.FILM_OUTPUT], to: () => S.PROOF_CONFIRMATION, note: false, needs: none },
  requestFilmAlteration: {
    from: [S.PROOF_CONFIRMATION],
    to: () => S.FILM_ALTERATION,
    note: true,
    needs: none,
  },
  alterFilm: { from: [S.FILM_ALTERATION], to: () => S.PROOF_CONFIRMATION, note: false, needs: none },
  sendToPress: { from: [S.PROOF_CONFIRMATION], to: () => S.TO_PRESS, note: false, needs: none },
  startPrinting: { from: [S.TO_PRESS], to: () => S.PRINTING, note: false, needs: none },
  completePrinting: { from: [S.PRINTING], to: (_p, s) => s, note: false, needs: none },
  // Mailing (220) and publication (230): from mailing, or from printing without the mailing step.
  startMailing: { from: [S.PRINTING], to: () => S.MAILING, note: false, needs: none },
  publish: {
    from: [S.PRINTING, S.MAILING],
    to: (_p, s) => (s === S.PRINTING ? S.MAILING : S.PUBLISHED),
    note: false,
    needs: none,
  },
  archive: { from: [S.PUBLISHED], to: () => S.ARCHIVED, note: false, needs: none },
  // Withdrawal (docs/author-requests.md): a waiting request passed ends at 400 from submission up
  // to acceptance and the side paths it may come back from; rejected, it stays wherever it is.
  passWithdrawal: {
    from: [
      S.AUTHOR_UNPAID,
      ...ALLOCATIONS,
      ...ASSIGNED_REVIEWS,
      S.SIMILARITY_CHECK,
      S.EXPERT_ALLOCATION,
      S.EXPERT_REVIEW,
      S.ACCEPTANCE_CONFIRMATION,
      S.ACCEPTED,
      S.RETURNED_FOR_REVISION,
      S.REVISION_IN_PROGRESS,
      S.FUND_AUDIT,
    ],
    to: () => S.REJECTED,
    note: false,
    needs: () => ['withdrawal'],
  },
  rejectWithdrawal: { from: STATUS_CODES, to: (_p, s) => s, note: true, needs: () => ['withdrawal'] },
  // The fund audit (docs/author-requests.md): the engine holds a funded manuscript at 600 from the
  // first status of a stage when its process says so; pass returns it (or, beside the path, it
  // stays), fail keeps it where it is with the reason. Not from the rejected or withdrawn end.
  holdForFundAudit: {
    from: [
      ...ALLOCATIONS.slice(0, 2),
      S.SIMILARITY_CHECK,
      S.RE_REVIEW_ALLOCATION,
      S.EXPERT_ALLOCATION,
      S.FINAL_ALLOCATION,
      S.ACCEPTANCE_CONFIRMATION,
    ],
    to: () => S.FUND_AUDIT,
    note: false,
    needs: () => ['fundDue'],
  },
  passFundAudit: {
    from: STATUS_CODES.filter((s) => s !== S.REJECTED),
    to: (_p, s) => (s === S.FUND_AUDIT ? S.FIRST_REVIEW : s),
    note: false,
    needs: (s) => (s === S.FUND_AUDIT ? ['fund', 'resume'] : ['fund']),
  },
  failFundAudit: {
    from: STATUS_CODES.filter((s) => s !== S.REJECTED),
    to: (_p, s) => s,
    note: true,
    needs: () => ['fund'],
  },
};

/** The facts with one need broken, and the refusal that must follow. */
const BROKEN: Record<Need, { refusal: string; breakIt: (f: ManuscriptFacts) => ManuscriptFacts }> = {
  orderOpen: { refusal: 'guard', breakIt: (f) => ({ ...f, prepaidOrderPayStatus: 1 }) },
  assigned: { refusal: 'notAssignee', breakIt: (f) => ({ ...f, auditUserId: ME + 1 }) },
  setAside: { refusal: 'notSetAside', breakIt: (f) => ({ ...f, ignored: false }) },
  lastPassMine: {
    refusal: 'notYourAudit',
    breakIt: (f) => ({ ...f, lastEvent: { ...f.lastEvent!, actorId: ME + 1 } }),
  },
  resume: { refusal: 'notOnPath', breakIt: (f) => ({ ...f, resumeStatus: null }) },
  reviewsIn: { refusal: 'noExpertReviews', breakIt: (f) => ({ ...f, auditScheduleStatus: 1 }) },
  checkReport: { refusal: 'noCheckReport', breakIt: (f) => ({ ...f, checkReportDone: false }) },
  typesetter: { refusal: 'notTypesetter', breakIt: (f) => ({ ...f, typesetterId: ME + 1 }) },
  withdrawal: { refusal: 'noWithdrawal', breakIt: (f) => ({ ...f, withdrawalPending: false }) },
  fund: { refusal: 'fundNotPending', breakIt: (f) => ({ ...f, fundPending: false }) },
  fundDue: { refusal: 'fundAuditNotDue', breakIt: (f) => ({ ...f, fundAuditDue: false }) },
};

describe('the transition table, every status × action', () => {
  it('knows every action the table declares, and nothing else', () => {
    expect([...WORKFLOW_ACTIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(decide('teleport', facts(Status.AUTHOR_UNPAID), allOn, everyone)).toEqual({
      ok: false,
      refusal: 'unknownAction',
    });
  });

  for (const action of WORKFLOW_ACTIONS) {
    const want = EXPECTED[action]!;
    it(`${action}: allowed only from ${want.from.join(', ')}, with its permission, guards and reason`, () => {
      const path = manuscriptPath(allOn);
      for (const status of STATUS_CODES) {
        const f = satisfied(status, want.from.includes(status) ? want.needs(status) : []);
        const d = decide(action, f, allOn, everyone, 'reason');
        if (!want.from.includes(status)) {
          expect(d, `${action} from ${status}`).toEqual({ ok: false, refusal: 'wrongStatus' });
          continue;
        }
        expect(d, `${action} from ${status}`).toMatchObject({ ok: true, to: want.to(path, status) });
        expect(decide(action, f, allOn, nobody, 'reason')).toEqual({ ok: false, refusal: 'noPermission' });
        expect(decide(action, f, allOn, everyone, '  ').ok).toBe(!want.note);
        for (const need of want.needs(status)) {
          const broken = BROKEN[need];
          expect(decide(action, broken.breakIt(f), allOn, everyone, 'reason'), `${action} ${need}`).toEqual({
            ok: false,
            refusal: broken.refusal,
          });
        }
      }
    });
  }

  it('asks only for permissions of the catalogue, one screen area each', () => {
    for (const row of TRANSITIONS) {
      // 'system': the engine's own follow-up (the fund audit's hold), never a person's.
      const own = row.permission === 'author' || row.permission === 'system';
      expect(own || isKnownPermission(row.permission), row.permission).toBe(true);
    }
  });

  it('refuses to act on a set-aside manuscript until it is taken back', () => {
    const f = { ...satisfied(S.FIRST_REVIEW, ['assigned']), ignored: true };
    expect(decide('pass', f, allOn, everyone)).toEqual({ ok: false, refusal: 'setAside' });
  });
});

/**
 * The engine's rules on the path (next, first stage, side path and back), driven through random
 * process configurations with the rows the later issues will add written here as probes: the
 * table's own rows plus an `advance` along the path, a return for revision and a resume.
 */
const MAIN = (path: ManuscriptStatus[]): ManuscriptStatus[] => path.filter((s) => s !== Status.AUTHOR_UNPAID);
const probes: Transition[] = [
  ...TRANSITIONS,
  {
    action: 'advance',
    title: { zh: '下一步', en: 'Next' },
    from: STATUS_CODES.filter((s) => s !== Status.AUTHOR_UNPAID),
    to: 'next',
    permission: 'probe',
    noteRequired: false,
  },
  {
    action: 'returnForRevision',
    title: { zh: '退修', en: 'Return' },
    from: [Status.FIRST_REVIEW, Status.RE_REVIEW, Status.FINAL_REVIEW],
    to: Status.RETURNED_FOR_REVISION,
    permission: 'probe',
    noteRequired: true,
  },
  {
    action: 'resubmit',
    title: { zh: '返回', en: 'Resume' },
    from: [Status.RETURNED_FOR_REVISION],
    to: 'resume',
    permission: 'probe',
    noteRequired: false,
  },
];

const config = fc.record({
  reviewStages: fc.tuple(
    ...REVIEW_STAGES.map((s) => fc.boolean().map((on) => ({ key: s.key, enabled: on }))),
  ),
  productionSteps: fc.tuple(
    ...PRODUCTION_STEPS.map((s) => fc.boolean().map((on) => ({ key: s.key, enabled: on }))),
  ),
  proofRounds: fc.integer({ min: 3, max: 8 }),
});
const actionNames = [...new Set(probes.map((p) => p.action))];

describe('random action sequences through random processes', () => {
  it('stay on SPEC §4 codes, change status once per applied action, and skip no switched-on stage', () => {
    fc.assert(
      fc.property(config, fc.array(fc.constantFrom(...actionNames), { maxLength: 80 }), (cfg, actions) => {
        const path = manuscriptPath(cfg);
        // A funded manuscript whose process holds funds at every stage's first status.
        let f: ManuscriptFacts = { ...facts(Status.AUTHOR_UNPAID), auditUserId: ME, fundPending: true };
        let left: ManuscriptStatus | null = null;
        for (const action of actions) {
          const d = decide(action, f, cfg, everyone, 'reason', probes);
          if (!d.ok) continue;
          expect(isManuscriptStatus(d.to)).toBe(true);
          const [from, to] = [MAIN(path).includes(f.status) || f.status === 0, MAIN(path).includes(d.to)];
          // On the path a move goes one step at most (forward, or back when undone); no switched-on
          // stage is skipped and no switched-off one entered. A side path returns where it left.
          if (from && to)
            expect(Math.abs(path.indexOf(d.to) - path.indexOf(f.status))).toBeLessThanOrEqual(1);
          if (from && !to) left = f.status;
          if (!from && to) expect(d.to).toBe(left);
          const fundPending = f.fundPending === true && d.row.effect !== 'passFund';
          const order =
            d.row.effect === 'cancelPrepaidOrder' ? 2 : d.row.effect ? 1 : f.prepaidOrderPayStatus;
          f = {
            status: d.to,
            resumeStatus: d.resumeStatus,
            prepaidOrderPayStatus: order,
            auditUserId: ME,
            auditScheduleStatus: 2,
            ignored:
              d.row.effect === 'setAside' ||
              (f.ignored === true && d.to === f.status && d.row.effect !== 'restore'),
            lastEvent: { action, actorType: 'staff', actorId: ME, toStatus: d.to },
            fundPending,
            fundAuditDue: fundPending && FUND_AUDIT_POINTS.includes(d.to),
          };
        }
      }),
      { numRuns: 400 },
    );
  });

  it('reaches archived from 0 through the table’s own rows alone, each switched-on status in path order', () => {
    fc.assert(
      fc.property(config, (cfg) => {
        const path = manuscriptPath(cfg);
        let f: ManuscriptFacts = {
          ...facts(Status.AUTHOR_UNPAID),
          auditUserId: ME,
          auditScheduleStatus: 3,
          checkReportDone: true,
          typesetterId: ME,
        };
        const visited: ManuscriptStatus[] = [f.status];
        while (f.status !== Status.ARCHIVED && visited.length <= path.length) {
          const want = path[path.indexOf(f.status) + 1];
          const forward = WORKFLOW_ACTIONS.map((action) => ({
            action,
            d: decide(action, f, cfg, everyone, 'reason'),
          }))
            .filter((x) => x.d.ok && x.d.to === want)
            .at(0);
          expect(forward, `a row from ${f.status} to ${want}`).toBeDefined();
          const { action, d } = forward!;
          if (!d.ok) return;
          f = {
            ...f,
            status: d.to,
            resumeStatus: d.resumeStatus,
            prepaidOrderPayStatus: 1,
            lastEvent: { action, actorType: 'staff', actorId: ME, toStatus: d.to },
          };
          visited.push(d.to);
        }
        expect(visited).toEqual(path);
      }),
      { numRuns: 300 },
    );
  });

  it('never leaves the path for a switched-off stage: a first stage is always on the path', () => {
    fc.assert(
      fc.property(config, (cfg) => {
        const d = decide('waiveFee', facts(Status.AUTHOR_UNPAID), cfg, everyone, 'reason');
        expect(d.ok && manuscriptPath(cfg)[1] === d.to).toBe(true);
        const stages = cfg.reviewStages.filter((s) => !s.enabled).map((s) => s.key);
        const off = REVIEW_STAGES.filter((s) => s.optional && stages.includes(s.key)).flatMap(
          (s) => s.statuses,
        );
        for (const status of off) expect(manuscriptPath(cfg)).not.toContain(status);
      }),
    );
  });
});
