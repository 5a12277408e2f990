import { z } from 'zod';
import type { Bilingual } from '../i18n.ts';

/**
 * A bank statement finance imports into 汇款确认 (.xlsx or .csv): each line becomes a remittance,
 * unless its bank reference was imported or recorded before (skipped) or it is bad (reported with
 * its line number and field, not imported).
 */

/** A statement line that was not imported: its row in the file (the header is row 1), the field, why. */
export const statementBadLine = z.object({ line: z.number(), field: z.string(), message: z.string() });

export const statementImport = z.object({
  statementId: z.number(),
  /** Lines read (blank lines left out). */
  lineCount: z.number(),
  imported: z.number(),
  /** Lines whose bank reference was imported or recorded before (or twice in the file): skipped. */
  skipped: z.number(),
  skippedLines: z.array(z.number()),
  bad: z.array(statementBadLine),
});
export type StatementImport = z.infer<typeof statementImport>;

/** The most lines one statement may have. */
export const STATEMENT_MAX_LINES = 20_000;

/**
 * The columns of a bank statement (.xlsx: the first sheet; .csv: UTF-8 or GBK), found by their
 * header in the first row, in any order; other columns are ignored. Headers are matched without
 * case, spaces, underscores or a unit in brackets ("金额(元)"). Amounts are yuan with at most two
 * decimals (thousands separators allowed); dates YYYY-MM-DD, YYYY/MM/DD or YYYYMMDD (a time after
 * the date is ignored).
 */
export const STATEMENT_COLUMNS = {
  receivedOn: {
    title: { zh: '交易日期', en: 'Date' },
    required: true,
    headers: [
      '交易日期',
      '日期',
      '入账日期',
      '到账日期',
      '记账日期',
      'date',
      'transaction date',
      'value date',
    ],
  },
  remitter: {
    title: { zh: '付款人', en: 'Remitter' },
    required: true,
    headers: ['付款人', '汇款人', '付款人名称', '对方户名', '对方名称', 'remitter', 'payer', 'payer name'],
  },
  account: {
    title: { zh: '付款账号', en: 'Account' },
    required: false,
    headers: ['付款账号', '汇款账号', '对方账号', '账号', 'account', 'payer account', 'account number'],
  },
  amountFen: {
    title: { zh: '金额', en: 'Amount' },
    required: true,
    headers: ['金额', '收入金额', '贷方金额', '入账金额', '汇款金额', 'amount', 'credit', 'credit amount'],
  },
  bankRef: {
    title: { zh: '流水号', en: 'Bank ref' },
    required: true,
    headers: [
      '流水号',
      '交易流水号',
      '银行流水号',
      '交易参考号',
      '凭证号',
      'bank ref',
      'bank reference',
      'reference',
      'transaction id',
    ],
  },
  remark: {
    title: { zh: '摘要', en: 'Remark' },
    required: false,
    headers: ['摘要', '附言', '备注', '用途', '交易附言', 'remark', 'memo', 'note', 'description', 'purpose'],
  },
} as const satisfies Record<string, { title: Bilingual; required: boolean; headers: readonly string[] }>;
export type StatementColumn = keyof typeof STATEMENT_COLUMNS;

/** Why a statement, or one of its lines, is refused ({placeholders} filled by the server). */
export const STATEMENT_RULES: Record<
  | 'fileType'
  | 'fileUnreadable'
  | 'missingColumns'
  | 'noLines'
  | 'tooManyLines'
  | 'lineDate'
  | 'lineAmount'
  | 'lineRemitter'
  | 'lineBankRef'
  | 'lineTooLong',
  Bilingual
> = {
  fileType: {
    zh: '请上传 .xlsx 或 .csv 格式的银行流水',
    en: 'Upload the bank statement as an .xlsx or .csv file',
  },
  fileUnreadable: {
    zh: '无法读取这个文件，请确认它是银行导出的 .xlsx 或 .csv 流水',
    en: 'This file cannot be read: use the .xlsx or .csv statement the bank exports',
  },
  missingColumns: {
    zh: '第一行缺少必需的列：{columns}',
    en: 'The first row lacks required columns: {columns}',
  },
  noLines: { zh: '流水中没有数据行', en: 'The statement has no lines' },
  tooManyLines: {
    zh: '一次最多导入 {max} 行，请拆分后导入',
    en: 'At most {max} lines can be imported at once: split the statement',
  },
  lineDate: {
    zh: '交易日期无法识别或晚于今天（如 2026-11-20）',
    en: 'The date cannot be read or is after today (e.g. 2026-11-20)',
  },
  lineAmount: {
    zh: '金额须为大于 0 的元金额，最多两位小数',
    en: 'The amount must be yuan above 0 with at most two decimals',
  },
  lineRemitter: { zh: '付款人为空', en: 'The remitter is empty' },
  lineBankRef: {
    zh: '流水号为空（重复导入靠流水号识别）',
    en: 'The bank reference is empty (a line imported twice is known by it)',
  },
  lineTooLong: { zh: '{column}过长', en: '{column} is too long' },
};
