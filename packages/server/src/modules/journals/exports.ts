import { PUBLISHING_FREQUENCY } from '@jb/contract/enums/journal';
import { pick } from '@jb/contract/i18n';
import { ISSUE_STATUS } from '@jb/contract/schemas/issues';
import { JOURNAL_STATUS_LABELS, journalListQuery } from '@jb/contract/schemas/journals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../platform/access.ts';
import { chinaTime, EXPORT_LIMIT, sendXlsx } from '../../platform/xlsx.ts';
import { listIssues } from '../issues/service.ts';
import { journalInScope, listJournals } from './service.ts';

/** Journals and a journal's issues as spreadsheets, with the list's filters. */
export function journalExportRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/periodical/export',
      {
        config: { access: { permission: 'manage.periodicalManagement' } },
        schema: {
          tags: ['journals'],
          summary: 'Journals as an .xlsx file',
          querystring: journalListQuery.omit({ page: true, pageSize: true }),
        },
      },
      async (req, reply) => {
        const { list } = await listJournals(db, requireAuth(req.auth), {
          ...req.query,
          page: 1,
          pageSize: EXPORT_LIMIT,
        });
        const L = req.lang;
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
      },
    );
    app.get(
      '/sys/period/export',
      {
        config: { access: { permission: 'operation.periodicalManage' } },
        schema: {
          tags: ['issues'],
          summary: 'Issues of a journal as an .xlsx file',
          querystring: z.object({
            journalId: z.coerce.number().int().positive(),
            year: z.coerce.number().int().optional(),
            timestamp: z.string().optional(),
          }),
        },
      },
      async (req, reply) => {
        const auth = requireAuth(req.auth);
        const journal = await journalInScope(db, auth, req.query.journalId);
        const rows = await listIssues(db, auth, req.query.journalId, req.query.year);
        const L = req.lang;
        return sendXlsx(
          reply,
          L,
          'issues',
          { zh: '期次', en: 'Issues' },
          [
            { title: { zh: '期刊', en: 'Journal' }, width: 24, value: () => journal.name },
            { title: { zh: '年', en: 'Year' }, value: (r) => r.year },
            { title: { zh: '卷', en: 'Volume' }, value: (r) => r.volume },
            { title: { zh: '期', en: 'Number' }, value: (r) => r.number },
            { title: { zh: '计划出版日期', en: 'Planned' }, value: (r) => r.plannedDate },
            { title: { zh: '实际出版日期', en: 'Published' }, value: (r) => r.actualDate },
            { title: { zh: '版面预算（页）', en: 'Page budget' }, value: (r) => r.pageBudget },
            {
              title: { zh: '状态', en: 'Status' },
              value: (r) => pick(ISSUE_STATUS[r.status as 0 | 1 | 2], L),
            },
          ],
          rows,
        );
      },
    );
  };
}
