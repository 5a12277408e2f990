import { rm } from 'node:fs/promises';
import type { FieldError } from '@jb/contract/errors';
import { PROOF_MAX_MB } from '@jb/contract/fileRules';
import { fieldMessage } from '@jb/contract/messages';
import { REVISION_STATUSES } from '@jb/contract/productionRows';
import { BATCH_PROOFS_MAX } from '@jb/contract/schemas/typesetting';
import { Status } from '@jb/contract/workflow';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { manuscripts, storedFiles, typesettingDispatches } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { type Received, receiveFiles } from '../../platform/files/receive.ts';
import type { FileDeps } from '../files/service.ts';
import { articlesNamed } from '../manuscripts/articleNumber.ts';
import { staff } from '../workflow/actor.ts';
import { applyIn } from '../workflow/applyAction.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';

const MB = 1024 * 1024;
/** Where a typesetter hands a proof in: the initial layout and each revision. */
const HAND_IN: readonly number[] = [Status.INITIAL_LAYOUT, ...REVISION_STATUSES];

const problem = (key: string, name: string): FieldError => {
  const m = fieldMessage(key);
  return { path: 'file', zh: `${m.zh}：${name}`, en: `${m.en}: ${name}` };
};

/**
 * A batch of final proofs (artProof/batchFinalProof): many PDFs in one form, each handed in for the
 * manuscript its file name numbers among those dispatched to the caller and waiting for their
 * layout or a revision. A file refused (not a PDF), a name that numbers none of them or one of them
 * twice: the whole batch is refused, naming each file. Otherwise every PDF is stored and handed in
 * through the workflow's `uploadProof`, all in one transaction.
 */
export async function batchFinalProof(
  deps: WorkflowDeps & { files: FileDeps },
  req: FastifyRequest,
  auth: AuthContext,
) {
  if (auth.pressId === null) throw errors.notFound();
  const pressId = auth.pressId;
  const { files } = deps;
  const got = await receiveFiles(
    req,
    { types: ['pdf'], maxBytes: PROOF_MAX_MB * MB },
    files.tempDir,
    files.deadlines,
    BATCH_PROOFS_MAX,
  );
  try {
    const desk = await deps.db
      .select({ id: manuscripts.id, articleNo: manuscripts.articleNo, version: manuscripts.version })
      .from(typesettingDispatches)
      .innerJoin(manuscripts, eq(manuscripts.id, typesettingDispatches.manuscriptId))
      .where(
        and(
          eq(typesettingDispatches.typesetterId, auth.userId),
          eq(manuscripts.pressId, pressId),
          inArray(manuscripts.status, HAND_IN),
        ),
      );
    const problems = got.refused.map((r) => ({
      path: 'file',
      zh: `${r.zh}：${r.name}`,
      en: `${r.en}: ${r.name}`,
    }));
    const matched: { file: Received; article: (typeof desk)[number] }[] = [];
    for (const file of got.files) {
      const hits = articlesNamed(file.name, desk);
      if (hits.length !== 1) problems.push(problem('typesetting.batchUnmatched', file.name));
      else if (matched.some((m) => m.article.id === hits[0]!.id))
        problems.push(problem('typesetting.batchDuplicate', file.name));
      else matched.push({ file, article: hits[0]! });
    }
    if (problems.length > 0) throw errors.validation(problems.slice(0, 50));
    // Stored before the transaction (content-addressed), so copying them holds no rows.
    for (const { file } of matched) await files.store.putFile(file.sha256, file.tempPath, file.mime);
    return await deps.db.transaction(async (tx) => {
      const out = [];
      for (const { file, article } of matched) {
        const [row] = await tx
          .insert(storedFiles)
          .values({
            pressId,
            sha256: file.sha256,
            sizeBytes: file.sizeBytes,
            type: file.type,
            mime: file.mime,
            name: file.name,
            kind: 'proof',
            uploadedByType: 'staff',
            uploadedBy: auth.userId,
          })
          .returning({ id: storedFiles.id });
        const moved = await applyIn(tx, deps.notifier, staff(auth), 'uploadProof', {
          id: article.id,
          version: article.version,
          input: { typesetting: { fileId: row!.id } },
        });
        out.push({
          fileName: file.name,
          manuscriptId: article.id,
          articleNo: article.articleNo,
          status: moved.status,
        });
      }
      return out;
    });
  } finally {
    await Promise.all(got.files.map((f) => rm(f.tempPath, { force: true })));
  }
}
