import { AUTHOR_BLACKLISTED } from '@jb/contract/schemas/authors';
import type { staffSubmitBody } from '@jb/contract/schemas/manuscripts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { authors } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { requireJournal } from '../../platform/tenancy.ts';
import { entersAsEditor, requireMyAuthor } from '../caibian/scope.ts';
import { requireReferrer } from '../caibianPerf/editors.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { createSubmission } from './service.ts';

/**
 * 稿件查询 → 录入稿件: staff enter a manuscript on an author's behalf, as the author site would
 * submit it. The journal is one the staff member works on (else 404); the author is one of the
 * journal's press (else 400 on the field) and not blacklisted (the site's refusal); the referring
 * acquisition editor, if named, an active one of the press (else 400). The files are the ones this
 * staff member uploaded; the timeline's first event names them, the author owns the rest.
 * An acquisition editor without the staff entry enters for their own authors only (another's: 404),
 * as the manuscript's referrer (naming anyone else: 400 on referrerId).
 */
export async function enterManuscript(
  deps: WorkflowDeps,
  auth: AuthContext,
  body: z.infer<typeof staffSubmitBody>,
  now = new Date(),
) {
  const { journalId, authorId, referrerId: named, ...fields } = body;
  const asEditor = entersAsEditor(auth);
  if (asEditor && named !== null && named !== auth.userId) throw errors.field('referrerId', 'invalid');
  const referrerId = asEditor ? auth.userId : named;
  return deps.db.transaction(async (tx) => {
    if (asEditor) await requireMyAuthor(tx, auth, authorId);
    const journal = await requireJournal(tx, auth, journalId);
    const pressId = journal.pressId;
    const [author] = await tx
      .select({ blacklistType: authors.blacklistType })
      .from(authors)
      .where(and(eq(authors.id, authorId), eq(authors.pressId, pressId)));
    if (!author) throw errors.field('authorId', 'invalid');
    if (author.blacklistType === AUTHOR_BLACKLISTED) throw errors.authorBlacklisted();
    if (referrerId !== null) await requireReferrer(tx, pressId, referrerId, 'referrerId');
    const who = {
      pressId,
      journalId,
      authorId,
      actor: { type: 'staff' as const, id: auth.userId },
      referrerId,
    };
    return createSubmission(deps, tx, who, fields, now);
  });
}
