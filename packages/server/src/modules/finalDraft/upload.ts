import { FINAL_DRAFT_STATUSES, type finalDraftBody } from '@jb/contract/schemas/finalDraft';
import { and, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { manuscriptEvents, manuscriptFiles, manuscripts, storedFiles } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { pressCondition } from '../../platform/tenancy.ts';
import { myManuscripts } from '../caibian/scope.ts';
import { MANUSCRIPT_ROLE } from './queries.ts';

/**
 * The editor attaches a file they uploaded (kind manuscript: the upload judged its type) as the
 * author's final draft, in one transaction: the manuscript locked (another editor's: 404; not
 * accepted or already in layout: 400), the file checked (another's, used, or not a manuscript file:
 * 400), the new version marked final (the earlier ones not), and a line on the timeline.
 */
export function uploadFinalDraft(db: Db, auth: AuthContext, b: z.infer<typeof finalDraftBody>) {
  return db.transaction(async (tx) => {
    const [m] = await tx
      .select({ id: manuscripts.id, status: manuscripts.status })
      .from(manuscripts)
      .where(
        and(
          eq(manuscripts.id, b.manuscriptId),
          pressCondition(auth, manuscripts.pressId),
          myManuscripts(auth),
        ),
      )
      .for('update');
    if (!m) throw errors.notFound();
    if (!FINAL_DRAFT_STATUSES.includes(m.status)) throw errors.field('manuscriptId', 'finalDraft.status');
    const [file] = await tx
      .select({ id: storedFiles.id, used: manuscriptFiles.id })
      .from(storedFiles)
      .leftJoin(manuscriptFiles, eq(manuscriptFiles.fileId, storedFiles.id))
      .where(
        and(
          eq(storedFiles.id, b.fileId),
          eq(storedFiles.pressId, auth.pressId!),
          eq(storedFiles.uploadedByType, 'staff'),
          eq(storedFiles.uploadedBy, auth.userId),
          eq(storedFiles.kind, MANUSCRIPT_ROLE),
        ),
      )
      .limit(1);
    if (!file || file.used !== null) throw errors.field('fileId', 'finalDraft.file');
    const [last] = await tx
      .select({ n: max(manuscriptFiles.revision) })
      .from(manuscriptFiles)
      .where(and(eq(manuscriptFiles.manuscriptId, m.id), eq(manuscriptFiles.role, MANUSCRIPT_ROLE)));
    const revision = (last?.n ?? -1) + 1;
    await tx
      .update(manuscriptFiles)
      .set({ final: false })
      .where(and(eq(manuscriptFiles.manuscriptId, m.id), eq(manuscriptFiles.role, MANUSCRIPT_ROLE)));
    const [made] = await tx
      .insert(manuscriptFiles)
      .values({ manuscriptId: m.id, fileId: file.id, role: MANUSCRIPT_ROLE, revision, final: true })
      .returning({ id: manuscriptFiles.id });
    await tx.insert(manuscriptEvents).values({
      manuscriptId: m.id,
      action: 'finalDraftUploaded',
      fromStatus: m.status,
      toStatus: m.status,
      actorType: 'staff',
      actorId: auth.userId,
    });
    return { id: made!.id, revision };
  });
}
