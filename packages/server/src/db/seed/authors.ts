import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { authorBlacklistEvents, authorLoginRecords, authors, journals } from '../schema/index.ts';

const AUTHORS = [
  { name: '刘晓明', phone: '13700000001', unit: '清华大学计算机系', email: 'liuxm@example.edu.cn' },
  { name: '陈静', phone: '13700000002', unit: '中国农业大学', email: 'chenjing@example.edu.cn' },
  { name: '黄伟', phone: '13700000003', unit: '北京协和医院', email: '' },
  { name: '林芳', phone: '13700000004', unit: '浙江大学', email: 'linfang@example.edu.cn' },
  { name: '郭强', phone: '13700000005', unit: '华中科技大学', email: '' },
  { name: '马丽', phone: '13700000006', unit: '某咨询公司', email: '', blacklisted: true },
];

const daysAgo = (d: number, h = 10) => new Date(Date.now() - d * 86_400_000 - h * 3_600_000);

/**
 * Authors of the first press, their sign-ins at its journals' sites (journalReview/authorLoginDetail)
 * (their manuscripts: seed/manuscripts.ts).
 */
export async function seedAuthors(
  tx: Tx,
  pressId: number,
  passwordHash: () => Promise<string>,
  adminId: number,
): Promise<void> {
  const open = await tx
    .select({ id: journals.id })
    .from(journals)
    .where(eq(journals.pressId, pressId))
    .orderBy(asc(journals.id));
  const hashes = await Promise.all(AUTHORS.map(() => passwordHash()));
  const rows = await tx
    .insert(authors)
    .values(
      AUTHORS.map((a, i) => ({
        pressId,
        name: a.name,
        phone: a.phone,
        unit: a.unit,
        email: a.email,
        passwordHash: hashes[i]!,
        blacklistType: 'blacklisted' in a ? 1 : 0,
        createdAt: daysAgo(40 - i),
      })),
    )
    .returning({ id: authors.id, phone: authors.phone });
  const listed = rows.filter((_, i) => 'blacklisted' in AUTHORS[i]!);
  if (listed.length) {
    await tx.insert(authorBlacklistEvents).values(
      listed.map((a) => ({
        authorId: a.id,
        action: 'blacklist',
        reason: '同一稿件多次重复投稿',
        actorId: adminId,
        createdAt: daysAgo(12),
      })),
    );
  }

  const signIns: (typeof authorLoginRecords.$inferInsert)[] = rows.flatMap((a, i) => {
    const journalId = open[i % 3]!.id;
    const base = { pressId, journalId, authorId: a.id, phone: a.phone };
    return [
      {
        ...base,
        ip: '223.5.5.5',
        userAgent: 'Mozilla/5.0 (Windows NT 10.0)',
        location: '浙江省杭州市',
        result: 'success',
        createdAt: daysAgo(9 - i),
      },
      {
        ...base,
        ip: '61.135.169.121',
        userAgent: 'Mozilla/5.0 (iPhone)',
        location: '北京市',
        result: i % 2 ? 'wrongPassword' : 'success',
        createdAt: daysAgo(5 - (i % 5), 3),
      },
      {
        ...base,
        ip: '192.168.1.31',
        userAgent: 'Mozilla/5.0 (Macintosh)',
        location: '局域网',
        result: AUTHORS[i]!.blacklisted ? 'blacklisted' : 'success',
        createdAt: daysAgo(1, i),
      },
    ];
  });
  signIns.push({
    pressId,
    journalId: open[0]!.id,
    authorId: null,
    phone: '13599990000',
    ip: '101.6.6.6',
    userAgent: 'curl/8.0',
    location: '广东省深圳市',
    result: 'unknownAccount',
    createdAt: daysAgo(2, 1),
  });
  await tx.insert(authorLoginRecords).values(signIns);
}
