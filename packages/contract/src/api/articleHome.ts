import {
  afterEmploymentQuery,
  allotListQuery,
  businessAuditQuery,
  homeList,
  homeListQuery,
} from '../schemas/articleHome.ts';
import { defineCall } from './define.ts';

/**
 * The editors' homes (SPEC §7 /sys/articleHome; /editorialReview/shouye and the counts of
 * /manage/welcome): for the signed-in person, each stage's count of work and the list behind it.
 */
const tags = ['articleHome'] as const;
const access = { permission: 'editorialReview.shouye' } as const;

export const queryArticleAuditList = defineCall({
  method: 'GET',
  path: '/sys/articleHome/queryArticleAuditList',
  access,
  tags,
  summary:
    'Review work waiting for me: per stage I audit, what is allocated to me (or waits, where the stage is not allocated) and what is past due, with the list',
  query: homeListQuery,
  response: homeList,
});

export const queryArticleAllotList = defineCall({
  method: 'GET',
  path: '/sys/articleHome/queryArticleAllotList',
  access,
  tags,
  summary:
    'Allocation work: per stage I allocate, what waits to be allocated and what I allocated that is still open (and past due), with the list',
  query: allotListQuery,
  response: homeList,
});

export const queryArticleAfterEmploymentList = defineCall({
  method: 'GET',
  path: '/sys/articleHome/queryArticleAfterEmploymentList',
  access,
  tags,
  summary:
    'After acceptance: per production group I work (scheduling, typesetting, proofreading, film, printing, mailing, publication, archiving), the manuscripts at its statuses in my journals, with the list',
  query: afterEmploymentQuery,
  response: homeList,
});

export const queryArticleBusinessAuditList = defineCall({
  method: 'GET',
  path: '/sys/articleHome/queryArticleBusinessAuditList',
  // The acquisition editor's home (/caibian/cbIndex): their own referrals only.
  access: { permission: 'caibian.cbIndex' },
  tags,
  summary:
    'Business audit: the manuscripts I referred that wait on a business step (prepaid fee unpaid, acceptance to confirm, returned for revision), a count per step, with the list',
  query: businessAuditQuery,
  response: homeList,
});
