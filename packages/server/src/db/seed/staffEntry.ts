import { and, asc, eq } from 'drizzle-orm';
import { enterManuscript } from '../../modules/manuscripts/staffEntry.ts';
import type { BlobStore } from '../../platform/files/blobStore.ts';
import type { Tx } from '../client.ts';
import { authors, journalColumns, journals } from '../schema/index.ts';
import { seedStaff } from './actor.ts';
import { demoFile, demoUpload, seedDeps } from './manuscripts.ts';

/**
 * 稿件查询 → 录入稿件: one manuscript the press administrator entered for 刘晓明 (who sent it by
 * e-mail), referred by the acquisition editor, with the file the administrator uploaded; it waits
 * for the author's prepaid fee and its timeline opens with the staff entry.
 */
export async function seedStaffEntry(
  tx: Tx,
  store: BlobStore,
  pressId: number,
  people: { admin: number; acquisitionEditor: number },
): Promise<void> {
  const [journal] = await tx
    .select({ id: journals.id })
    .from(journals)
    .where(eq(journals.pressId, pressId))
    .orderBy(asc(journals.id))
    .limit(1);
  const [column] = await tx
    .select({ id: journalColumns.id })
    .from(journalColumns)
    .where(eq(journalColumns.journalId, journal!.id))
    .orderBy(asc(journalColumns.sort))
    .limit(1);
  const [author] = await tx
    .select({ id: authors.id, name: authors.name, unit: authors.unit })
    .from(authors)
    .where(and(eq(authors.pressId, pressId), eq(authors.phone, '13700000001')));
  const docx = await demoFile(store, 'manuscript.docx');
  const by = { pressId, type: 'staff' as const, id: people.admin };
  await enterManuscript(
    seedDeps(tx),
    seedStaff(pressId, people.admin),
    {
      journalId: journal!.id,
      authorId: author!.id,
      referrerId: people.acquisitionEditor,
      columnId: column!.id,
      title: '基于知识图谱的期刊审稿人推荐（编辑部代录入）',
      keywords: '知识图谱；审稿人推荐',
      abstract: '作者通过电子邮件投来稿件，编辑部代为录入系统。',
      subjectId: null,
      natureArticleType: 0,
      authors: [{ name: author!.name, affiliation: author!.unit, email: '', corresponding: true }],
      foundationFlag: false,
      fundName: '',
      fundNumber: '',
      fundLevel: null,
      fundCertificateFileId: null,
      manuscriptFileId: await demoUpload(tx, docx, '知识图谱审稿人推荐.docx', by),
      annexFileIds: [],
    },
    new Date(Date.now() - 20 * 86_400_000),
  );
}
