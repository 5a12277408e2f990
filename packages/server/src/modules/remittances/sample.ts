import { FeeType } from '@jb/contract/enums/order';
import { fenToYuan } from '@jb/contract/money';
import { desc, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { contentDisposition } from '../../platform/files/disposition.ts';
import { ordersJoined, payableCondition } from './candidates.ts';
import { chinaToday } from './records.ts';
import { csvField } from './statement/csv.ts';

/** Lines for orders in the sample: prepaid fees first (their manuscripts move on when matched). */
const ORDERS = 6;
const HEADER = ['交易日期', '付款人', '付款账号', '金额', '流水号', '摘要'];

/**
 * A bank statement to try the import with (下载示例流水): a line for each of a few unpaid orders of
 * the person's press and journals (the amount due, the article or order number in the remark, as
 * payers write it) and one line no order fits. Its bank references are fixed per order, so importing
 * it again skips the lines already imported.
 */
export async function sendSampleStatement(db: Db, auth: AuthContext, reply: FastifyReply) {
  const rows = await ordersJoined(db)
    .where(payableCondition(auth))
    .orderBy(sql`${orders.feeType} = ${FeeType.PREPAID} desc`, desc(orders.id))
    .limit(ORDERS);
  const today = chinaToday();
  const lines = rows.map((o, i) => [
    today,
    o.authorName,
    `6222 0210 0${String(1000 + i).padStart(4, '0')} 8837`,
    fenToYuan(o.dueFen),
    `SAMPLE-${o.orderNum}`,
    o.feeType === FeeType.PREPAID ? `稿件编号 ${o.articleNo} 审稿费` : `订单 ${o.orderNum}`,
  ]);
  lines.push([
    today,
    '华东理工大学财务处',
    '1001 2345 6789 0001',
    '800.00',
    `SAMPLE-${today}-CONF`,
    '会议注册费',
  ]);
  const csv = [HEADER, ...lines].map((cells) => cells.map(csvField).join(',')).join('\r\n');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(`bank-statement-sample-${today}.csv`))
    .send(`\uFEFF${csv}\r\n`);
}
