import { asc, eq } from 'drizzle-orm';
import { submitManuscript } from '../../modules/manuscripts/service.ts';
import type { Db, Tx } from '../client.ts';
import { authorLoginRecords, authors, journalColumns, journals } from '../schema/index.ts';

const AUTHORS = [
  { name: '刘晓明', phone: '13700000001', unit: '清华大学计算机系', email: 'liuxm@example.edu.cn' },
  { name: '陈静', phone: '13700000002', unit: '中国农业大学', email: 'chenjing@example.edu.cn' },
  { name: '黄伟', phone: '13700000003', unit: '北京协和医院', email: '' },
  { name: '林芳', phone: '13700000004', unit: '浙江大学', email: 'linfang@example.edu.cn' },
  { name: '郭强', phone: '13700000005', unit: '华中科技大学', email: '' },
  { name: '马丽', phone: '13700000006', unit: '某咨询公司', email: '', blacklisted: true },
];

const TITLES = [
  ['基于图神经网络的学术引文推荐方法', '图神经网络；引文推荐', 0],
  ['面向边缘计算的轻量级目标检测模型', '边缘计算；目标检测', 0],
  ['黄淮海平原冬小麦节水灌溉效应研究', '冬小麦；节水灌溉', 1],
  ['社区老年人慢性病管理模式的随机对照研究', '慢性病；社区管理', 2],
  ['大语言模型在学术不端检测中的应用', '大语言模型；学术不端', 0],
] as const;

const daysAgo = (d: number, h = 10) => new Date(Date.now() - d * 86_400_000 - h * 3_600_000);

/**
 * Authors of the first press, their sign-ins at its journals' sites (journalReview/authorLoginDetail)
 * and their first submissions, made through the submission service so numbers and process versions
 * are the real ones.
 */
export async function seedAuthors(
  tx: Tx,
  pressId: number,
  passwordHash: () => Promise<string>,
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

  for (const [i, [title, keywords, journal]] of TITLES.entries()) {
    const journalId = open[journal]!.id;
    const [column] = await tx
      .select({ id: journalColumns.id })
      .from(journalColumns)
      .where(eq(journalColumns.journalId, journalId))
      .orderBy(asc(journalColumns.sort))
      .limit(1);
    const author = { sessionId: 0, authorId: rows[i]!.id, pressId, journalId, blacklisted: false };
    await submitManuscript(
      tx as unknown as Db,
      author,
      { columnId: column!.id, title, keywords, abstract: '', fundLevel: i === 0 ? 2 : null },
      daysAgo(8 - i),
    );
  }
}
