import { createHash } from 'node:crypto';
import { FILM_FILE_KIND } from '@jb/contract/schemas/issueProduction';
import { Status } from '@jb/contract/workflow';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { chinaDate } from '../../modules/manuscripts/service.ts';
import { recordPublication } from '../../modules/publication/publish.ts';
import type { BlobStore } from '../../platform/files/blobStore.ts';
import { deflatedEntry, zipOf } from '../../platform/files/zipWriter.ts';
import { renderPdf } from '../../platform/pdf.ts';
import type { Tx } from '../client.ts';
import {
  archiveChecks,
  issueFilms,
  issuePlacements,
  issuePrintings,
  journalIssues,
  journals,
  manuscripts,
} from '../schema/index.ts';
import { seedStaff } from './actor.ts';
import { seedDeposit } from './crossrefDeposits.ts';
import { demoUpload } from './manuscripts.ts';

const DAY = 86_400_000;
/** Past film output: the issue's film package was uploaded. */
const FILMED: readonly number[] = [
  Status.FILM_ALTERATION,
  Status.PROOF_CONFIRMATION,
  Status.TO_PRESS,
  Status.PRINTING,
  Status.MAILING,
  Status.PUBLISHED,
  Status.ARCHIVED,
];
/** Printing started (at 210 the older of two issues is complete); printed ones after it. */
const PRINTED: readonly number[] = [Status.MAILING, Status.PUBLISHED, Status.ARCHIVED];
const PUBLISHED: readonly number[] = [Status.PUBLISHED, Status.ARCHIVED];
const PRINTING_HOUSES = ['北京新华印刷有限公司', '中国农业出版社印刷厂', '河北鑫兆源印刷有限公司'];

/**
 * Film output and printing's demo rows: each issue whose articles are past film output has its film
 * package (a real zip of one PDF per article, named by article number, as the film call takes it);
 * issues at printing and after have their printing record, complete once printed (and at printing
 * for every other one); published and archived issues have their articles' DOIs and pages. The issue
 * at film output (190) is left for the user to upload.
 */
export async function seedIssueProduction(tx: Tx, store: BlobStore, pressId: number, adminId: number) {
  const rows = await tx
    .select({
      issueId: issuePlacements.issueId,
      journalName: journals.name,
      plannedDate: journalIssues.plannedDate,
      id: manuscripts.id,
      articleNo: manuscripts.articleNo,
      status: manuscripts.status,
    })
    .from(issuePlacements)
    .innerJoin(manuscripts, eq(manuscripts.id, issuePlacements.manuscriptId))
    .innerJoin(journalIssues, eq(journalIssues.id, issuePlacements.issueId))
    .innerJoin(journals, eq(journals.id, journalIssues.journalId))
    .where(and(eq(manuscripts.pressId, pressId), inArray(manuscripts.status, FILMED)))
    .orderBy(asc(issuePlacements.issueId), asc(issuePlacements.position));
  // Each demo journal has its DOI prefix (a test prefix of Crossref's kind), so issues can be published.
  await tx
    .update(journals)
    .set({ doiPrefix: sql`'10.' || (13300 + ${journals.id})::text` })
    .where(and(eq(journals.pressId, pressId), eq(journals.doiPrefix, '')));
  const issues = new Map<number, typeof rows>();
  for (const r of rows) issues.set(r.issueId, [...(issues.get(r.issueId) ?? []), r]);
  let k = 0;
  for (const [issueId, articles] of issues) {
    const first = articles[0]!;
    const page = await renderPdf({ title: `${first.journalName} 出片`, author: '排版部' }, [
      { kind: 'title', text: `${first.journalName}（印刷用 PDF）` },
      { kind: 'paragraph', text: '本文件为出片 PDF，用于清样确认和印刷。' },
    ]);
    const bytes = zipOf(articles.map((a) => deflatedEntry(`${a.articleNo}.pdf`, page)));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await store.putBytes(sha256, bytes, 'application/zip');
    const fileId = await demoUpload(
      tx,
      { sha256, sizeBytes: bytes.length, type: 'zip', mime: 'application/zip' },
      `${first.journalName}-出片.zip`,
      { pressId, type: 'staff', id: adminId },
      FILM_FILE_KIND,
    );
    const planned = new Date(`${first.plannedDate}T00:00:00Z`).getTime();
    const filmedAt = new Date(Math.min(Date.now() - 20 * DAY, planned - 30 * DAY));
    await tx.insert(issueFilms).values({
      issueId,
      fileId,
      kind: 'output',
      entries: articles.map((a) => ({
        name: `${a.articleNo}.pdf`,
        manuscriptId: a.id,
        sizeBytes: page.length,
      })),
      uploadedBy: adminId,
      uploadedAt: filmedAt,
    });
    const status = first.status;
    if (PUBLISHED.includes(status)) {
      const [issue] = await tx.select().from(journalIssues).where(eq(journalIssues.id, issueId));
      await recordPublication(
        tx,
        seedStaff(pressId, adminId),
        issue!,
        issue!.actualDate ?? issue!.plannedDate,
      );
      const archived = articles.some((a) => a.status === Status.ARCHIVED);
      await seedDeposit(tx, issueId, adminId, archived);
      // Archived issues passed their archive check. A published one's first check found its first
      // article's final PDF missing from the store (put back since): it waits for the next check.
      if (archived)
        await tx.insert(archiveChecks).values({
          issueId,
          state: 'passed',
          requestedBy: adminId,
          requestedAt: new Date(),
          finishedAt: new Date(),
        });
      else
        await tx.insert(archiveChecks).values({
          issueId,
          state: 'failed',
          findings: [{ manuscriptId: first.id, articleNo: first.articleNo, problem: 'finalPdfLost' }],
          requestedBy: adminId,
          requestedAt: new Date(),
          finishedAt: new Date(),
        });
    }
    if (status !== Status.PRINTING && !PRINTED.includes(status)) continue;
    const complete = PRINTED.includes(status) || k++ % 2 === 1;
    await tx.insert(issuePrintings).values({
      issueId,
      printingHouse: PRINTING_HOUSES[issueId % PRINTING_HOUSES.length]!,
      runSize: 2000 + (issueId % 5) * 500,
      startedBy: adminId,
      startedAt: new Date(filmedAt.getTime() + 7 * DAY),
      copiesDelivered: complete ? 1980 + (issueId % 5) * 500 : null,
      completedOn: complete ? chinaDate(new Date(filmedAt.getTime() + 14 * DAY)).day : null,
      completedBy: complete ? adminId : null,
    });
  }
}
