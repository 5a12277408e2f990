import { type Lang, pick } from '@jb/contract/i18n';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../platform/files/disposition.ts';
import { renderPdf } from '../../platform/pdf.ts';
import { chinaTime, sendXlsxBook, xlsxSheet } from '../../platform/xlsx.ts';
import {
  entryColumns,
  STATEMENT_LABELS as L,
  type Statement,
  statementBase,
  summaryLines,
} from './statement.ts';

/** A merchant's month as .xlsx: the summary on the first sheet, every entry on the second (amounts as yuan text). */
export function sendStatementXlsx(reply: FastifyReply, lang: Lang, s: Statement) {
  const columns = entryColumns(lang);
  return sendXlsxBook(reply, lang, statementBase(s), [
    xlsxSheet({
      title: L.summary,
      columns: [
        { title: L.item, width: 28, value: (line: [string, string]) => line[0] },
        { title: L.value, width: 48, value: (line: [string, string]) => line[1] },
      ],
      rows: summaryLines(s, lang),
    }),
    xlsxSheet({
      title: L.entries,
      columns: columns.map((c) => ({
        title: c.title,
        width: c.width,
        value: (e: Statement['entries'][number]) => c.cell(e),
      })),
      rows: s.entries,
    }),
  ]);
}

/** A merchant's month as the PDF statement (对账单): the summary, then the entries as a table. */
export async function sendStatementPdf(reply: FastifyReply, lang: Lang, s: Statement) {
  const columns = entryColumns(lang);
  const title = `${pick(L.title, lang)} · ${s.merchant.name} · ${s.figures.period}`;
  const pdf = await renderPdf({ title, author: s.pressName }, [
    { kind: 'title', text: title },
    { kind: 'fields', rows: summaryLines(s, lang) },
    {
      kind: 'table',
      columns: columns.map((c) => ({
        title: pick(c.title, lang),
        width: c.width,
        ...(c.right ? { align: 'right' as const } : {}),
      })),
      rows: s.entries.map((e) => columns.map((c) => c.cell(e))),
    },
    { kind: 'signature', lines: [s.pressName, `${pick(L.generated, lang)} ${chinaTime(new Date())}`] },
  ]);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(`${statementBase(s)}.pdf`))
    .send(pdf);
}
