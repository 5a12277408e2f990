import { PassThrough } from 'node:stream';
import { CHINA_UTC_OFFSET_HOURS } from '@jb/contract/constants';
import type { Bilingual, Lang } from '@jb/contract/i18n';
import { pick } from '@jb/contract/i18n';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './files/disposition.ts';

export interface XlsxColumn<T> {
  title: Bilingual;
  width?: number;
  value: (row: T) => string | number | null;
}

/** Largest export: a clerk's spreadsheet, not a database dump. */
export const EXPORT_LIMIT = 50_000;

/** A time as the interface shows it: China time, `YYYY-MM-DD HH:mm:ss` (SPEC §9). */
export function chinaTime(value: Date | string | null): string {
  if (!value) return '';
  const d = new Date(new Date(value).getTime() + CHINA_UTC_OFFSET_HOURS * 3_600_000);
  return d.toISOString().replace('T', ' ').slice(0, 19);
}

/** Sends rows as an .xlsx download with headers in the caller's language. */
export async function sendXlsx<T>(
  reply: FastifyReply,
  lang: Lang,
  fileBase: string,
  sheet: Bilingual,
  columns: XlsxColumn<T>[],
  rows: T[],
) {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(pick(sheet, lang));
  ws.columns = columns.map((c, i) => ({ header: pick(c.title, lang), key: String(i), width: c.width ?? 18 }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow(columns.map((c) => c.value(row)));
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  const name = `${fileBase}-${chinaTime(new Date()).slice(0, 10)}.xlsx`;
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', contentDisposition(name))
    .send(buffer);
}

/** One sheet of a workbook of several (`sendXlsxBook`). */
export interface XlsxSheet<T = unknown> {
  title: Bilingual;
  columns: XlsxColumn<T>[];
  rows: T[];
}

/** A sheet of rows of one kind, to sit beside sheets of other kinds. */
export const xlsxSheet = <T>(sheet: XlsxSheet<T>) => sheet as unknown as XlsxSheet;

/** Sends several sheets as one .xlsx download (a report's totals and the rows behind them). */
export async function sendXlsxBook(reply: FastifyReply, lang: Lang, fileBase: string, sheets: XlsxSheet[]) {
  const book = new ExcelJS.Workbook();
  for (const s of sheets) {
    const ws = book.addWorksheet(pick(s.title, lang));
    ws.columns = s.columns.map((c, i) => ({
      header: pick(c.title, lang),
      key: String(i),
      width: c.width ?? 18,
    }));
    ws.getRow(1).font = { bold: true };
    for (const row of s.rows) ws.addRow(s.columns.map((c) => c.value(row)));
  }
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  const name = `${fileBase}-${chinaTime(new Date()).slice(0, 10)}.xlsx`;
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', contentDisposition(name))
    .send(buffer);
}

/**
 * Streams rows as an .xlsx download, batch by batch, so a 100,000-row export never sits in memory:
 * each row is written and committed as it arrives.
 */
export async function streamXlsx<T>(
  reply: FastifyReply,
  lang: Lang,
  fileBase: string,
  sheet: Bilingual,
  columns: XlsxColumn<T>[],
  batches: AsyncIterable<T[]>,
) {
  const out = new PassThrough();
  const name = `${fileBase}-${chinaTime(new Date()).slice(0, 10)}.xlsx`;
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', contentDisposition(name));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const ws = book.addWorksheet(pick(sheet, lang));
  ws.columns = columns.map((c, i) => ({ header: pick(c.title, lang), key: String(i), width: c.width ?? 18 }));
  const writing = (async () => {
    for await (const batch of batches) {
      for (const row of batch) ws.addRow(columns.map((c) => c.value(row))).commit();
    }
    ws.commit();
    await book.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  reply.send(out);
  await writing;
  return reply;
}
