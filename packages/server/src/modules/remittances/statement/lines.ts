import type { Bilingual } from '@jb/contract/i18n';
import { yuanToFen } from '@jb/contract/money';
import {
  STATEMENT_COLUMNS,
  STATEMENT_RULES,
  type StatementColumn,
} from '@jb/contract/schemas/bankStatements';
import { fenAmount } from '@jb/contract/schemas/ledger';
import { REMITTANCE_LIMITS, ruleText } from '@jb/contract/schemas/remittances';
import type { Cell, SheetRow } from './read.ts';

/** A good line of a statement, ready to be a remittance. */
export interface StatementLine {
  row: number;
  receivedOn: string;
  remitter: string;
  account: string;
  amountFen: number;
  bankRef: string;
  remark: string;
}

/** A problem of a line: its row, the field, why. */
export interface BadLine {
  line: number;
  field: StatementColumn;
  message: Bilingual;
}

const COLUMNS = Object.keys(STATEMENT_COLUMNS) as StatementColumn[];

/** A header as compared: no case, spaces, underscores, dashes, colons or a unit in brackets. */
const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/[(（][^)）]*[)）]/g, '')
    .replace(/[\s_\-:：]/g, '');

const HEADERS = new Map(
  COLUMNS.flatMap((c) => STATEMENT_COLUMNS[c].headers.map((h) => [norm(h), c] as const)),
);

/** Where each column is in a header row (the first matching cell). */
function columnsOf(cells: Cell[]): Partial<Record<StatementColumn, number>> {
  const found: Partial<Record<StatementColumn, number>> = {};
  cells.forEach((cell, i) => {
    const column = typeof cell === 'string' ? HEADERS.get(norm(cell)) : undefined;
    if (column && found[column] === undefined) found[column] = i;
  });
  return found;
}

const REQUIRED = COLUMNS.filter((c) => STATEMENT_COLUMNS[c].required);
/** Banks put a title and the account above the header: it is looked for in the first rows. */
const HEADER_SEARCH = 20;

/**
 * The header row (the first of the first rows that has every required column) and the column
 * positions; otherwise the required columns missing from the closest row.
 */
export function findHeader(rows: SheetRow[]) {
  let best: { index: number; at: Partial<Record<StatementColumn, number>> } | null = null;
  for (const [index, r] of rows.slice(0, HEADER_SEARCH).entries()) {
    const at = columnsOf(r.cells);
    const has = REQUIRED.filter((c) => at[c] !== undefined).length;
    if (has === REQUIRED.length) return { ok: true as const, index, at };
    if (!best || has > REQUIRED.filter((c) => best!.at[c] !== undefined).length) best = { index, at };
  }
  return { ok: false as const, missing: REQUIRED.filter((c) => best?.at[c] === undefined) };
}

const text = (cell: Cell | undefined): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

/** A date cell or text: YYYY-MM-DD, YYYY/MM/DD, YYYY.MM.DD or YYYYMMDD, a time after it ignored. */
export function dayOf(cell: Cell | undefined): string | null {
  const match = /^(\d{4})[-/.年]?(\d{1,2})[-/.月]?(\d{1,2})日?(?:[ T].*)?$/.exec(text(cell));
  if (!match) return null;
  const day = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day) ? day : null;
}

/** Yuan as banks write it (thousands separators, a currency sign) in whole fen; null if not a positive amount. */
export function fenOf(cell: Cell | undefined): number | null {
  const fen = yuanToFen(text(cell).replace(/[,，\s¥￥]|元$/g, ''));
  return fen !== null && fenAmount.safeParse(fen).success ? fen : null;
}

/** A statement's lines after its header: the good ones, and each problem of the others. */
export function readLines(
  rows: SheetRow[],
  headerIndex: number,
  at: Partial<Record<StatementColumn, number>>,
  today: string,
) {
  const good: StatementLine[] = [];
  const bad: BadLine[] = [];
  for (const r of rows.slice(headerIndex + 1)) {
    const cell = (c: StatementColumn) => (at[c] === undefined ? null : r.cells[at[c]!]);
    if (COLUMNS.every((c) => text(cell(c)) === '')) continue;
    const problems: BadLine[] = [];
    const problem = (field: StatementColumn, message: Bilingual) =>
      problems.push({ line: r.row, field, message });
    const receivedOn = dayOf(cell('receivedOn'));
    if (!receivedOn || receivedOn > today) problem('receivedOn', STATEMENT_RULES.lineDate);
    const amountFen = fenOf(cell('amountFen'));
    if (amountFen === null) problem('amountFen', STATEMENT_RULES.lineAmount);
    const line = {
      remitter: text(cell('remitter')),
      account: text(cell('account')),
      bankRef: text(cell('bankRef')),
      remark: text(cell('remark')),
    };
    if (!line.remitter) problem('remitter', STATEMENT_RULES.lineRemitter);
    if (!line.bankRef) problem('bankRef', STATEMENT_RULES.lineBankRef);
    for (const field of ['remitter', 'account', 'bankRef', 'remark'] as const) {
      if (line[field].length > REMITTANCE_LIMITS[field]) {
        const title = STATEMENT_COLUMNS[field].title;
        const zh = ruleText(STATEMENT_RULES.lineTooLong, { column: title.zh }).zh;
        const en = ruleText(STATEMENT_RULES.lineTooLong, { column: title.en }).en;
        problem(field, { zh, en });
      }
    }
    if (problems.length) bad.push(...problems);
    else good.push({ row: r.row, receivedOn: receivedOn!, amountFen: amountFen!, ...line });
  }
  return { good, bad };
}
