import type { Lang } from '@jb/contract/i18n';
import { pick } from '@jb/contract/i18n';
import { LOGIN_RESULTS, type loginRecordExportQuery } from '@jb/contract/schemas/loginRecords';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access.ts';
import { chinaTime, EXPORT_LIMIT, sendXlsx } from '../../platform/xlsx.ts';
import { selectLoginRecords } from './service.ts';

/** GET /sys/loginRecord/export: the sign-in records of the list's filters as an .xlsx file. */
export async function exportLoginRecords(
  db: Db,
  auth: AuthContext,
  query: z.output<typeof loginRecordExportQuery>,
  lang: Lang,
  reply: FastifyReply,
) {
  const { list } = await selectLoginRecords(db, auth, { ...query, page: 1, pageSize: EXPORT_LIMIT });
  const resultLabel = (r: string) =>
    pick(LOGIN_RESULTS[r as keyof typeof LOGIN_RESULTS] ?? { zh: r, en: r }, lang);
  return sendXlsx(
    reply,
    lang,
    'login-records',
    { zh: '登录记录', en: 'Sign-in records' },
    [
      { title: { zh: '时间', en: 'Time' }, width: 20, value: (r) => chinaTime(r.createdAt) },
      { title: { zh: '账号', en: 'Account' }, value: (r) => r.account },
      { title: { zh: '姓名', en: 'Name' }, value: (r) => r.name },
      { title: { zh: '出版社', en: 'Press' }, width: 24, value: (r) => r.pressName },
      { title: { zh: 'IP', en: 'IP' }, value: (r) => r.ip },
      { title: { zh: '地点', en: 'Location' }, value: (r) => r.location },
      { title: { zh: '结果', en: 'Result' }, value: (r) => resultLabel(r.result) },
      { title: { zh: '浏览器', en: 'User agent' }, width: 40, value: (r) => r.userAgent },
    ],
    list,
  );
}
