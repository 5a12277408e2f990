import { RevisionStatus } from '@jb/contract/enums/revision';
import type { FundAuditDetail } from '@jb/contract/schemas/fundAudit';
import type { RevisionValues } from '@jb/contract/schemas/revisions';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  journals,
  manuscriptFiles,
  manuscripts,
  revisionRequests,
  storedFiles,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { assignedCondition, pressCondition } from '../../platform/tenancy.ts';
import { filesNamed } from '../revisions/files.ts';
import { changedFields } from '../revisions/values.ts';
import { fundRows, fundScope, presentFund } from './list.ts';

const FUND_FIELDS = new Set(['foundationFlag', 'fundName', 'fundNumber', 'fundLevel']);

/**
 * The fund's certificates: the manuscript's files of the fund kind (uploaded with the submission),
 * then the supporting files of its revision applications, waiting or passed, that change the fund
 * (the correction's proof). Staff download them through /sys/file/download.
 */
async function certificatesOf(db: Db, manuscriptId: number): Promise<FundAuditDetail['certificates']> {
  const [own, applications] = await Promise.all([
    db
      .select({ id: storedFiles.id, name: storedFiles.name })
      .from(manuscriptFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, manuscriptFiles.fileId))
      .where(and(eq(manuscriptFiles.manuscriptId, manuscriptId), eq(manuscriptFiles.role, 'fundCertificate')))
      .orderBy(asc(manuscriptFiles.id)),
    db
      .select({
        original: revisionRequests.original,
        proposed: revisionRequests.proposed,
        fileIds: revisionRequests.fileIds,
      })
      .from(revisionRequests)
      .where(
        and(
          eq(revisionRequests.manuscriptId, manuscriptId),
          inArray(revisionRequests.status, [RevisionStatus.PENDING, RevisionStatus.PASSED]),
        ),
      )
      .orderBy(asc(revisionRequests.id)),
  ]);
  const fundIds = applications
    .filter((a) =>
      changedFields(a.original as RevisionValues, a.proposed as RevisionValues).some((f) =>
        FUND_FIELDS.has(f),
      ),
    )
    .flatMap((a) => a.fileIds);
  const names = await filesNamed(db, fundIds);
  return [
    ...own.map((f) => ({ ...f, source: 'manuscript' as const })),
    ...fundIds.map((id) => ({ id, name: names.get(id) ?? '', source: 'revision' as const })),
  ];
}

/** One funded manuscript: its fund, the certificates, the same author's other manuscripts citing the number. */
export async function fundAuditDetailOf(db: Db, auth: AuthContext, id: number): Promise<FundAuditDetail> {
  const [x] = await fundRows(db, fundScope(auth, eq(manuscripts.id, id)));
  if (!x) throw errors.notFound();
  const [author] = await db
    .select({ authorId: manuscripts.authorId })
    .from(manuscripts)
    .where(eq(manuscripts.id, id));
  const [certificates, sameFund] = await Promise.all([
    certificatesOf(db, id),
    x.fundNumber.trim() === ''
      ? []
      : db
          .select({
            id: manuscripts.id,
            articleNo: manuscripts.articleNo,
            title: manuscripts.title,
            status: manuscripts.status,
            journalName: journals.name,
            fundName: manuscripts.fundName,
            foundationStatus: manuscripts.foundationStatus,
          })
          .from(manuscripts)
          .innerJoin(journals, eq(journals.id, manuscripts.journalId))
          .where(
            and(
              pressCondition(auth, manuscripts.pressId),
              assignedCondition(auth, manuscripts.journalId),
              eq(manuscripts.authorId, author!.authorId),
              eq(manuscripts.foundationFlag, 1),
              eq(manuscripts.fundNumber, x.fundNumber),
              ne(manuscripts.id, id),
            ),
          )
          .orderBy(asc(manuscripts.id))
          .limit(50),
  ]);
  return { ...presentFund(auth, x), certificates, sameFund };
}
