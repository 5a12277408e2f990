import { MANUSCRIPT_PAY_STATUS } from '@jb/contract/enums/manuscript';
import { type Lang, pick } from '@jb/contract/i18n';
import type { manuscriptExportQuery } from '@jb/contract/schemas/staffManuscripts';
import { MANUSCRIPT_STATUS, type ManuscriptStatus } from '@jb/contract/workflow';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authors, journalColumns, journals, manuscripts } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { asTime, keysetBatches, timeKey } from '../../platform/keysetBatches.ts';
import { chinaTime, streamXlsx, type XlsxColumn } from '../../platform/xlsx.ts';
import { latestPrepaid, payReading } from '../orders/queries.ts';
import { listFilter, SORT } from './staffQueries.ts';

type Query = z.infer<typeof manuscriptExportQuery>;
const exportColumns = {
  id: manuscripts.id,
  articleNo: manuscripts.articleNo,
  title: manuscripts.title,
  journalName: journals.name,
  columnName: journalColumns.name,
  authorName: authors.name,
  authorPhone: authors.phone,
  status: manuscripts.status,
  foundationFlag: manuscripts.foundationFlag,
  prepaidPayStatus: latestPrepaid('pay_status'),
  prepaidAmountFen: latestPrepaid('amount_fen'),
  submittedAt: manuscripts.submittedAt,
};
type Row = { [K in keyof typeof exportColumns]: unknown } & {
  id: number;
  submittedAt: Date;
  submittedKey: string;
  status: number;
};

const yuan = (fen: number | null) => (fen === null ? '' : (fen / 100).toFixed(2));

function columnsOf(lang: Lang): XlsxColumn<Row>[] {
  const c = (zh: string, en: string, value: XlsxColumn<Row>['value'], width?: number) => ({
    title: { zh, en },
    value,
    width,
  });
  return [
    c('稿件编号', 'Article no.', (r) => r.articleNo as string),
    c('标题', 'Title', (r) => r.title as string, 48),
    c('期刊', 'Journal', (r) => r.journalName as string),
    c('栏目', 'Column', (r) => r.columnName as string),
    c('作者', 'Author', (r) => r.authorName as string),
    c('手机号', 'Phone', (r) => r.authorPhone as string),
    c('状态', 'Status', (r) => pick(MANUSCRIPT_STATUS[r.status as ManuscriptStatus], lang)),
    c('基金', 'Fund', (r) => (r.foundationFlag ? pick({ zh: '是', en: 'Yes' }, lang) : '')),
    c('预付费（元）', 'Prepaid fee (yuan)', (r) => yuan(r.prepaidAmountFen as number | null)),
    c('支付状态', 'Payment', (r) => {
      return pick(MANUSCRIPT_PAY_STATUS[payReading(r.prepaidPayStatus as number | null)]!, lang);
    }),
    c('投稿时间', 'Submitted', (r) => chinaTime(r.submittedAt)),
  ];
}

/** The list's filtered set in its order, read by keyset in batches (`keysetBatches`). */
function batches(db: Db, auth: AuthContext, q: Query): AsyncGenerator<Row[]> {
  const column = SORT[q.sort];
  const dir = q.order === 'asc' ? asc : desc;
  return keysetBatches<Row>({
    column,
    id: manuscripts.id,
    order: q.order,
    read: async (after, limit) =>
      (await db
        .select({ ...exportColumns, submittedKey: timeKey(manuscripts.submittedAt) })
        .from(manuscripts)
        .innerJoin(journals, eq(journals.id, manuscripts.journalId))
        .innerJoin(journalColumns, eq(journalColumns.id, manuscripts.columnId))
        .innerJoin(authors, eq(authors.id, manuscripts.authorId))
        .where(and(listFilter(auth, q), after))
        .orderBy(dir(column), dir(manuscripts.id))
        .limit(limit)) as Row[],
    keyOf: (last) =>
      q.sort === 'submittedAt'
        ? asTime(last.submittedKey)
        : q.sort === 'status'
          ? last.status
          : last.articleNo,
  });
}

export function exportManuscripts(db: Db, auth: AuthContext, q: Query, reply: FastifyReply, lang: Lang) {
  return streamXlsx(
    reply,
    lang,
    'manuscripts',
    { zh: '稿件', en: 'Manuscripts' },
    columnsOf(lang),
    batches(db, auth, q),
  );
}
