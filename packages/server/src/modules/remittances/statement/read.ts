import ExcelJS from 'exceljs';
import { parseCsv } from './csv.ts';

/** A cell as read: text, a number, or a date (an .xlsx date cell). */
export type Cell = string | number | Date | null;

/** A row of the file: its number as a spreadsheet shows it (the first row is 1) and its cells. */
export interface SheetRow {
  row: number;
  cells: Cell[];
}

export type StatementKind = 'xlsx' | 'csv';

/** The kind of a statement by its name, confirmed by its bytes (an .xlsx is a zip; a .csv is text). */
export function statementKind(name: string, bytes: Buffer): StatementKind | null {
  const ext = name.toLowerCase().split('.').pop();
  const zip = bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;
  if (ext === 'xlsx') return zip ? 'xlsx' : null;
  if (ext === 'csv') return !zip && !bytes.includes(0) ? 'csv' : null;
  return null;
}

/** CSV bytes as text: UTF-8 (with or without BOM), else GBK, as Chinese banks often export. */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}

type XlsxValue = ExcelJS.CellValue;

function cellOf(value: XlsxValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('result' in value) return cellOf(value.result as XlsxValue);
    if ('text' in value) return String(value.text);
  }
  return null;
}

async function readXlsx(bytes: Buffer): Promise<SheetRow[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: Cell[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellOf(row.getCell(c).value));
    rows.push({ row: number, cells });
  });
  return rows;
}

/** The rows of a statement file; throws when the bytes are not what the kind says. */
export async function readStatement(kind: StatementKind, bytes: Buffer): Promise<SheetRow[]> {
  if (kind === 'xlsx') return readXlsx(bytes);
  return parseCsv(decode(bytes)).map((cells, i) => ({ row: i + 1, cells }));
}
