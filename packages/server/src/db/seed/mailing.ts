import { AUTHOR_COPIES, type TrackingState } from '@jb/contract/schemas/mailing';
import { Status } from '@jb/contract/workflow';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import {
  authors,
  expressCompanies,
  issuePlacements,
  mailingBatches,
  mailingRecipients,
  mailingShipments,
  manuscripts,
  printingHouses,
} from '../schema/index.ts';

const DAY = 86_400_000;

const COMPANIES = [
  { name: '顺丰速运', code: 'SF', carrierCode: 'shunfeng', sort: 1, enabled: true },
  { name: '中国邮政 EMS', code: 'EMS', carrierCode: 'ems', sort: 2, enabled: true },
  { name: '京东物流', code: 'JD', carrierCode: 'jd', sort: 3, enabled: true },
  { name: '申通快递', code: 'STO', carrierCode: 'shentong', sort: 4, enabled: false },
];

const HOUSES = [
  { name: '北京新华印刷有限公司', contact: '王建国', phone: '010-68001234', enabled: true },
  { name: '中国农业出版社印刷厂', contact: '李红', phone: '010-59194321', enabled: true },
  { name: '河北鑫兆源印刷有限公司', contact: '赵强', phone: '13931112233', enabled: true },
  { name: '北京艺辉印刷有限公司', contact: '', phone: '', enabled: false },
];

/** Where the demo's authors get their copies. */
const ADDRESSES = [
  {
    province: '北京市',
    city: '北京市',
    district: '海淀区',
    address: '中关村南大街 5 号 理工楼 302 室',
    postcode: '100081',
  },
  {
    province: '上海市',
    city: '上海市',
    district: '闵行区',
    address: '东川路 800 号 电信群楼 3 号楼 415 室',
    postcode: '200240',
  },
  {
    province: '湖北省',
    city: '武汉市',
    district: '洪山区',
    address: '珞喻路 1037 号 南一楼 210 室',
    postcode: '430074',
  },
  {
    province: '四川省',
    city: '成都市',
    district: '武侯区',
    address: '一环路南一段 24 号 基础教学楼 B 座',
    postcode: '610065',
  },
  {
    province: '广东省',
    city: '广州市',
    district: '天河区',
    address: '五山路 381 号 科技楼 607 室',
    postcode: '510641',
  },
  {
    province: '陕西省',
    city: '西安市',
    district: '碑林区',
    address: '咸宁西路 28 号 主楼 E 座 1102 室',
    postcode: '710049',
  },
];

const LIBRARY = {
  kind: 'manual',
  name: '国家图书馆 中文采编部',
  phone: '010-88545114',
  province: '北京市',
  city: '北京市',
  district: '海淀区',
  address: '中关村南大街 33 号',
  postcode: '100081',
  organization: '国家图书馆',
  copies: 3,
};

/** A parcel's state in the demo: delivered long ago, or the newest on its way. */
function trackingOf(k: number, sentAt: Date, delivered: boolean): { state: TrackingState; event: string } {
  const day = new Date(sentAt.getTime() + (delivered ? 3 : 1) * DAY).toISOString().slice(0, 10);
  if (delivered || k % 3 !== 2) return { state: 'delivered', event: `${day} 14:20 已签收，签收人：本人` };
  return { state: 'inTransit', event: `${day} 09:05 快件已到达【北京海淀营业部】` };
}

/**
 * Mailing's demo rows: the press's express companies and printing houses (one of each switched
 * off); each issue at mailing and after has its authors (with their addresses) and a library as
 * recipients. Published and archived issues had every parcel delivered. The first issue at mailing
 * went out whole (every parcel numbered, so it can be published), some parcels still on their way;
 * any later issue at mailing has sent its first authors only: the rest wait for a batch, one author's
 * address still to be completed.
 */
export async function seedMailing(tx: Tx, pressId: number, adminId: number) {
  const companies = await tx
    .insert(expressCompanies)
    .values(COMPANIES.map((c) => ({ ...c, pressId })))
    .returning({ id: expressCompanies.id });
  await tx.insert(printingHouses).values(HOUSES.map((h) => ({ ...h, pressId })));
  const placed = await tx
    .select({
      issueId: issuePlacements.issueId,
      manuscriptId: manuscripts.id,
      status: manuscripts.status,
      authorId: authors.id,
      name: authors.name,
      phone: authors.phone,
      unit: authors.unit,
    })
    .from(issuePlacements)
    .innerJoin(manuscripts, eq(manuscripts.id, issuePlacements.manuscriptId))
    .innerJoin(authors, eq(authors.id, manuscripts.authorId))
    .where(
      and(
        eq(manuscripts.pressId, pressId),
        inArray(manuscripts.status, [Status.MAILING, Status.PUBLISHED, Status.ARCHIVED]),
      ),
    )
    .orderBy(asc(issuePlacements.issueId), asc(issuePlacements.position));
  const issues = new Map<number, typeof placed>();
  for (const p of placed) issues.set(p.issueId, [...(issues.get(p.issueId) ?? []), p]);
  let mailingSeen = 0;
  let k = 0;
  for (const [issueId, articles] of issues) {
    const atMailing = articles[0]!.status === Status.MAILING;
    const whole = !atMailing || mailingSeen++ === 0;
    const recipients = await tx
      .insert(mailingRecipients)
      .values([
        ...articles.map((a, i) => {
          // A later issue at mailing: its last author's address is not known yet.
          const unknown = !whole && i === articles.length - 1;
          return {
            issueId,
            kind: 'author',
            manuscriptId: a.manuscriptId,
            authorId: a.authorId,
            name: a.name,
            phone: a.phone,
            organization: a.unit,
            copies: AUTHOR_COPIES,
            createdBy: adminId,
            ...(unknown ? {} : ADDRESSES[(issueId + i) % ADDRESSES.length]!),
          };
        }),
        { ...LIBRARY, issueId, createdBy: adminId },
      ])
      .returning({ id: mailingRecipients.id });
    // Whole: every recipient in one batch; else the first authors only (the rest wait).
    const sent = whole ? recipients : recipients.slice(0, Math.max(1, articles.length - 1));
    const sentAt = new Date(Date.now() - (atMailing ? 2 : 40) * DAY);
    const company = companies[issueId % 2]!.id;
    const [batch] = await tx
      .insert(mailingBatches)
      .values({ issueId, expressCompanyId: company, createdBy: adminId, createdAt: sentAt })
      .returning({ id: mailingBatches.id });
    await tx.insert(mailingShipments).values(
      sent.map((r) => {
        const tracking = trackingOf(k++, sentAt, !atMailing);
        return {
          batchId: batch!.id,
          recipientId: r.id,
          trackingNo: `${issueId % 2 ? 'EA' : 'SF'}${String(1_402_000_000_000 + r.id * 7919).slice(0, 12)}`,
          trackingState: tracking.state,
          trackingEvent: tracking.event,
          trackedAt: new Date(sentAt.getTime() + 3 * DAY),
        };
      }),
    );
  }
}
