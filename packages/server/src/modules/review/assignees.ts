import type { Assignee } from '@jb/contract/schemas/review';
import { actPermission, REVIEW_GROUPS, type ReviewGroup } from '@jb/contract/stageGroups';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { holdsPermission, worksJournal } from '../../platform/staffScope.ts';

/** Where a stage is worked: the press and journal, and the editor group the review process names. */
export interface StageScope {
  pressId: number;
  journalId: number | null;
  /** The review group (kind 'review') the allocation leads to. */
  review: ReviewGroup;
  /** The stage's editor group in the manuscript's review process; null: everyone permitted. */
  groupId: number | null;
}

/** The review group an allocation group hands its manuscripts to. */
export function reviewOf(alloc: ReviewGroup): ReviewGroup {
  return REVIEW_GROUPS.find((g) => g.kind === 'review' && g.stage === alloc.stage)!;
}

/**
 * Who may be allocated a stage: active staff of the press who hold the stage's audit permission and
 * work the journal (no journal assignments: the whole press), and, when the process names an editor
 * group, only its members with their weight, cap and subjects. Each with their open load at the stage now.
 */
export async function assigneesOf(db: Db | Tx, scope: StageScope): Promise<Assignee[]> {
  const permission = actPermission(scope.review);
  const journal = scope.journalId === null ? sql`true` : worksJournal(sql`u.id`, scope.journalId);
  const member =
    scope.groupId === null
      ? sql`select u.id, 1 as weight, 0 as cap, '{}'::int[] as subject_ids, '' as group_name from users u`
      : sql`select u.id, m.weight, m.cap, m.subject_ids, g.name as group_name from editor_group_members m
          join editor_groups g on g.id = m.group_id join users u on u.id = m.user_id
          where m.group_id = ${scope.groupId}`;
  const { rows } = (await db.execute(sql`with c as (${member})
    select u.id as user_id, u.name, c.weight, c.cap, c.subject_ids, c.group_name,
      (select count(*)::int from manuscripts x where x.audit_user_id = u.id and x.status in (${sql.join(
        scope.review.statuses.map((s) => sql`${s}`),
        sql`, `,
      )})) as load
    from c join users u on u.id = c.id
    where u.press_id = ${scope.pressId} and u.status = 1 and ${journal}
      and ${holdsPermission(sql`u.id`, permission)}
    order by u.id`)) as unknown as { rows: Row[] };
  return rows.map((r) => ({
    userId: r.user_id,
    name: r.name,
    weight: r.weight,
    cap: r.cap,
    groupName: r.group_name,
    subjectIds: r.subject_ids ?? [],
    load: r.load,
    full: r.cap > 0 && r.load >= r.cap,
  }));
}

interface Row {
  user_id: number;
  name: string;
  weight: number;
  cap: number;
  subject_ids: number[] | null;
  group_name: string;
  load: number;
}
