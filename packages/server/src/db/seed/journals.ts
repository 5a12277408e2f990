import { plannedIssueDates } from '@jb/contract/issuePlan';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import {
  journalColumns,
  journalFees,
  journalIssues,
  journalReviews,
  journals,
  unitLevels,
} from '../schema/index.ts';

const COLUMNS = ['研究论文', '综述', '技术报告', '简讯'];

/** The submission notice authors read before the form (sanitized HTML, as the notice screen stores it). */
const NOTICE =
  '<p><strong>投稿须知</strong></p><ol><li>来稿须为未公开发表的原创成果，严禁一稿多投。</li>' +
  '<li>稿件请提交 Word 或 PDF 文件，正文不少于 5000 字，并附中英文摘要和关键词。</li>' +
  '<li>受基金资助的论文请填写基金名称、编号并上传立项证明。</li>' +
  '<li>本刊收取预付审稿费 500 元，汇款确认后进入初审。</li></ol>';

/**
 * Demo rows of journal configuration for a press: fees, columns and this year's issues of its open
 * journals, one journal waiting for review and one rejected, and unit levels.
 */
export async function seedJournals(
  tx: Tx,
  pressId: number,
  adminId: number,
  operatorId: number,
): Promise<void> {
  const open = await tx.select().from(journals).where(eq(journals.pressId, pressId)).orderBy(journals.id);
  const year = new Date().getUTCFullYear();
  // In force since last year began: the demo's history (up to 400 days back) was charged them.
  const since = `${year - 1}-01-01`;
  for (const [i, j] of open.entries()) {
    await tx.insert(journalFees).values([
      { journalId: j.id, feeType: 1, amountFen: 50_000, validFrom: since },
      { journalId: j.id, feeType: 3, amountFen: 180_000 + i * 20_000, validFrom: since },
      { journalId: j.id, feeType: 4, amountFen: 100_000, validFrom: since },
      { journalId: j.id, feeType: 6, amountFen: 3_000, validFrom: since, validTo: `${year}-12-31` },
    ]);
    await tx.update(journals).set({ notice: NOTICE }).where(eq(journals.id, j.id));
    await tx
      .insert(journalColumns)
      .values(COLUMNS.map((name, k) => ({ journalId: j.id, name, sort: k + 1, enabled: k < 3 })));
    const dates = plannedIssueDates(year, j.frequency);
    await tx.insert(journalIssues).values(
      dates.map((plannedDate, k) => ({
        journalId: j.id,
        year,
        volume: year - 2010 + i,
        number: k + 1,
        plannedDate,
        pageBudget: 96,
        status: plannedDate < new Date().toISOString().slice(0, 10) ? 2 : 0,
        actualDate: plannedDate < new Date().toISOString().slice(0, 10) ? plannedDate : null,
      })),
    );
    await tx.insert(journalReviews).values([
      { journalId: j.id, action: 'apply', actorId: adminId },
      { journalId: j.id, action: 'pass', actorId: operatorId },
    ]);
  }
  const [waiting, rejected] = await tx
    .insert(journals)
    .values([
      {
        pressId,
        code: 'znzzjs',
        name: '智能制造技术',
        issn: '2161-8810',
        cn: '11-2010/TH',
        sponsor: '华夏科技期刊出版社',
        frequency: 4,
        status: 1,
      },
      {
        pressId,
        code: 'hyyyy',
        name: '海洋与渔业',
        issn: null,
        cn: null,
        sponsor: '华夏科技期刊出版社',
        frequency: 3,
        status: 3,
      },
      { pressId, code: 'xnycl', name: '新能源材料（筹）', frequency: 5, status: 0 },
    ])
    .returning({ id: journals.id });
  await tx.insert(journalReviews).values([
    { journalId: waiting!.id, action: 'apply', actorId: adminId },
    { journalId: rejected!.id, action: 'apply', actorId: adminId },
    {
      journalId: rejected!.id,
      action: 'reject',
      reason: '缺少 ISSN 和 CN 号，请补充后重新申请',
      actorId: operatorId,
    },
  ]);
  await tx.insert(unitLevels).values([
    { pressId, name: '普通单位', rangeStart: 0, rangeEnd: 59, sort: 0 },
    { pressId, name: '重点单位', rangeStart: 60, rangeEnd: 89, sort: 1 },
    { pressId, name: '核心单位', rangeStart: 90, rangeEnd: 0, sort: 2 },
  ]);
}
