import { authorRefundableFen } from '@jb/contract/authorActions';
import { annexSupplementAwaited } from '@jb/contract/enums/annex';
import { JournalStatus } from '@jb/contract/schemas/journals';
import { Status } from '@jb/contract/workflow';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  journalColumns,
  journalSubjects,
  journals,
  manuscriptEvents,
  manuscripts,
  orders,
  presses,
  subjects,
} from '../../db/schema/index.ts';
import type { AuthorContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { openRequest } from '../annexAudit/queries.ts';
import { siteJournal } from '../authors/service.ts';
import { openRefundFen } from '../orders/queries.ts';
import { readSettings } from '../settings/service.ts';
import { bylineOf, filesOf } from './detailParts.ts';
import { authorManuscripts, chinaDate, prepaidFee } from './service.ts';

/** What the submission site shows before the form: whether it is open, the notice, the choices. */
export async function siteJournalInfo(db: Db, key: number | { code: string }) {
  const journal = await siteJournal(db, key);
  const [[more], columns, subjectRows, { settings }, fee] = await Promise.all([
    db
      .select({ notice: journals.notice, pressName: presses.name })
      .from(journals)
      .innerJoin(presses, eq(presses.id, journals.pressId))
      .where(eq(journals.id, journal.id)),
    db
      .select({ id: journalColumns.id, name: journalColumns.name, enabled: journalColumns.enabled })
      .from(journalColumns)
      .where(eq(journalColumns.journalId, journal.id))
      .orderBy(asc(journalColumns.sort), asc(journalColumns.id)),
    db
      .select({ id: subjects.id, name: subjects.name })
      .from(journalSubjects)
      .innerJoin(subjects, eq(subjects.id, journalSubjects.subjectId))
      .where(eq(journalSubjects.journalId, journal.id))
      .orderBy(asc(subjects.name)),
    readSettings(db, journal.pressId),
    prepaidFee(db, journal.id, chinaDate(new Date()).day),
  ]);
  return {
    id: journal.id,
    code: journal.code,
    name: journal.name,
    pressName: more!.pressName,
    open: journal.status === JournalStatus.OPEN && settings.contribute.open,
    notice: more!.notice,
    columns,
    subjects: subjectRows,
    prepaidFeeFen: fee,
    upload: { maxFileMb: settings.contribute.maxFileMb, allowedTypes: [...settings.contribute.allowedTypes] },
  };
}

/** One of the author's own manuscripts (another's is not found). */
export async function authorManuscriptDetail(db: Db, author: AuthorContext, id: number) {
  const row = (await authorManuscripts(db, author, id))[0];
  if (!row) throw errors.notFound();
  const [[more], byline, files, ordered, events] = await Promise.all([
    db
      .select({
        keywords: manuscripts.keywords,
        abstract: manuscripts.abstract,
        version: manuscripts.version,
        annexStatus: manuscripts.annexStatus,
        supplementStatus: manuscripts.supplementStatus,
      })
      .from(manuscripts)
      .where(and(eq(manuscripts.id, id), eq(manuscripts.authorId, author.authorId))),
    bylineOf(db, id),
    filesOf(db, id),
    db
      .select({
        id: orders.id,
        orderNum: orders.orderNum,
        feeType: orders.feeType,
        amountFen: orders.amountFen,
        paidFen: orders.paidFen,
        payStatus: orders.payStatus,
        version: orders.version,
        held: openRefundFen(),
      })
      .from(orders)
      .where(eq(orders.manuscriptId, id))
      .orderBy(asc(orders.id)),
    db
      .select({
        fromStatus: manuscriptEvents.fromStatus,
        toStatus: manuscriptEvents.toStatus,
        createdAt: manuscriptEvents.createdAt,
        action: manuscriptEvents.action,
        note: manuscriptEvents.note,
      })
      .from(manuscriptEvents)
      // The author's timeline is the manuscript's moves; reminders reach them as messages instead,
      // and the office's marks that change no status (set aside, meeting) are not theirs to see.
      .where(
        and(
          eq(manuscriptEvents.manuscriptId, id),
          ne(manuscriptEvents.action, 'reminder'),
          sql`${manuscriptEvents.fromStatus} is distinct from ${manuscriptEvents.toStatus}`,
        ),
      )
      .orderBy(asc(manuscriptEvents.id)),
  ]);
  const asked = [...events].reverse().find((e) => e.action === 'returnForRevision');
  const { annexStatus, supplementStatus, ...extra } = more!;
  const request = annexSupplementAwaited({ annexStatus, supplementStatus })
    ? await openRequest(db, id)
    : null;
  const returned = row.status === Status.RETURNED_FOR_REVISION || row.status === Status.REVISION_IN_PROGRESS;
  return {
    ...row,
    ...extra,
    authors: byline,
    files: files.map((f) => ({
      fileId: f.fileId,
      role: f.role,
      revision: f.revision,
      name: f.name,
      sizeBytes: f.sizeBytes,
      createdAt: f.createdAt,
    })),
    orders: ordered.map(({ held, ...o }) => ({
      ...o,
      // The refund rule the request is checked by: paid, not held by an open refund, a status it allows.
      refundableFen: authorRefundableFen(row.status, { ...o, heldFen: held }),
    })),
    // The newest version of the manuscript file is the number of revisions sent.
    revisionNum: Math.max(0, ...files.filter((f) => f.role === 'manuscript').map((f) => f.revision)),
    revisionRequest: returned && asked ? { reason: asked.note, at: asked.createdAt.toISOString() } : null,
    annexRequest: request
      ? { note: request.note, kindNames: request.kindNames, askedAt: request.createdAt }
      : null,
    timeline: events.map((e) => ({
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
