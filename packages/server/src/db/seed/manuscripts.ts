import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileKind } from '@jb/contract/fileRules';
import type { FILM_FILE_KIND } from '@jb/contract/schemas/issueProduction';
import { Status } from '@jb/contract/workflow';
import { and, asc, eq } from 'drizzle-orm';
import { submitManuscript } from '../../modules/manuscripts/service.ts';
import { Notifier } from '../../modules/notifications/notifier.ts';
import type { Actor } from '../../modules/workflow/actor.ts';
import { applyAction } from '../../modules/workflow/applyAction.ts';
import type { AuthorContext } from '../../platform/access.ts';
import type { BlobStore } from '../../platform/files/blobStore.ts';
import { txExecutor } from '../../platform/jobs/executeSql.ts';
import { Jobs, silentLog } from '../../platform/jobs/jobs.ts';
import type { Db, Tx } from '../client.ts';
import { authors, journalColumns, journals, storedFiles } from '../schema/index.ts';
import { seedStaff } from './actor.ts';

/** The address in the demo's e-mail links (the server's default PUBLIC_URL). */
const DEMO_PUBLIC_URL = 'http://localhost:8080';

const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../assets');

const TOPICS = [
  ['基于图神经网络的学术引文推荐方法', '图神经网络；引文推荐'],
  ['面向边缘计算的轻量级目标检测模型', '边缘计算；目标检测'],
  ['黄淮海平原冬小麦节水灌溉效应研究', '冬小麦；节水灌溉'],
  ['社区老年人慢性病管理模式的随机对照研究', '慢性病；社区管理'],
  ['大语言模型在学术不端检测中的应用', '大语言模型；学术不端'],
  ['Federated learning for privacy-preserving peer review analytics', 'federated learning; peer review'],
  ['设施蔬菜土壤次生盐渍化的成因与治理', '设施蔬菜；盐渍化'],
  ['神经网络剪枝方法的综述与展望', '神经网络；模型压缩'],
  ['县域医共体建设对基层就诊率的影响', '医共体；基层医疗'],
  ['A multilingual corpus of Chinese scientific abstracts', 'corpus; abstracts'],
] as const;

const daysAgo = (d: number, h = 10) => new Date(Date.now() - d * 86_400_000 - h * 3_600_000);

interface DemoFile {
  sha256: string;
  sizeBytes: number;
  type: 'docx' | 'pdf' | 'zip';
  mime: string;
}

/** One of the demo files (packages/server/assets), stored once in the blob store. */
export async function demoFile(
  store: BlobStore,
  name: 'manuscript.docx' | 'fund-certificate.pdf',
): Promise<DemoFile> {
  const bytes = await readFile(path.join(ASSETS, name));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const docx = name.endsWith('.docx');
  const mime = docx
    ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
    : 'application/pdf';
  await store.putBytes(sha256, bytes, mime);
  return { sha256, sizeBytes: bytes.length, type: docx ? 'docx' : 'pdf', mime };
}

