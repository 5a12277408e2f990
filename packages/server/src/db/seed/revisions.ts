import { REVISABLE_STATUSES } from '@jb/contract/revisionRules';
import type { RevisionValues } from '@jb/contract/schemas/revisions';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { applyRevision } from '../../modules/revisions/authorSide.ts';
import { decideRevision } from '../../modules/revisions/decide.ts';
import { currentValues } from '../../modules/revisions/values.ts';
import type { Tx } from '../client.ts';
import { authors, manuscripts } from '../schema/index.ts';
import { seedStaff } from './actor.ts';
import { seedDeps } from './manuscripts.ts';

type Change = (v: RevisionValues) => Partial<RevisionValues>;

/** Each application: what it changes, why, and what the review did with it. */
const APPLICATIONS: {
  change: Change;
  reason: string;
  outcome: 'draft' | 'waiting' | 'pass' | 'fail';
  note: string;
}[] = [
  {
    change: (v) => ({
      authors: [
        ...v.authors.map((a) => ({ ...a, corresponding: false })),
        { name: '王晓梅', affiliation: '中国农业科学院', email: 'wangxm@example.com', corresponding: true },
      ],
    }),
    reason: '漏列一位作者，并更正通讯作者',
    outcome: 'waiting',
    note: '',
  },
  {
    change: (v) => ({ keywords: `${v.keywords}；田间试验`.replace(/^；/, '') }),
    reason: '补充关键词',
    outcome: 'pass',
    note: '同意修改',
  },
  {
    change: (v) => ({ title: `${v.title}（修订版）` }),
    reason: '标题需要调整',
    outcome: 'fail',
    note: '已出版清样不宜修改标题，请与编辑部联系',
  },
  {
    change: () => ({
      foundationFlag: true,
      fundName: '国家自然科学基金',
      fundNumber: '32172001',
      fundLevel: 1,
    }),
    reason: '补充基金资助信息',
    outcome: 'draft',
    note: '',
  },
];

/**
 * 修改申请 in every state (docs/author-requests.md), through the revision services on the press's
 * newest manuscripts from acceptance to publication: one waiting (a byline change), one passed (the
 * keywords, changed on the manuscript with its timeline line), one failed with the reason, and one
 * draft the author has not submitted.
 */
export async function seedRevisions(tx: Tx, pressId: number, adminId: number): Promise<void> {
  const staff = seedStaff(pressId, adminId);
  const deps = seedDeps(tx);
  const rows = await tx
    .select({ id: manuscripts.id, authorId: manuscripts.authorId, journalId: manuscripts.journalId })
    .from(manuscripts)
    .innerJoin(authors, eq(authors.id, manuscripts.authorId))
    .where(and(eq(manuscripts.pressId, pressId), inArray(manuscripts.status, [...REVISABLE_STATUSES])))
    // The demo site author's own last: theirs stay free for the author to apply on (and the journey).
    .orderBy(sql`${authors.phone} = '13700000001'`, desc(manuscripts.id))
    .limit(20);
  let next = 0;
  for (const m of rows) {
    const a = APPLICATIONS[next];
    if (!a) break;
    const now = (await currentValues(tx, m.id))!;
    // Only manuscripts with a byline (an imported history may have none).
    if (now.authors.length === 0) continue;
    next += 1;
    const author = {
      sessionId: 0,
      authorId: m.authorId,
      pressId,
      journalId: m.journalId,
      blacklisted: false,
    };
    const made = await applyRevision(deps.db, author, {
      ...now,
      ...a.change(now),
      manuscriptId: m.id,
      submit: a.outcome !== 'draft',
      reason: a.reason,
      fileIds: [],
    });
    if (a.outcome === 'pass' || a.outcome === 'fail')
      await decideRevision(deps, staff, {
        id: made.id,
        version: made.version,
        decision: a.outcome,
        note: a.note,
      });
  }
}
