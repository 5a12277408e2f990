import { FoundationStatus } from '@jb/contract/enums/manuscript';
import { WithdrawalStatus } from '@jb/contract/enums/withdrawal';
import { fundAuditPoint } from '@jb/contract/fundAuditRows';
import type { FundAuditSetting } from '@jb/contract/schemas/processes';
import type { LastEvent, ManuscriptFacts } from '@jb/contract/transitions';
import { type ManuscriptStatus, type PathConfig, Status } from '@jb/contract/workflow';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  journals,
  manuscripts,
  productionProcesses,
  reviewProcesses,
  typesettingDispatches,
} from '../../db/schema/index.ts';
import { latestPrepaid } from '../orders/queries.ts';

/** A manuscript as the workflow sees it: where it stands, what decides its path, the guards' facts. */
export interface Subject {
  id: number;
  pressId: number;
  journalId: number;
  columnId: number;
  submittedAt: Date;
  authorId: number;
  version: number;
  /** The stage's template and editor group come from the recorded review process. */
  stages: { key: string; groupId?: number | null; templateId?: number | null }[];
  reviewProcessId: number;
  productionProcessId: number;
  facts: ManuscriptFacts;
  config: PathConfig;
}

type Switches = PathConfig['reviewStages'];

/**
 * At the duplicate check (20): whether the newest check of the newest manuscript file (highest
 * revision, then the last added: similarity/queries.ts `newestManuscriptFile`) has finished; a
 * re-run still queued, running or failed holds the pass back (similarity/decision.ts decides the
 * same). Elsewhere false, unread.
 */
const checkReportDone = () => sql<boolean>`case when "manuscripts"."status" = ${Status.SIMILARITY_CHECK}
  then coalesce((select r.state = 'done' from similarity_reports r where r.manuscript_id = "manuscripts"."id"
    and r.file_id = (select f.file_id from manuscript_files f
      where f.manuscript_id = "manuscripts"."id" and f.role = 'manuscript'
      order by f.revision desc, f.id desc limit 1)
    order by r.id desc limit 1), false)
  else false end`;

/** The workflow's view of some manuscripts in one read (the list computes every row's actions from it). */
export async function loadSubjects(db: Db | Tx, ids: readonly number[]): Promise<Map<number, Subject>> {
  if (ids.length === 0) return new Map();
  const prepaid = latestPrepaid('pay_status');
  const rows = await db
    .select({
      id: manuscripts.id,
      pressId: manuscripts.pressId,
      journalId: manuscripts.journalId,
      columnId: manuscripts.columnId,
      submittedAt: manuscripts.submittedAt,
      authorId: manuscripts.authorId,
      version: manuscripts.version,
      status: manuscripts.status,
      resumeStatus: manuscripts.resumeStatus,
      reviewProcessId: manuscripts.reviewProcessId,
      productionProcessId: manuscripts.productionProcessId,
      stages: reviewProcesses.stages,
      fundAudit: reviewProcesses.fundAudit,
      foundationFlag: manuscripts.foundationFlag,
      foundationStatus: manuscripts.foundationStatus,
      steps: productionProcesses.steps,
      proofRounds: journals.proofRounds,
      prepaidOrderPayStatus: prepaid,
      auditUserId: manuscripts.auditUserId,
      ignoreStatus: manuscripts.ignoreStatus,
      auditScheduleStatus: manuscripts.auditScheduleStatus,
      lastEvent: sql<LastEvent | null>`(select json_build_object('action', e.action, 'actorType', e.actor_type,
        'actorId', e.actor_id, 'toStatus', e.to_status) from manuscript_events e
        where e.manuscript_id = "manuscripts"."id" order by e.id desc limit 1)`,
      checkReportDone: checkReportDone(),
      typesetterId: typesettingDispatches.typesetterId,
      withdrawalPending: sql<boolean>`exists (select 1 from withdrawal_requests w
        where w.manuscript_id = "manuscripts"."id" and w.status = ${WithdrawalStatus.PENDING})`,
    })
    .from(manuscripts)
    .innerJoin(reviewProcesses, eq(reviewProcesses.id, manuscripts.reviewProcessId))
    .innerJoin(productionProcesses, eq(productionProcesses.id, manuscripts.productionProcessId))
    .innerJoin(journals, eq(journals.id, manuscripts.journalId))
    .leftJoin(typesettingDispatches, eq(typesettingDispatches.manuscriptId, manuscripts.id))
    .where(inArray(manuscripts.id, [...ids]));
  return new Map(
    rows.map((r) => {
      const fundPending = r.foundationFlag === 1 && r.foundationStatus === FoundationStatus.PENDING;
      const hold = r.fundAudit as FundAuditSetting | null;
      const fundAuditDue = fundPending && Boolean(hold?.hold) && fundAuditPoint(hold!.at) === r.status;
      return [
        r.id,
        {
          id: r.id,
          pressId: r.pressId,
          journalId: r.journalId,
          columnId: r.columnId,
          submittedAt: r.submittedAt,
          authorId: r.authorId,
          version: r.version,
          stages: r.stages as Subject['stages'],
          reviewProcessId: r.reviewProcessId,
          productionProcessId: r.productionProcessId,
          facts: {
            status: r.status as ManuscriptStatus,
            resumeStatus: r.resumeStatus as ManuscriptStatus | null,
            prepaidOrderPayStatus: r.prepaidOrderPayStatus === null ? null : Number(r.prepaidOrderPayStatus),
            auditUserId: r.auditUserId,
            ignored: r.ignoreStatus === 1,
            auditScheduleStatus: r.auditScheduleStatus,
            lastEvent: typeof r.lastEvent === 'string' ? JSON.parse(r.lastEvent) : r.lastEvent,
            checkReportDone: r.checkReportDone === true || String(r.checkReportDone) === 'true',
            typesetterId: r.typesetterId,
            withdrawalPending: r.withdrawalPending === true || String(r.withdrawalPending) === 'true',
            fundPending,
            fundAuditDue,
            foundationStatus: r.foundationStatus,
          },
          config: {
            reviewStages: r.stages as Switches,
            productionSteps: r.steps as Switches,
            proofRounds: r.proofRounds,
          },
        },
      ];
    }),
  );
}