/** The row an upload leaves, for a demo file: an author's own, or a staff member's entering it for them. */
export async function demoUpload(
  tx: Tx,
  file: DemoFile,
  name: string,
  by: { pressId: number; type: 'author' | 'staff'; id: number },
  /** Told by the file and its name when left out: a manuscript, a fund certificate or an annex. */
  kind: FileKind | typeof FILM_FILE_KIND = file.type === 'docx'
    ? 'manuscript'
    : name.includes('基金')
      ? 'fundCertificate'
      : 'annex',
): Promise<number> {
  const [row] = await tx
    .insert(storedFiles)
    .values({
      ...file,
      pressId: by.pressId,
      name,
      kind,
      uploadedByType: by.type,
      uploadedBy: by.id,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}

/**
 * What the submission and workflow services need, in the seed's transaction. Seeded outside a
 * server: jobs (the notifications' delivery) are written, run once a server starts.
 */
export function seedDeps(tx: Tx) {
  const db = tx as unknown as Db;
  return { db, notifier: new Notifier(new Jobs(txExecutor(db), silentLog), DEMO_PUBLIC_URL) };
}

/** A staff member acting from the seed: the demo person, with the permissions their role gives. */
function seedActor(userId: number, pressId: number): Actor {
  return { kind: 'staff', auth: seedStaff(pressId, userId) };
}

/**
 * The first press's manuscripts: submissions through the submission service (real numbers, orders
 * and process versions), then moved by the workflow function as finance and the administrator
 * would: about half paid by remittance, some waived, some withdrawn, the rest waiting at 0.
 */
export async function seedManuscripts(
  tx: Tx,
  store: BlobStore,
  pressId: number,
  people: { finance: number; admin: number },
): Promise<void> {
  const deps = seedDeps(tx);
  const [docx, pdf] = await Promise.all([
    demoFile(store, 'manuscript.docx'),
    demoFile(store, 'fund-certificate.pdf'),
  ]);
  const open = await tx
    .select({ id: journals.id })
    .from(journals)
    .where(eq(journals.pressId, pressId))
    .orderBy(asc(journals.id))
    .limit(3);
  const writers = await tx
    .select({ id: authors.id, name: authors.name })
    .from(authors)
    .where(and(eq(authors.pressId, pressId), eq(authors.blacklistType, 0)))
    .orderBy(asc(authors.id));
  for (let i = 0; i < 48; i += 1) {
    const journalId = open[i % open.length]!.id;
    const [column] = await tx
      .select({ id: journalColumns.id })
      .from(journalColumns)
      .where(eq(journalColumns.journalId, journalId))
      .orderBy(asc(journalColumns.sort))
      .limit(1);
    const [title, keywords] = TOPICS[i % TOPICS.length]!;
    const author: AuthorContext = {
      sessionId: 0,
      authorId: writers[i % writers.length]!.id,
      pressId,
      journalId,
      blacklisted: false,
    };
    const submittedDaysAgo = 60 - i;
    const funded = i % 4 === 0;
    const upload = (file: DemoFile, name: string) =>
      demoUpload(tx, file, name, { pressId, type: 'author', id: author.authorId });
    const made = await submitManuscript(
      deps,
      author,
      {
        columnId: column!.id,
        title: i < TOPICS.length ? title : `${title}（${Math.floor(i / TOPICS.length) + 1}）`,
        keywords,
        abstract: '本文针对该领域的关键问题提出了新的方法，并通过实验验证了其有效性。',
        subjectId: null,
        natureArticleType: i % 3 === 0 ? 0 : 1,
        authors: [
          {
            name: writers[i % writers.length]!.name,
            affiliation: '示范大学',
            email: '',
            corresponding: true,
          },
          { name: '赵合著', affiliation: '示范研究院', email: '', corresponding: false },
        ],
        foundationFlag: funded,
        fundName: funded ? '国家自然科学基金' : '',
        fundNumber: funded ? `6217${1000 + i}` : '',
        fundLevel: funded ? (i % 5) + 1 : null,
        fundCertificateFileId: funded ? await upload(pdf, '基金立项证明.pdf') : null,
        manuscriptFileId: await upload(docx, `${title.slice(0, 12)}.docx`),
        annexFileIds: i % 5 === 0 ? [await upload(pdf, '作者声明.pdf')] : [],
      },
      daysAgo(submittedDaysAgo),
    );
    if (made.status !== Status.AUTHOR_UNPAID) continue;
    const at = daysAgo(submittedDaysAgo - 2, 5);
    const req = { id: made.id, version: 0, at };
    if (i % 10 < 5) {
      await applyAction(deps, seedActor(people.finance, pressId), 'confirmRemittance', {
        ...req,
        input: {
          remittance: {
            remitter: writers[i % writers.length]!.name,
            amountFen: 50_000,
            paidOn: at.toISOString().slice(0, 10),
            voucherNote: `HX${1000 + i}`,
            // Every other one with the bank's receipt finance uploaded (a PDF).
            voucherFileId:
              i % 2 === 0
                ? await demoUpload(
                    tx,
                    pdf,
                    `汇款回单-HX${1000 + i}.pdf`,
                    { pressId, type: 'staff', id: people.finance },
                    'voucher',
                  )
                : null,
          },
        },
      });
    } else if (i % 10 === 5) {
      await applyAction(deps, seedActor(people.admin, pressId), 'waiveFee', {
        ...req,
        note: '特约稿件，免收预付费',
      });
    } else if (i % 10 === 6) {
      await applyAction(deps, seedActor(people.admin, pressId), 'withdrawEntry', {
        ...req,
        note: '作者重复投稿，撤销',
      });
    }
  }
}
