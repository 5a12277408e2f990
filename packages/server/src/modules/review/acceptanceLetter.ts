import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  authors,
  journals,
  manuscriptAuthors,
  manuscriptEvents,
  manuscriptFiles,
  manuscripts,
  orders,
  presses,
} from '../../db/schema/index.ts';
import type { BlobStore } from '../../platform/files/blobStore.ts';
import { keepGeneratedPdf } from '../../platform/files/generatedPdf.ts';
import type { JobHandler } from '../../platform/jobs/jobs.ts';
import { renderPdf } from '../../platform/pdf.ts';
import { chinaDate } from '../manuscripts/service.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { effectiveTemplate, noticeLang } from '../notifications/notify.ts';
import { type LetterFacts, letterBlocks, letterFileName, letterOffice } from './letterText.ts';

export const LETTER_ROLE = 'acceptanceLetter';

async function factsOf(db: Db, manuscriptId: number, eventId: number) {
  const [m] = await db
    .select({
      pressId: manuscripts.pressId,
      journalId: manuscripts.journalId,
      articleNo: manuscripts.articleNo,
      title: manuscripts.title,
      journal: journals.name,
      press: presses.name,
      author: authors.name,
    })
    .from(manuscripts)
    .innerJoin(journals, eq(journals.id, manuscripts.journalId))
    .innerJoin(presses, eq(presses.id, manuscripts.pressId))
    .innerJoin(authors, eq(authors.id, manuscripts.authorId))
    .where(eq(manuscripts.id, manuscriptId));
  if (!m) return null;
  const [event] = await db
    .select({ at: manuscriptEvents.createdAt, actorId: manuscriptEvents.actorId })
    .from(manuscriptEvents)
    .where(eq(manuscriptEvents.id, eventId));
  const byline = await db
    .select({ name: manuscriptAuthors.name })
    .from(manuscriptAuthors)
    .where(eq(manuscriptAuthors.manuscriptId, manuscriptId))
    .orderBy(asc(manuscriptAuthors.position));
  const [fee] = await db
    .select({ amountFen: orders.amountFen })
    .from(orders)
    .where(
      and(
        eq(orders.manuscriptId, manuscriptId),
        eq(orders.feeType, FeeType.ACCEPTANCE),
        ne(orders.payStatus, OrderPayStatus.CANCELLED),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  const facts: LetterFacts = {
    press: m.press,
    journal: m.journal,
    articleNo: m.articleNo,
    title: m.title,
    authors: byline.length ? byline.map((a) => a.name) : [m.author],
    day: chinaDate(event?.at ?? new Date()).day,
    feeFen: fee?.amountFen ?? null,
  };
  return { pressId: m.pressId, journalId: m.journalId, confirmedBy: event?.actorId ?? 0, facts };
}

/**
 * The letter as a PDF: in the journal's notice language, from the wording in force for it (the
 * journal's own template `acceptanceLetter`, else the press's, else the built-in one).
 */
async function letterPdf(db: Db, read: NonNullable<Awaited<ReturnType<typeof factsOf>>>) {
  const lang = await noticeLang(db, read.journalId);
  const wording = await effectiveTemplate(db, read.pressId, read.journalId, 'acceptanceLetter', lang);
  const { title, blocks } = letterBlocks(read.facts, wording, lang);
  const name = letterFileName(read.facts.articleNo, lang);
  const pdf = await renderPdf({ title: title || name, author: letterOffice(read.facts, lang) }, blocks);
  return { pdf, name };
}

export interface LetterDeps {
  db: Db;
  store: BlobStore;
  notifier: Notifier;
}

/**
 * The acceptance letter of a manuscript whose acceptance was confirmed (QUEUES.acceptanceLetter,
 * queued by the confirmation in its transaction): the PDF is made, kept in the file store, listed
 * with the manuscript's files (staff and the author's site) and sent to the author with the
 * templated "accepted" notice. Once per manuscript: a retried job finds the letter and stops.
 */
export function acceptanceLetterJob(deps: LetterDeps): JobHandler<{ manuscriptId: number; eventId: number }> {
  return async ({ data }) => {
    const has = (db: Db) =>
      db
        .select({ id: manuscriptFiles.id })
        .from(manuscriptFiles)
        .where(
          and(eq(manuscriptFiles.manuscriptId, data.manuscriptId), eq(manuscriptFiles.role, LETTER_ROLE)),
        )
        .limit(1);
    if ((await has(deps.db)).length) return;
    const read = await factsOf(deps.db, data.manuscriptId, data.eventId);
    if (!read) return;
    const { pdf, name } = await letterPdf(deps.db, read);
    const record = await keepGeneratedPdf(deps.store, pdf, {
      pressId: read.pressId,
      name,
      kind: LETTER_ROLE,
      madeBy: read.confirmedBy,
    });
    await deps.db.transaction(async (tx) => {
      if ((await has(tx as unknown as Db)).length) return;
      const fileId = await record(tx);
      await tx.insert(manuscriptFiles).values({ manuscriptId: data.manuscriptId, fileId, role: LETTER_ROLE });
      await deps.notifier.toAuthor(tx, data.manuscriptId, 'accepted', {}, [{ fileId, name }]);
    });
  };
}
