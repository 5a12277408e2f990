import { z } from 'zod';
import { authorDetail, authorListQuery, authorRow } from './authorManagement.ts';
import { optionalId, pageOf, pageQuery, sortParam, textFilter } from './list.ts';
import { manuscriptDetail, manuscriptEvent, manuscriptListQuery, orderBrief } from './staffManuscripts.ts';

/**
 * The acquisition editor's portal (/caibian): their authors and those authors' manuscripts, and the
 * press's other manuscripts as 全部稿件 shows them. The scope is the server's (docs/acquisition-editors.md).
 */

/** 我的作者: the editor's authors by name, phone, e-mail or affiliation. */
export const myAuthorQuery = authorListQuery;

export const myAuthorRow = authorRow.extend({
  /** The editor registered the author (else the author is theirs through a referred manuscript). */
  registeredByMe: z.boolean(),
});
export const myAuthorPage = pageOf(myAuthorRow);

/** One of the editor's authors with the editor's manuscripts of theirs and those manuscripts' orders. */
export const myAuthorDetail = myAuthorRow.extend({
  manuscripts: authorDetail.shape.manuscripts,
  orders: authorDetail.shape.orders,
});

/** 稿件查询: the manuscript list's own filters, over the editor's manuscripts. */
export const myManuscriptQuery = manuscriptListQuery;

/** 全部稿件: the press's manuscripts of the journals the editor serves; title, journal, status, day. */
export const allManuscriptQuery = z.object({
  ...pageQuery,
  sort: sortParam(['submittedAt', 'status'] as const, 'submittedAt'),
  status: manuscriptListQuery.shape.status,
  journalId: optionalId,
  submittedFrom: manuscriptListQuery.shape.submittedFrom,
  submittedTo: manuscriptListQuery.shape.submittedTo,
  /** In the title. */
  title: textFilter,
});

export const allManuscriptRow = z.object({
  id: z.number(),
  title: z.string(),
  journalId: z.number(),
  journalName: z.string(),
  status: z.number(),
  submittedAt: z.string(),
  /** One of the editor's own: its detail opens from the row. */
  mine: z.boolean(),
});
export const allManuscriptPage = pageOf(allManuscriptRow);

/**
 * 稿件详情 as the editor reads it: the manuscript, its byline and orders, and a timeline of what
 * happened when — no notes (review opinions stay inside), and a staff member named only when it is
 * the editor themselves (no reviewer or expert identities).
 */
export const myManuscriptDetail = manuscriptDetail
  .pick({
    id: true,
    version: true,
    articleNo: true,
    title: true,
    journalId: true,
    journalName: true,
    columnName: true,
    authorName: true,
    authorBlacklisted: true,
    authorPhone: true,
    status: true,
    submittedAt: true,
    payStatus: true,
    foundationFlag: true,
    fundName: true,
    fundNumber: true,
    fundLevel: true,
    natureArticleType: true,
    reviewProcessVersion: true,
    productionProcessVersion: true,
    keywords: true,
    abstract: true,
    subjectName: true,
    referrerName: true,
    authors: true,
  })
  .extend({
    orders: z.array(orderBrief),
    events: z.array(
      manuscriptEvent.pick({
        id: true,
        action: true,
        fromStatus: true,
        toStatus: true,
        actorType: true,
        actorName: true,
        createdAt: true,
      }),
    ),
  });
