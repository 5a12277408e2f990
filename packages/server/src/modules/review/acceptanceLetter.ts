import { createHash } from 'node:crypto';
import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import { fenToYuan } from '@jb/contract/money';
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
  storedFiles,
} from '../../db/schema/index.ts';
import type { BlobStore } from '../../platform/files/blobStore.ts';
import type { JobHandler } from '../../platform/jobs/jobs.ts';
import { type PdfBlock, renderPdf } from '../../platform/pdf.ts';
import { chinaDate } from '../manuscripts/service.ts';
import type { Notifier } from '../notifications/notifier.ts';

export const LETTER_ROLE = 'acceptanceLetter';

/** What the letter says, read from the manuscript when acceptance was confirmed. */
export interface LetterFacts {
  press: string;
  journal: string;
  articleNo: string;
  title: string;
  /** The byline, in order (the submitting author when the byline is empty). */
  authors: string[];
  /** The China day acceptance was confirmed (YYYY-MM-DD). */
  day: string;
  /** The acceptance fee in fen, or null when the journal charges none. */
  feeFen: number | null;
}

const chineseDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

/** The acceptance letter's blocks (zh-CN: the letters of Chinese journals are in Chinese). */
export function letterBlocks(f: LetterFacts): PdfBlock[] {
  const names = f.authors.join('、');
  return [
    { kind: 'title', text: `《${f.journal}》录用通知` },
    { kind: 'paragraph', text: `尊敬的${names}：` },
    {
      kind: 'paragraph',
      text: `您投寄本刊的稿件《${f.title}》（稿件编号 ${f.articleNo}）经审稿专家评审和编辑部终审，决定予以录用，特此通知。`,
    },
    {
      kind: 'fields',
      rows: [
        ['稿件编号', f.articleNo],
        ['稿件题目', f.title],
        ['作者', names],
        ['录用日期', chineseDay(f.day)],
        [
          '录用费',
          f.feeFen === null ? '本刊不收取录用费' : `${fenToYuan(f.feeFen)} 元（请登录投稿系统按订单支付）`,
        ],
      ],
    },
    {
      kind: 'paragraph',
      text: '稿件将进入排期、编校和出版流程，编辑部如需您修改校样将另行通知。感谢您对本刊的支持！',
    },
    { kind: 'signature', lines: [`《${f.journal}》编辑部`, f.press, chineseDay(f.day)] },
  ];
}

async function factsOf(db: Db, manuscriptId: number, eventId: number) {
  const [m] = await db
    .select({
      pressId: manuscripts.pressId,
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
  return { pressId: m.pressId, confirmedBy: event?.actorId ?? 0, facts };
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
    const pdf = await renderPdf(
      { title: `录用通知 ${read.facts.articleNo}`, author: `《${read.facts.journal}》编辑部` },
      letterBlocks(read.facts),
    );
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    await deps.store.putBytes(sha256, pdf, 'application/pdf');
    const name = `录用通知-${read.facts.articleNo}.pdf`;
    await deps.db.transaction(async (tx) => {
      if ((await has(tx as unknown as Db)).length) return;
      const [file] = await tx
        .insert(storedFiles)
        .values({
          pressId: read.pressId,
          sha256,
          sizeBytes: pdf.length,
          type: 'pdf',
          mime: 'application/pdf',
          name,
          kind: LETTER_ROLE,
          uploadedByType: 'staff',
          uploadedBy: read.confirmedBy,
        })
        .returning({ id: storedFiles.id });
      await tx
        .insert(manuscriptFiles)
        .values({ manuscriptId: data.manuscriptId, fileId: file!.id, role: LETTER_ROLE });
      await deps.notifier.toAuthor(tx, data.manuscriptId, 'accepted', {}, [{ fileId: file!.id, name }]);
    });
  };
}
