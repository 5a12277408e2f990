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

const everyone = () => true;
const nobody = () => false;
const allOn: PathConfig = {
  reviewStages: REVIEW_STAGES.map((s) => ({ key: s.key, enabled: true })),
  productionSteps: PRODUCTION_STEPS.map((s) => ({ key: s.key, enabled: true })),
  proofRounds: 3,
};
const facts = (status: ManuscriptStatus, prepaidOrderPayStatus: number | null = 0): ManuscriptFacts => ({
  status,
  prepaidOrderPayStatus,
  resumeStatus: null,
});

/**
 * What SPEC §4 and the manuscripts issue ask of this rows, written independently of the
 * table: the action, the one status it starts from, where it leads, whether it needs a reason.
 */
const EXPECTED: Record<
  string,
  {
    from: ManuscriptStatus;
    to: (path: ManuscriptStatus[]) => ManuscriptStatus;
    note: boolean;
    orderOpen: boolean;
  }
> = {
  confirmRemittance: { from: Status.AUTHOR_UNPAID, to: (p) => p[1]!, note: false, orderOpen: true },
  waiveFee: { from: Status.AUTHOR_UNPAID, to: (p) => p[1]!, note: true, orderOpen: true },
  withdrawEntry: { from: Status.AUTHOR_UNPAID, to: () => Status.REJECTED, note: true, orderOpen: false },
};

describe('the transition table, every status × action', () => {
  it('knows every action the table declares, and nothing else', () => {
    expect([...WORKFLOW_ACTIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(decide('publish', facts(Status.AUTHOR_UNPAID), allOn, everyone)).toEqual({
      ok: false,
      refusal: 'unknownAction',
    });
  });

  for (const action of WORKFLOW_ACTIONS) {
    const want = EXPECTED[action]!;
    it(`${action}: allowed only from ${want.from}, with its permission, guard and reason`, () => {
      const path = manuscriptPath(allOn);
      for (const status of STATUS_CODES) {
        const d = decide(action, facts(status), allOn, everyone, 'reason');
        if (status !== want.from) {
          expect(d, `${action} from ${status}`).toEqual({ ok: false, refusal: 'wrongStatus' });
          continue;
        }
        expect(d).toMatchObject({ ok: true, to: want.to(path) });
        expect(decide(action, facts(status), allOn, nobody, 'reason')).toEqual({
          ok: false,
          refusal: 'noPermission',
        });
        expect(decide(action, facts(status), allOn, everyone, '  ').ok).toBe(!want.note);
        // A paid (1) or closed (3) order: the prepaid-fee actions no longer apply.
        expect(decide(action, facts(status, 1), allOn, everyone, 'reason').ok).toBe(!want.orderOpen);
      }
    });
  }

  it('asks only for permissions of the catalogue, one screen area each', () => {
    for (const row of TRANSITIONS) expect(row.permission).toMatch(/^(author|[a-z]+\.[A-Za-z]+\.[a-z]+)$/);
  });
});

/**
 * The engine's rules on the path (next, first stage, side path and back), driven through random
 * process configurations with the rows the later issues will add written here as probes: the
 * table's own rows plus an `advance` along the path, a return for revision and a resume.
 */
const MAIN = (path: ManuscriptStatus[]) => path.filter((s) => s !== Status.AUTHOR_UNPAID);
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
        let f: ManuscriptFacts = facts(Status.AUTHOR_UNPAID);
        const events: { from: ManuscriptStatus; to: ManuscriptStatus }[] = [];
        for (const action of actions) {
          const d = decide(action, f, cfg, everyone, 'reason', probes);
          if (!d.ok) continue;
          expect(isManuscriptStatus(d.to)).toBe(true);
          events.push({ from: f.status, to: d.to });
          const order =
            d.row.effect === 'cancelPrepaidOrder' ? 2 : d.row.effect ? 1 : f.prepaidOrderPayStatus;
          f = { status: d.to, resumeStatus: d.resumeStatus, prepaidOrderPayStatus: order };
        }
        // Every applied action is one change; the main-path statuses visited, in order, are a
        // prefix of the path: no switched-on stage skipped, no switched-off stage entered.
        const visited = events.map((e) => e.to).filter((s) => path.includes(s));
        const dedup = visited.filter((s, i) => i === 0 || s !== visited[i - 1]);
        expect(dedup).toEqual(MAIN(path).slice(0, dedup.length));
        for (const e of events) {
          if (e.from === Status.RETURNED_FOR_REVISION) expect(MAIN(path)).toContain(e.to);
        }
      }),
      { numRuns: 400 },
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
