import { pick } from '@jb/contract/i18n';
import { LOGIN_RESULTS, loginRecordPage, loginRecordQuery } from '@jb/contract/schemas/loginRecords';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../platform/access.ts';
import { envelope, ok } from '../../platform/http.ts';
import { chinaTime, EXPORT_LIMIT, sendXlsx } from '../../platform/xlsx.ts';
import { selectLoginRecords } from './service.ts';

const area = 'manage.webLoginRecord';
const tags = ['sign-in records'];

export function loginRecordRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/loginRecord/list',
      {
        config: { access: { permission: area } },
        schema: {
          tags,
          summary: 'Sign-in records',
          querystring: loginRecordQuery,
          response: { 200: envelope(loginRecordPage) },
        },
      },
      async (req) => ok(await selectLoginRecords(db, requireAuth(req.auth), req.query), req.lang),
    );
    app.get(
      '/sys/loginRecord/export',
      {
        config: { access: { permission: `${area}.export` } },
        schema: {
          tags,
          summary: 'Sign-in records as an .xlsx file (same filters as the list)',
          querystring: loginRecordQuery.omit({ page: true, pageSize: true }),
        },
      },
      async (req, reply) => {
        const q = { ...req.query, page: 1, pageSize: EXPORT_LIMIT };
        const { list } = await selectLoginRecords(db, requireAuth(req.auth), q);
        const resultLabel = (r: string) =>
          pick(LOGIN_RESULTS[r as keyof typeof LOGIN_RESULTS] ?? { zh: r, en: r }, req.lang);
        return sendXlsx(
          reply,
          req.lang,
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
      },
    );
  };
}
