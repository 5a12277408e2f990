import { isKnownPermission } from '@jb/contract/permissions';
import { ISSUE_LEVEL_ACTIONS, PUBLICATION_ACTIONS, productionRows } from '@jb/contract/productionRows';
import { reviewRows } from '@jb/contract/reviewRows';
import { actionCall, actionInput, PRODUCTION_CALLS } from '@jb/contract/stageCalls';
import {
  actPermission,
  actsOn,
  groupsAt,
  PRODUCTION_GROUPS,
  type ProductionGroup,
  productionGroupOf,
  REVIEW_GROUPS,
  STAGE_GROUPS,
} from '@jb/contract/stageGroups';
import {
  manuscriptPath,
  type PathConfig,
  PRODUCTION_STEPS,
  REVIEW_STAGES,
  Status,
} from '@jb/contract/workflow';
import { describe, expect, it } from 'vitest';

const allOn: PathConfig = {
  reviewStages: REVIEW_STAGES.map((s) => ({ key: s.key, enabled: true })),
  productionSteps: PRODUCTION_STEPS.map((s) => ({ key: s.key, enabled: true })),
  proofRounds: 8,
};

/** Each production row's from-status that no group of `groups` acts on with a call serving the row. */
function uncovered(groups: readonly ProductionGroup[]): string[] {
  return productionRows().flatMap((row) =>
    row.from
      .filter(
        (s) =>
          !groups.some(
            (g) => actsOn(g, s) && g.actions.includes(row.action as never) && actionCall(g, row.action),
          ),
      )
      .map((s) => `${row.action}@${s}`),
  );
}

describe('the stage groups of the whole lifecycle (contract stageGroups.ts)', () => {
  it('serves every production row from every status it starts at, with a call of its permission and input', () => {
    expect(uncovered(PRODUCTION_GROUPS)).toEqual([]);
    for (const row of productionRows()) {
      for (const s of row.from) {
        const group = productionGroupOf(s, row.action)!;
        const call = actionCall(group, row.action)!;
        expect(call.access, `${row.action}@${s}`).toEqual({ permission: row.permission });
        expect(actionInput(call), `${row.action}@${s}`).toBeDefined();
      }
    }
  });

  it('misses rows when any production group is taken out of the table', () => {
    for (const gone of PRODUCTION_GROUPS) {
      const missing = uncovered(PRODUCTION_GROUPS.filter((g) => g !== gone));
      expect(missing.length, gone.key).toBeGreaterThan(0);
    }
  });

  it('gives each production group only actions it can take at its statuses, and the right kind', () => {
    const rows = productionRows();
    const issueWide: readonly string[] = [...ISSUE_LEVEL_ACTIONS, ...PUBLICATION_ACTIONS];
    for (const g of PRODUCTION_GROUPS) {
      for (const action of g.actions) {
        const from = rows.filter((r) => r.action === action).flatMap((r) => r.from);
        expect(
          from.some((s) => actsOn(g, s)),
          `${g.key}: ${action}`,
        ).toBe(true);
        expect(PRODUCTION_CALLS[g.key].acts[action], `${g.key}: ${action}`).toBeDefined();
      }
      expect(g.kind, g.key).toBe(
        g.actions.every((a) => issueWide.includes(a)) ? 'issueBatch' : 'productionStep',
      );
      expect(isKnownPermission(actPermission(g)), g.key).toBe(true);
    }
  });

  it('acts on every status of the path but the first and the last, and on rejection review', () => {
    const path = manuscriptPath(allOn);
    const worked = path.filter((s) => s !== Status.AUTHOR_UNPAID && s !== Status.ARCHIVED);
    expect(worked.filter((s) => groupsAt(s).length === 0)).toEqual([]);
    expect(groupsAt(Status.REJECTION_REVIEW).map((g) => g.key)).toEqual(['rejection']);
    expect(groupsAt(Status.ARCHIVED)).toEqual([]);
    // Typesetting and proofs span 100-191; the film is issue-wide from 190.
    expect(groupsAt(Status.REVISION_8).map((g) => g.key)).toEqual(['proofreading']);
    expect(groupsAt(Status.FILM_ALTERATION).map((g) => g.kind)).toEqual(['issueBatch']);
  });

  it('derives every review row from a review group acting on its statuses', () => {
    const keys = STAGE_GROUPS.map((g) => g.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of reviewRows()) {
      for (const s of row.from) {
        expect(
          REVIEW_GROUPS.some((g) => actsOn(g, s)),
          `${row.action}@${s}`,
        ).toBe(true);
      }
    }
  });
});
