import type { PublishedArticle } from '@jb/contract/schemas/publication';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { journalIssues, journals, presses, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { contentDisposition } from '../../platform/files/disposition.ts';
import { issueArticles, publishedIssue } from './articles.ts';

/**
 * The Crossref deposit of a published issue (metadata deposit schema 5.3.1): the journal, the issue
 * and each article with its byline, publication date, pages and DOI, its resource the journal's
 * page on the platform. Made from the stored publication rows each time it is asked for; the job of
 * depositJob.ts sends it to Crossref (docs/production.md).
 */

/** Text as XML 1.0 allows it: the five specials escaped, characters XML cannot hold left out. */
const xmlText = (s: string) =>
  [...s]
    .filter((c) => {
      const n = c.codePointAt(0)!;
      return n === 0x9 || n === 0xa || n === 0xd || (n >= 0x20 && n !== 0xfffe && n !== 0xffff);
    })
    .join('')
    .replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
    );
const el = (name: string, text: string | number) => `<${name}>${xmlText(String(text))}</${name}>`;

/** Chinese two-character surnames (复姓), which a name keeps whole as its surname. */
const COMPOUND_SURNAMES = new Set(
  '欧阳 司马 上官 诸葛 东方 皇甫 尉迟 公孙 慕容 令狐 长孙 宇文 司徒 夏侯 轩辕 端木 独孤 南宫 西门 百里 呼延 万俟 闻人 赫连 澹台 申屠 太史 公羊 钟离 司空'.split(
    ' ',
  ),
);

/** A name as Crossref wants it: a Chinese name's surname first (one character, or a compound one), else the last word. */
export function personName(name: string): { given: string; surname: string } {
  const trimmed = name.trim();
  if (/\s/.test(trimmed)) {
    const words = trimmed.split(/\s+/);
    return { surname: words.at(-1)!, given: words.slice(0, -1).join(' ') };
  }
  if (/^\p{Script=Han}{2,}$/u.test(trimmed)) {
    const cut = trimmed.length > 2 && COMPOUND_SURNAMES.has(trimmed.slice(0, 2)) ? 2 : 1;
    return { surname: trimmed.slice(0, cut), given: trimmed.slice(cut) };
  }
  return { surname: trimmed, given: '' };
}

function date(day: string, mediaType: 'print' | 'online' = 'print') {
  const [year, month, dd] = day.split('-');
  return `<publication_date media_type="${mediaType}">${el('month', month!)}${el('day', dd!)}${el('year', year!)}</publication_date>`;
}

function article(a: PublishedArticle, resource: string, language: string) {
  const people = a.authors
    .map((n, k) => {
      const { given, surname } = personName(n);
      return `<person_name sequence="${k === 0 ? 'first' : 'additional'}" contributor_role="author">${given ? el('given_name', given) : ''}${el('surname', surname)}</person_name>`;
    })
    .join('');
  return [
    `<journal_article publication_type="full_text" language="${language}">`,
    `<titles>${el('title', a.title)}</titles>`,
    `<contributors>${people}</contributors>`,
    date(a.publishedOn),
    `<pages>${el('first_page', a.firstPage)}${el('last_page', a.lastPage)}</pages>`,
    `<publisher_item><item_number item_number_type="article_number">${xmlText(a.articleNo)}</item_number></publisher_item>`,
    `<doi_data>${el('doi', a.doi)}${el('resource', resource)}</doi_data>`,
    '</journal_article>',
  ].join('');
}

export interface DepositContext {
  publicUrl: string;
  now?: Date;
}

/** Crossref's timestamp of a deposit: the time as digits, yyyymmddhhmmss (UTC). */
const stampOf = (now: Date) => now.toISOString().replace(/\D/g, '').slice(0, 14);

/** A deposit's doi_batch_id: the journal, the issue and the time it was made. */
export const batchIdOf = (code: string, issue: { year: number; number: number }, now: Date) =>
  `${code}-${issue.year}-${issue.number}-${stampOf(now)}`;

/** The deposit XML of a published issue the caller may see; the caller is the depositor. */
export async function crossrefXml(db: Db, auth: AuthContext, issueId: number, ctx: DepositContext) {
  await publishedIssue(db, auth, issueId);
  return issueDepositXml(db, issueId, { ...ctx, depositorId: auth.userId });
}

/**
 * The deposit XML of a published issue whose scope was checked (or a job's): `depositorId` gives
 * the depositor's e-mail (Crossref mails the submission's result there), `batchId` the batch id
 * (by default made from the time).
 */
export async function issueDepositXml(
  db: Db,
  issueId: number,
  ctx: DepositContext & { depositorId: number; batchId?: string },
) {
  const [issue] = await db.select().from(journalIssues).where(eq(journalIssues.id, issueId));
  const articles = await issueArticles(db, issueId);
  const [journal] = await db
    .select({ code: journals.code, name: journals.name, issn: journals.issn, press: presses.name })
    .from(journals)
    .innerJoin(presses, eq(presses.id, journals.pressId))
    .where(eq(journals.id, issue!.journalId));
  const [depositor] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, ctx.depositorId));
  const now = ctx.now ?? new Date();
  const batchId = ctx.batchId ?? batchIdOf(journal!.code, issue!, now);
  const resource = `${ctx.publicUrl.replace(/\/$/, '')}/submit/${journal!.code}`;
  const language = /\p{Script=Han}/u.test(journal!.name) ? 'zh' : 'en';
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<doi_batch xmlns="http://www.crossref.org/schema/5.3.1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="5.3.1" xsi:schemaLocation="http://www.crossref.org/schema/5.3.1 https://www.crossref.org/schemas/crossref5.3.1.xsd">',
    '<head>',
    el('doi_batch_id', batchId),
    el('timestamp', stampOf(now)),
    `<depositor>${el('depositor_name', journal!.press)}${el('email_address', depositor?.email || `noreply@${new URL(ctx.publicUrl).hostname}`)}</depositor>`,
    el('registrant', journal!.press),
    '</head>',
    '<body><journal>',
    `<journal_metadata language="${language}">${el('full_title', journal!.name)}${journal!.issn ? `<issn media_type="print">${xmlText(journal!.issn)}</issn>` : ''}</journal_metadata>`,
    `<journal_issue>${date(issue!.actualDate ?? articles[0]!.publishedOn)}<journal_volume>${el('volume', issue!.volume)}</journal_volume>${el('issue', issue!.number)}</journal_issue>`,
    ...articles.map((a) => article(a, resource, language)),
    '</journal></body>',
    '</doi_batch>',
  ].join('\n');
  return {
    xml,
    batchId,
    name: `crossref-${journal!.code}-${issue!.year}-${String(issue!.number).padStart(2, '0')}.xml`,
  };
}

export async function sendCrossref(
  db: Db,
  reply: FastifyReply,
  auth: AuthContext,
  issueId: number,
  ctx: DepositContext,
) {
  const { xml, name } = await crossrefXml(db, auth, issueId, ctx);
  return reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('content-disposition', contentDisposition(name))
    .send(xml);
}
