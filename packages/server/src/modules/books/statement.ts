import { FEE_TYPE } from '@jb/contract/enums/journal';
import { type Bilingual, type Lang, pick } from '@jb/contract/i18n';
import { fenToYuan } from '@jb/contract/money';
import {
  type BillEntryRow,
  type billPeriodQuery,
  ENTRY_KIND,
  PERIOD_STATUS,
} from '@jb/contract/schemas/bills';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { merchants, presses } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { chinaTime, EXPORT_LIMIT } from '../../platform/xlsx.ts';
import { entriesOf, presentEntry } from './entryList.ts';
import { type FigureRow, figuresOf } from './figures.ts';
import { merchantOf } from './list.ts';

/**
 * A merchant's month as the export and the PDF statement (对账单) show it: who, the figures of the
 * list, and every entry in date order. Labels in both languages; the caller's is picked.
 */
export interface Statement {
  pressName: string;
  merchant: { name: string; accountName: string; bankName: string; accountNo: string; merchantNo: string };
  figures: FigureRow;
  entries: BillEntryRow[];
}

export async function statementOf(
  db: Db,
  auth: AuthContext,
  q: z.infer<typeof billPeriodQuery>,
): Promise<Statement> {
  const m = await merchantOf(db, auth, q.merchantId);
  const [[detail], [press], figures, rows] = await Promise.all([
    db.select().from(merchants).where(eq(merchants.id, m.id)),
    db.select({ name: presses.name }).from(presses).where(eq(presses.id, m.pressId)),
    figuresOf(db, m.pressId, m.id, q.period),
    entriesOf(
      db,
      { pressId: m.pressId, merchantId: m.id, period: q.period },
      { sort: 'occurredOn', order: 'asc', limit: EXPORT_LIMIT, offset: 0 },
    ),
  ]);
  return {
    pressName: press?.name ?? '',
    merchant: {
      name: detail!.name,
      accountName: detail!.accountName,
      bankName: detail!.bankName,
      accountNo: detail!.accountNo,
      merchantNo: detail!.merchantNo,
    },
    figures,
    entries: rows.map((r) => presentEntry(r)),
  };
}

/** The downloads' file name (without its extension). */
export const statementBase = (s: Statement) => `对账单-${s.merchant.name}-${s.figures.period}`;

const L = {
  title: { zh: '对账单', en: 'Statement' },
  press: { zh: '出版社', en: 'Press' },
  merchant: { zh: '收款商户', en: 'Payee merchant' },
  account: { zh: '收款账户', en: 'Account' },
  period: { zh: '账期', en: 'Period' },
  status: { zh: '状态', en: 'Status' },
  opening: { zh: '期初余额', en: 'Opening balance' },
  in: { zh: '本期收款', en: 'Money in' },
  refunds: { zh: '本期退款', en: 'Refunds out' },
  reversals: { zh: '其中冲正', en: 'Of which reversals' },
  discounts: { zh: '本期优惠（不计入余额）', en: 'Discounts (not in the balance)' },
  closing: { zh: '期末余额', en: 'Closing balance' },
  remitted: { zh: '银行到账（已匹配汇款）', en: 'Bank side (matched remittances)' },
  remittanceIn: { zh: '账面汇款收款', en: 'Book side (money in by remittance)' },
  difference: { zh: '对账差额', en: 'Difference' },
  entryCount: { zh: '分录数', en: 'Entries' },
  closedAt: { zh: '结账时间', en: 'Closed at' },
  closedBy: { zh: '结账人', en: 'Closed by' },
  generated: { zh: '生成时间', en: 'Generated at' },
  summary: { zh: '汇总', en: 'Summary' },
  entries: { zh: '分录', en: 'Entries' },
  item: { zh: '项目', en: 'Item' },
  value: { zh: '内容', en: 'Value' },
  date: { zh: '日期', en: 'Date' },
  orderNum: { zh: '订单号', en: 'Order no.' },
  articleNo: { zh: '稿件编号', en: 'Article no.' },
  manuscript: { zh: '稿件标题', en: 'Title' },
  journal: { zh: '期刊', en: 'Journal' },
  feeType: { zh: '费用类型', en: 'Fee type' },
  kind: { zh: '类型', en: 'Kind' },
  amount: { zh: '金额（元）', en: 'Amount (yuan)' },
  note: { zh: '说明', en: 'Note' },
  late: { zh: '迟到入账：原属 {month}（已结账）', en: 'Late entry: moved in {month} (closed)' },
  reversal: { zh: '冲正 #{id}：{reason}', en: 'Reverses #{id}: {reason}' },
} satisfies Record<string, Bilingual>;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);

/** What the note column says of an entry: a late entry's month, a reversal's original and reason. */
export function entryNote(e: BillEntryRow, lang: Lang): string {
  const parts: string[] = [];
  if (e.lateFrom) parts.push(fill(pick(L.late, lang), { month: e.lateFrom }));
  if (e.kind === 'reversal')
    parts.push(fill(pick(L.reversal, lang), { id: String(e.reversesId), reason: e.note }));
  return parts.join('；');
}

/** The summary's lines: label and value, in the caller's language. */
export function summaryLines(s: Statement, lang: Lang): [string, string][] {
  const f = s.figures;
  const money = (fen: number) => `${fenToYuan(fen)} 元`;
  const account = [s.merchant.accountName, s.merchant.bankName, s.merchant.accountNo || s.merchant.merchantNo]
    .filter(Boolean)
    .join(' ');
  const lines: [Bilingual, string][] = [
    [L.press, s.pressName],
    [L.merchant, s.merchant.name],
    [L.account, account || '-'],
    [L.period, f.period],
    [L.status, pick(PERIOD_STATUS[f.status]!, lang)],
    [L.opening, money(f.openingFen)],
    [L.in, money(f.inFen)],
    [L.refunds, money(f.refundFen)],
    [L.reversals, money(f.reversalFen)],
    [L.closing, money(f.closingFen)],
    [L.discounts, money(f.discountFen)],
    [L.remitted, money(f.remittedFen)],
    [L.remittanceIn, money(f.remittanceInFen)],
    [L.difference, money(f.remittedFen - f.remittanceInFen)],
    [L.entryCount, String(f.entryCount)],
    [L.closedAt, f.closedAt ? chinaTime(f.closedAt) : '-'],
    [L.closedBy, f.closedByName ?? '-'],
  ];
  return lines.map(([label, value]) => [pick(label, lang), value]);
}

/** The entries' columns: title and cell text. */
export function entryColumns(
  lang: Lang,
): { title: Bilingual; width: number; cell: (e: BillEntryRow) => string; right?: true }[] {
  return [
    { title: L.date, width: 12, cell: (e) => e.occurredOn },
    { title: L.orderNum, width: 16, cell: (e) => e.orderNum },
    { title: L.articleNo, width: 16, cell: (e) => e.articleNo },
    { title: L.manuscript, width: 36, cell: (e) => e.title },
    {
      title: L.feeType,
      width: 10,
      cell: (e) => (FEE_TYPE[e.feeType] ? pick(FEE_TYPE[e.feeType]!, lang) : ''),
    },
    { title: L.kind, width: 8, cell: (e) => pick(ENTRY_KIND[e.kind], lang) },
    { title: L.amount, width: 12, cell: (e) => fenToYuan(e.amountFen), right: true },
    { title: L.note, width: 30, cell: (e) => entryNote(e, lang) },
  ];
}

export const STATEMENT_LABELS = L;
