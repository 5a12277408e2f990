import { pick } from '@jb/contract/i18n';
import { ADMIN_TYPE_LABELS, type AdminTypeValue } from '@jb/contract/roles';
import { idVersionBody } from '@jb/contract/schemas/presses';
import {
  staffListQuery,
  staffPage,
  staffSaveBody,
  staffSaveResult,
  staffUpdateBody,
} from '@jb/contract/schemas/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../platform/access.ts';
import { emptyEnvelope, envelope, ok } from '../../platform/http.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { chinaTime, EXPORT_LIMIT, sendXlsx } from '../../platform/xlsx.ts';
import { decorate, listStaffPage, selectStaff, staffWhere } from './queries.ts';
import { createStaff, resetStaffPassword, setStaffStatus, staffActions, updateStaff } from './service.ts';

const area = 'organizationalManagement.userManagement';
const view = { permission: area };
const edit = { permission: `${area}.edit` };
const tags = ['staff'];

/** Staff of the press (userManagement). */
export function staffRoutes(db: Db, sms: SmsSender): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/user/list',
      {
        config: { access: view },
        schema: {
          tags,
          summary: 'Staff list',
          querystring: staffListQuery,
          response: { 200: envelope(staffPage) },
        },
      },
      async (req) => {
        const auth = requireAuth(req.auth);
        return ok(await listStaffPage(db, auth, req.query, req.lang, staffActions(auth)), req.lang);
      },
    );
    app.post(
      '/sys/user/save',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Add a person; the initial password goes by SMS',
          body: staffSaveBody,
          response: { 200: envelope(staffSaveResult) },
        },
      },
      async (req) => ok(await createStaff(db, sms, requireAuth(req.auth), req.body), req.lang),
    );
    app.put(
      '/sys/user/update',
      {
        config: { access: edit },
        schema: {
          tags,
          summary: 'Edit a person, their roles and journals',
          body: staffUpdateBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await updateStaff(db, requireAuth(req.auth), req.body);
        return ok(null, req.lang);
      },
    );
    for (const [path, status] of [
      ['/sys/user/disable', 0],
      ['/sys/user/enable', 1],
    ] as const) {
      app.post(
        path,
        {
          config: { access: { permission: `${area}.disable` } },
          schema: {
            tags,
            summary: status ? 'Enable a person' : 'Disable a person (their sessions end)',
            body: idVersionBody,
            response: { 200: emptyEnvelope },
          },
        },
        async (req) => {
          await setStaffStatus(db, requireAuth(req.auth), req.body.id, req.body.version, status);
          return ok(null, req.lang);
        },
      );
    }
    app.post(
      '/sys/user/resetPwd',
      {
        config: { access: { permission: `${area}.resetPwd` } },
        schema: {
          tags,
          summary: 'Reset a person’s password: a temporary one goes to their phone',
          body: z.object({ id: z.number().int().positive() }),
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await resetStaffPassword(db, sms, requireAuth(req.auth), req.body.id);
        return ok(null, req.lang);
      },
    );
    app.get(
      '/sys/user/export',
      {
        config: { access: { permission: `${area}.export` } },
        schema: {
          tags,
          summary: 'Staff as an .xlsx file (same filters as the list)',
          querystring: staffListQuery.omit({ page: true, pageSize: true }),
        },
      },
      async (req, reply) => {
        const auth = requireAuth(req.auth);
        const q = { ...req.query, page: 1, pageSize: EXPORT_LIMIT };
        const { rows } = await selectStaff(db, staffWhere(auth, q), q);
        const list = await decorate(db, rows, req.lang, () => []);
        const active = { zh: '在职', en: 'Active' };
        const off = { zh: '停用', en: 'Disabled' };
        return sendXlsx(
          reply,
          req.lang,
          'staff',
          { zh: '人员', en: 'Staff' },
          [
            { title: { zh: '账号', en: 'Account' }, value: (r) => r.account },
            { title: { zh: '姓名', en: 'Name' }, value: (r) => r.name },
            { title: { zh: '手机号码', en: 'Phone' }, value: (r) => r.phone },
            { title: { zh: '出版社', en: 'Press' }, width: 24, value: (r) => r.pressName },
            {
              title: { zh: '人员类型', en: 'Type' },
              value: (r) =>
                r.adminType ? pick(ADMIN_TYPE_LABELS[r.adminType as AdminTypeValue].label, req.lang) : '',
            },
            {
              title: { zh: '角色', en: 'Roles' },
              width: 30,
              value: (r) => r.roles.map((x) => x.name).join('、'),
            },
            {
              title: { zh: '期刊', en: 'Journals' },
              width: 30,
              value: (r) => r.journals.map((x) => x.name).join('、'),
            },
            {
              title: { zh: '状态', en: 'Status' },
              value: (r) => pick(r.status === 1 ? active : off, req.lang),
            },
            {
              title: { zh: '最近登录', en: 'Last sign-in' },
              width: 20,
              value: (r) => chinaTime(r.lastLoginAt),
            },
            { title: { zh: '创建时间', en: 'Created' }, width: 20, value: (r) => chinaTime(r.createdAt) },
          ],
          list,
        );
      },
    );
  };
}
