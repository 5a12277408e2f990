import { journalExport } from '@jb/contract/api/journals';
import { PUBLISHING_FREQUENCY } from '@jb/contract/enums/journal';
import { type Lang, pick } from '@jb/contract/i18n';
import { JOURNAL_STATUS_LABELS, type journalExportQuery } from '@jb/contract/schemas/journals';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access.ts';
import { handle } from '../../platform/calls.ts';
import { chinaTime, EXPORT_LIMIT, sendXlsx } from '../../platform/xlsx.ts';
import { listJournals } from './service.ts';

/** The journals of the list's filters as an .xlsx file. */
async function exportJournals(
  db: Db,
  auth: AuthContext,
  query: z.output<typeof journalExportQuery>,
  L: Lang,
  reply: FastifyReply,
) {
  const { list } = await listJournals(db, auth, { ...query, page: 1, pageSize: EXPORT_LIMIT });
  return sendXlsx(
    reply,
    L,
    'journals',
    { zh: '期刊', en: 'Journals' },
    [
      { title: { zh: '期刊名称', en: 'Journal' }, width: 28, value: (r) => r.name },
      { title: { zh: '出版社', en: 'Press' }, width: 24, value: (r) => r.pressName },
      { title: { zh: 'ISSN', en: 'ISSN' }, value: (r) => r.issn },
      { title: { zh: 'CN', en: 'CN' }, value: (r) => r.cn },
      { title: { zh: '主办单位', en: 'Sponsor' }, width: 24, value: (r) => r.sponsor },
      {
        title: { zh: '出版周期', en: 'Frequency' },
        value: (r) => pick(PUBLISHING_FREQUENCY[r.frequency]!, L),
      },
      { title: { zh: '校对轮次', en: 'Proof rounds' }, value: (r) => r.proofRounds },
      { title: { zh: '收款商户', en: 'Payee merchant' }, width: 24, value: (r) => r.payeeMerchantName },
      { title: { zh: '状态', en: 'Status' }, value: (r) => pick(JOURNAL_STATUS_LABELS[r.status]!, L) },
      { title: { zh: '创建时间', en: 'Created' }, width: 20, value: (r) => chinaTime(r.createdAt) },
    ],
    list,
  );
}

/** Journals as a spreadsheet, with the list's filters (a journal's issues: the issues module). */
export function journalExportRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, journalExport, ({ auth, query, lang, reply }) =>
      exportJournals(db, auth, query, lang, reply),
    );
  };
}
