import { Status } from '@jb/contract/workflow';
import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import { AnnexStatus, SupplementStatus } from '../../modules/annexAudit/status.ts';
import type { BlobStore } from '../../platform/files/blobStore.ts';
import type { Tx } from '../client.ts';
import {
  annexAudits,
  journalAnnexKinds,
  journals,
  manuscriptFiles,
  manuscripts,
  storedFiles,
} from '../schema/index.ts';
import { demoFile } from './manuscripts.ts';

const KINDS = [
  { name: '版权转让协议', required: true, description: '全体作者签字后扫描上传' },
  { name: '伦理审查批件', required: false, description: '涉及人体或动物实验的研究须提供' },
  { name: '基金项目证明', required: false, description: '基金论文请提供立项通知书或任务书' },
];
/** Past the review: their annexes were audited long ago. */
const LATE = new Set<number>([Status.ACCEPTED, Status.SCHEDULING, Status.PUBLISHED, Status.ARCHIVED]);

/**
 * The annex audit of the demo: each journal's requirements, and the manuscripts the history marked
 * with annexes given a signed agreement (a PDF) and their audit record: sent with the submission and
 * awaiting audit, a supplement asked by the office (the copyright agreement unsigned), or, for those
 * long past review, passed.
 */
export async function seedAnnexes(
  tx: Tx,
  store: BlobStore,
  pressId: number,
  officeId: number,
): Promise<void> {
  const own = await tx.select({ id: journals.id }).from(journals).where(eq(journals.pressId, pressId));
  const copyright = KINDS[0]!.name;
  for (const j of own) {
    await tx.insert(journalAnnexKinds).values(KINDS.map((k, sort) => ({ journalId: j.id, sort, ...k })));
  }
  const pdf = await demoFile(store, 'fund-certificate.pdf');
  const marked = await tx
    .select({
      id: manuscripts.id,
      status: manuscripts.status,
      annexStatus: manuscripts.annexStatus,
      journalId: manuscripts.journalId,
      authorId: manuscripts.authorId,
      submittedAt: manuscripts.submittedAt,
    })
    .from(manuscripts)
    .where(
      and(
        eq(manuscripts.pressId, pressId),
        inArray(manuscripts.annexStatus, [1, 2]),
        // Submissions made through the service have their record already.
        notExists(
          tx
            .select({ id: annexAudits.id })
            .from(annexAudits)
            .where(eq(annexAudits.manuscriptId, manuscripts.id)),
        ),
      ),
    )
    .orderBy(asc(manuscripts.id));
  for (const m of marked) {
    const [file] = await tx
      .insert(storedFiles)
      .values({
        ...pdf,
        pressId,
        name: '版权转让协议.pdf',
        kind: 'annex',
        uploadedByType: 'author',
        uploadedBy: m.authorId,
        createdAt: m.submittedAt,
      })
      .returning({ id: storedFiles.id });
    await tx
      .insert(manuscriptFiles)
      .values({ manuscriptId: m.id, fileId: file!.id, role: 'annex', createdAt: m.submittedAt });
    const day = (n: number) => new Date(m.submittedAt.getTime() + n * 86_400_000);
    await tx.insert(annexAudits).values({
      manuscriptId: m.id,
      action: 'submitted',
      actorType: 'author',
      actorId: m.authorId,
      createdAt: m.submittedAt,
    });
    let annexStatus: number = m.annexStatus;
    let supplementStatus: number = SupplementStatus.NONE;
    if (LATE.has(m.status)) {
      annexStatus = AnnexStatus.AUDITED;
      await tx.insert(annexAudits).values({
        manuscriptId: m.id,
        action: 'pass',
        note: '附件齐全',
        actorType: 'staff',
        actorId: officeId,
        createdAt: day(1),
      });
    } else if (m.annexStatus === AnnexStatus.SUPPLEMENT) {
      supplementStatus = SupplementStatus.AWAITED;
      await tx.insert(annexAudits).values({
        manuscriptId: m.id,
        action: 'supplementAnnex',
        note: '版权转让协议缺少通讯作者签字，请补签后重新上传。',
        kindNames: [copyright],
        actorType: 'staff',
        actorId: officeId,
        createdAt: day(1),
      });
    }
    await tx.update(manuscripts).set({ annexStatus, supplementStatus }).where(eq(manuscripts.id, m.id));
  }
}
