import { type Lang, pick } from '@jb/contract/i18n';
import { fenToYuan } from '@jb/contract/money';
import { EXPERT_FEE_RULES, ExpertFeeBatchStatus } from '@jb/contract/schemas/expertFees';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { expertFeeBatches, expertReviews, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { pressCondition } from '../../platform/tenancy.ts';
import { sendXlsx, type XlsxColumn } from '../../platform/xlsx.ts';
import { feesOf } from './queries.ts';

interface Line {
  accountName: string;
  bankName: string;
  bankAccount: string;
  totalFen: number;
  count: number;
}

/**
 * The bank's batch transfer file (代发) of a payment batch: one line per payee (an expert's fees of
 * the batch summed), the amount in yuan with two decimals, the batch number in each remark.
 */
export async function exportBankFile(db: Db, auth: AuthContext, id: number, reply: FastifyReply, lang: Lang) {
  const [batch] = await db
    .select()
    .from(expertFeeBatches)
    .where(and(eq(expertFeeBatches.id, id), pressCondition(auth, expertFeeBatches.pressId)));
  if (!batch) throw errors.notFound();
  if (batch.status === ExpertFeeBatchStatus.CANCELLED)
    throw errors.validation([{ path: 'id', ...EXPERT_FEE_RULES.cancelled }]);
  const fees = await feesOf(db, eq(expertReviews.feeBatchId, batch.id)).orderBy(
    users.name,
    expertReviews.invitationId,
  );
  const byExpert = new Map<number, Line>();
  for (const f of fees) {
    const line = byExpert.get(f.expertId) ?? { ...f, totalFen: 0, count: 0 };
    line.totalFen += f.feeFen;
    line.count += 1;
    byExpert.set(f.expertId, line);
  }
  const remark = (l: Line) =>
    pick(
      {
        zh: `审稿费 批次${batch.batchNo}（${l.count}篇）`,
        en: `Review fees, batch ${batch.batchNo} (${l.count})`,
      },
      lang,
    );
  const c = (zh: string, en: string, value: XlsxColumn<Line & { n: number }>['value'], width?: number) => ({
    title: { zh, en },
    value,
    width,
  });
  return sendXlsx(
    reply,
    lang,
    `expert-fees-${batch.batchNo}`,
    { zh: '代发明细', en: 'Transfers' },
    [
      c('序号', 'No.', (l) => l.n, 8),
      c('收款人户名', 'Payee name', (l) => l.accountName),
      c('开户银行', 'Bank', (l) => l.bankName, 28),
      c('收款账号', 'Account number', (l) => l.bankAccount, 26),
      c('金额（元）', 'Amount (yuan)', (l) => fenToYuan(l.totalFen), 14),
      c('备注', 'Remark', remark, 36),
    ],
    [...byExpert.values()].map((l, i) => ({ ...l, n: i + 1 })),
  );
}
