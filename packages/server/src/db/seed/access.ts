import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import {
  editorGroupMembers,
  editorGroups,
  journals,
  merchants,
  roles,
  userJournals,
  userRoles,
  users,
} from '../schema/index.ts';

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);

/** More staff of the first press, in every state the staff list shows. */
const STAFF = [
  {
    account: 'liuyang',
    name: '刘洋',
    phone: '13811110001',
    email: 'liu.yang@hxkj-press.cn',
    adminType: 3,
    role: 'reviewer',
    status: 1,
  },
  {
    account: 'chenjing',
    name: '陈静',
    phone: '13811110002',
    email: 'chen.jing@hxkj-press.cn',
    adminType: 3,
    role: 'reviewer',
    status: 1,
  },
  {
    account: 'huangwei',
    name: '黄伟',
    phone: '13811110003',
    email: 'huang.wei@hxkj-press.cn',
    adminType: 3,
    role: 'acquisitionEditor',
    status: 1,
  },
  {
    account: 'zhoumin',
    name: '周敏',
    phone: '13811110004',
    email: 'zhou.min@hxkj-press.cn',
    adminType: 1,
    role: 'finance',
    status: 1,
  },
  {
    account: 'wuqiang',
    name: '吴强',
    phone: '13811110005',
    email: '',
    adminType: 3,
    role: 'reviewer',
    status: 0,
  },
  {
    account: 'zhengli',
    name: '郑丽',
    phone: '13811110006',
    email: 'zheng.li@cau.edu.cn',
    adminType: 3,
    role: 'expert',
    status: 1,
  },
] as const;

/**
 * Demo rows of the access screens: merchants, a custom role, more staff, journal assignments and
 * editor groups with weights and caps.
 */
export async function seedAccess(
  tx: Tx,
  pressId: number,
  roleIds: Map<string, number>,
  passwordHash: () => Promise<string>,
  demoEditorId: number,
): Promise<void> {
  const [bank] = await tx
    .insert(merchants)
    .values([
      {
        pressId,
        name: '华夏科技期刊出版社对公账户',
        channel: 'bank',
        accountName: '华夏科技期刊出版社',
        bankName: '中国工商银行北京海淀支行',
        accountNo: '0200 0045 0902 1234 567',
      },
      { pressId, name: '华夏科技微信收款', channel: 'wechat', merchantNo: '1612345678' },
      { pressId, name: '旧支付宝账户', channel: 'alipay', merchantNo: '2088102100000000', status: 0 },
    ])
    .returning({ id: merchants.id });
  const pressJournals = await tx
    .select({ id: journals.id })
    .from(journals)
    .where(eq(journals.pressId, pressId));
  await tx.update(journals).set({ payeeMerchantId: bank!.id }).where(eq(journals.pressId, pressId));

  await tx.insert(roles).values({
    pressId,
    code: 'custom-proofreader',
    name: '校对员',
    nameEn: 'Proofreader',
    permissions: [
      'manage.welcome',
      'manage.personalData',
      'editorialReview.postingDateFaPai',
      'editorialReview.periodicalProof',
    ],
  });

  const staffIds: number[] = [];
  for (const [i, s] of STAFF.entries()) {
    const [u] = await tx
      .insert(users)
      .values({
        pressId,
        account: s.account,
        name: s.name,
        phone: s.phone,
        email: s.email,
        adminType: s.adminType,
        status: s.status,
        passwordHash: await passwordHash(),
        createdAt: daysAgo(50 - i),
      })
      .returning({ id: users.id });
    staffIds.push(u!.id);
    await tx.insert(userRoles).values({ userId: u!.id, roleId: roleIds.get(s.role)! });
  }
  const [first, second] = pressJournals;
  const reviewers = [demoEditorId, staffIds[0]!, staffIds[1]!];
  await tx
    .insert(userJournals)
    .values([
      ...reviewers.map((userId) => ({ userId, journalId: first!.id })),
      { userId: staffIds[1]!, journalId: second!.id },
      { userId: staffIds[2]!, journalId: first!.id },
    ]);
  const groups = await tx
    .insert(editorGroups)
    .values([
      {
        pressId,
        journalId: first!.id,
        name: '计算机初审组',
        description: '负责《计算机科学与应用》的初审分配',
      },
      { pressId, journalId: second!.id, name: '农业复审组', description: '' },
      { pressId, journalId: null, name: '全社终审组', description: '跨刊终审' },
    ])
    .returning({ id: editorGroups.id });
  await tx.insert(editorGroupMembers).values([
    { groupId: groups[0]!.id, userId: demoEditorId, weight: 2, cap: 30 },
    { groupId: groups[0]!.id, userId: staffIds[0]!, weight: 1, cap: 20 },
    { groupId: groups[0]!.id, userId: staffIds[1]!, weight: 1, cap: 0 },
    { groupId: groups[1]!.id, userId: staffIds[1]!, weight: 1, cap: 15 },
    { groupId: groups[2]!.id, userId: demoEditorId, weight: 1, cap: 0 },
  ]);
}
