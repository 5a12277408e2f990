import { FEE_TYPE } from '@jb/contract/enums/journal';
import { type Lang, pick } from '@jb/contract/i18n';
import { fenToYuan } from '@jb/contract/money';
import type { PerfRow, perfQuery } from '@jb/contract/schemas/caibianPerf';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { pressCondition } from '../../platform/tenancy.ts';
import { chinaTime, EXPORT_LIMIT, sendXlsxBook, type XlsxColumn, xlsxSheet } from '../../platform/xlsx.ts';
import { referredOrderRows } from './orderRows.ts';
import { referredPaidIn } from './referred.ts';
import { perfSummary } from './summary.ts';

type OrderRow = Awaited<ReturnType<typeof referredOrderRows>>[number];
const c = <T>(zh: string, en: string, value: XlsxColumn<T>['value'], width?: number): XlsxColumn<T> => ({
  title: { zh, en },
  value,
  ...(width ? { width } : {}),
});

/** The totals per editor (as the screen shows them) and the orders behind them, on two sheets. */
export async function exportPerf(
  db: Db,
  auth: AuthContext,
  q: z.infer<typeof perfQuery>,
  reply: FastifyReply,
  lang: Lang,
) {
  const summary = await perfSummary(db, auth, q);
  const editorId = summary.selfOnly ? auth.userId : q.editorId;
  const rows = await referredOrderRows(
    db,
    referredPaidIn(pressCondition(auth, orders.pressId), q.from, q.to, editorId),
  ).limit(EXPORT_LIMIT);
  const period = `${q.from} ~ ${q.to}`;
  const totals = xlsxSheet<PerfRow>({
    title: { zh: '采编绩效汇总', en: 'Totals' },
    rows: summary.rows,
    columns: [
      c('期间', 'Period', () => period, 24),
      c('采编', 'Editor', (r) => r.editorName),
      c('账号', 'Account', (r) => r.account),
      c('推荐稿件', 'Manuscripts', (r) => r.manuscripts, 12),
      c('已付订单', 'Paid orders', (r) => r.orders, 12),
      c('实收金额（元）', 'Paid (yuan)', (r) => fenToYuan(r.paidFen)),
      c('提成（元）', 'Commission (yuan)', (r) => fenToYuan(r.commissionFen)),
      c('已结算（元）', 'Paid out (yuan)', (r) => fenToYuan(r.paidOutFen)),
      c('待结算（元）', 'To pay (yuan)', (r) => fenToYuan(r.unpaidFen)),
    ],
  });
  const detail = xlsxSheet<OrderRow>({
    title: { zh: '订单明细', en: 'Orders' },
    rows,
    columns: [
      c('采编', 'Editor', (r) => r.editorName),
      c('订单号', 'Order', (r) => r.orderNum),
      c('稿件编号', 'Article no.', (r) => r.articleNo),
      c('稿件标题', 'Title', (r) => r.title, 40),
      c('费用类型', 'Fee type', (r) => pick(FEE_TYPE[r.feeType] ?? { zh: '', en: '' }, lang)),
      c('订单金额（元）', 'Amount (yuan)', (r) => fenToYuan(r.amountFen)),
      c('实收金额（元）', 'Paid (yuan)', (r) => fenToYuan(r.paidFen)),
      c('支付时间', 'Paid at', (r) => chinaTime(r.paidAt), 20),
      c('提成（元）', 'Commission (yuan)', (r) => fenToYuan(r.commissionFen)),
      c('提成已结算', 'Commission paid', (r) =>
        r.commissionPaymentId === null
          ? pick({ zh: '否', en: 'No' }, lang)
          : pick({ zh: '是', en: 'Yes' }, lang),
      ),
    ],
  });
  return sendXlsxBook(reply, lang, 'caibian-perf', [totals, detail]);
}
