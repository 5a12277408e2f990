import type { Lang } from '@jb/contract/i18n';
import { pick } from '@jb/contract/i18n';
import { ISSUE_STATUS, type issueExportQuery } from '@jb/contract/schemas/issues';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access.ts';
import { requireJournal } from '../../platform/tenancy.ts';
import { sendXlsx } from '../../platform/xlsx.ts';
import { listIssues } from './service.ts';

/** A journal's issues (of one year, if named) as an .xlsx file. */
export async function exportIssues(
  db: Db,
  auth: AuthContext,
  query: z.output<typeof issueExportQuery>,
  lang: Lang,
  reply: FastifyReply,
) {
  const journal = await requireJournal(db, auth, query.journalId);
  const rows = await listIssues(db, auth, query.journalId, query.year);
  return sendXlsx(
    reply,
    lang,
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
      { title: { zh: '状态', en: 'Status' }, value: (r) => pick(ISSUE_STATUS[r.status as 0 | 1 | 2], lang) },
    ],
    rows,
  );
}
