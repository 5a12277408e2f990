import type { Lang } from '@jb/contract/i18n';
import { pick } from '@jb/contract/i18n';
import { ADMIN_TYPE_LABELS, type AdminTypeValue } from '@jb/contract/roles';
import type { staffExportQuery } from '@jb/contract/schemas/staff';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access.ts';
import { chinaTime, EXPORT_LIMIT, sendXlsx } from '../../platform/xlsx.ts';
import { decorate, selectStaff, staffWhere } from './queries.ts';

const active = { zh: '在职', en: 'Active' };
const off = { zh: '停用', en: 'Disabled' };

/** GET /sys/user/export: the staff of the list's filters as an .xlsx file. */
export async function exportStaff(
  db: Db,
  auth: AuthContext,
  query: z.output<typeof staffExportQuery>,
  lang: Lang,
  reply: FastifyReply,
) {
  const q = { ...query, page: 1, pageSize: EXPORT_LIMIT };
  const { rows } = await selectStaff(db, staffWhere(auth, q), q);
  const list = await decorate(db, rows, lang, () => []);
  return sendXlsx(
    reply,
    lang,
    'staff',
    { zh: '人员', en: 'Staff' },
    [
      { title: { zh: '账号', en: 'Account' }, value: (r) => r.account },
      { title: { zh: '姓名', en: 'Name' }, value: (r) => r.name },
      { title: { zh: '手机号码', en: 'Phone' }, value: (r) => r.phone },
      { title: { zh: '邮箱', en: 'E-mail' }, width: 28, value: (r) => r.email },
      { title: { zh: '出版社', en: 'Press' }, width: 24, value: (r) => r.pressName },
      {
        title: { zh: '人员类型', en: 'Type' },
        value: (r) => (r.adminType ? pick(ADMIN_TYPE_LABELS[r.adminType as AdminTypeValue].label, lang) : ''),
      },
      { title: { zh: '角色', en: 'Roles' }, width: 30, value: (r) => r.roles.map((x) => x.name).join('、') },
      {
        title: { zh: '期刊', en: 'Journals' },
        width: 30,
        value: (r) => r.journals.map((x) => x.name).join('、'),
      },
      { title: { zh: '状态', en: 'Status' }, value: (r) => pick(r.status === 1 ? active : off, lang) },
      { title: { zh: '最近登录', en: 'Last sign-in' }, width: 20, value: (r) => chinaTime(r.lastLoginAt) },
      { title: { zh: '创建时间', en: 'Created' }, width: 20, value: (r) => chinaTime(r.createdAt) },
    ],
    list,
  );
}
