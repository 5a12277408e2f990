import { FeeType } from '@jb/contract/enums/order';
import { fieldMessage } from '@jb/contract/messages';
import { TYPESET_PERMISSION } from '@jb/contract/productionRows';
import { type ManuscriptStatus, proofStatuses, Status } from '@jb/contract/workflow';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  issuePlacements,
  journals,
  manuscriptFiles,
  storedFiles,
  typesettingDispatches,
  users,
} from '../../db/schema/index.ts';
import { errors } from '../../platform/errors.ts';
import { holdsPermission, worksJournal } from '../../platform/staffScope.ts';
import { chinaDate } from '../manuscripts/service.ts';
import { openFeeOrder } from '../review/feeOrders.ts';
import { staffId } from '../workflow/actor.ts';
import type { EffectContext } from '../workflow/effectContext.ts';

/** The role a typesetter's PDF keeps among the manuscript's files; its revision is the round. */
export const PROOF_ROLE = 'proof';

/** The round a status belongs to: 0 the initial layout, k proof or revision k; null elsewhere. */
export function roundOf(status: ManuscriptStatus): number | null {
  if (status === Status.INITIAL_LAYOUT) return 0;
  for (let k = 1; k <= 8; k += 1) if (proofStatuses(k).includes(status)) return k;
  return null;
}

const refuse = (path: string, key: string) => errors.validation([{ path, ...fieldMessage(key) }]);

/** A typesetter of the manuscript's press who works its journal, holds the typesetting action and is active. */
async function checkTypesetter(tx: Tx, c: EffectContext, typesetterId: number) {
  const [ok] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, typesetterId),
        eq(users.pressId, c.subject.pressId),
        eq(users.status, 1),
        holdsPermission(sql`${users.id}`, TYPESET_PERMISSION),
        worksJournal(sql`${users.id}`, c.subject.journalId),
      ),
    );
  if (!ok) throw refuse('typesetterId', 'typesetting.notTypesetter');
}

/**
 * `dispatchTypesetting`: the manuscript goes to the typesetter with a due date (not before the
 * China day of the move); dispatching again (another typesetter) replaces the row.
 */
export async function dispatchTypesetting(tx: Tx, c: EffectContext): Promise<void> {
  const t = c.input.typesetting ?? {};
  if (t.typesetterId === undefined) throw errors.field('typesetterId', 'required');
  if (t.dueOn === undefined) throw errors.field('dueOn', 'required');
  if (t.dueOn < chinaDate(c.at).day) throw refuse('dueOn', 'typesetting.duePast');
  await checkTypesetter(tx, c, t.typesetterId);
  const row = {
    typesetterId: t.typesetterId,
    dueOn: t.dueOn,
    dispatchedBy: staffId(c.actor),
    dispatchedAt: c.at,
  };
  await tx
    .insert(typesettingDispatches)
    .values({ manuscriptId: c.manuscriptId, ...row })
    .onConflictDoUpdate({ target: typesettingDispatches.manuscriptId, set: row });
}

/** `recallDispatch`: back to scheduling, the typesetter no longer has it. */
export async function recallDispatch(tx: Tx, c: EffectContext): Promise<void> {
  await tx.delete(typesettingDispatches).where(eq(typesettingDispatches.manuscriptId, c.manuscriptId));
}

/**
 * `recordProof`: the typesetter's PDF (their own upload of kind `proof`, not attached elsewhere)
 * becomes the manuscript's proof of the round: the layout for round 0, revision k's for round k.
 */
export async function recordProof(tx: Tx, c: EffectContext): Promise<void> {
  const fileId = c.input.typesetting?.fileId;
  if (fileId === undefined) throw errors.field('fileId', 'required');
  const [file] = await tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        eq(storedFiles.pressId, c.subject.pressId),
        eq(storedFiles.kind, 'proof'),
        eq(storedFiles.uploadedByType, 'staff'),
        eq(storedFiles.uploadedBy, staffId(c.actor)),
      ),
    );
  const [attached] = await tx
    .select({ id: manuscriptFiles.id })
    .from(manuscriptFiles)
    .where(eq(manuscriptFiles.fileId, fileId))
    .limit(1);
  if (!file || attached) throw refuse('fileId', 'typesetting.notYourProof');
  await tx.insert(manuscriptFiles).values({
    manuscriptId: c.manuscriptId,
    fileId,
    role: PROOF_ROLE,
    revision: roundOf(c.from) ?? 0,
    createdAt: c.at,
  });
  const pages = c.input.typesetting?.pages;
  if (pages !== undefined) await recordPages(tx, c, pages);
}

/**
 * The layout's page count, when the typesetter gives it: the article's pages in its issue (the
 * contents' page ranges follow), and with the initial layout, the extra-page fee (fee type 5, the
 * journal's per-page fee in force) for the pages past the journal's article page limit, once.
 */
async function recordPages(tx: Tx, c: EffectContext, pages: number): Promise<void> {
  await tx.update(issuePlacements).set({ pages }).where(eq(issuePlacements.manuscriptId, c.manuscriptId));
  if (c.from !== Status.INITIAL_LAYOUT) return;
  const [journal] = await tx
    .select({ limit: journals.articlePageLimit })
    .from(journals)
    .where(eq(journals.id, c.subject.journalId));
  const extra = journal && journal.limit > 0 ? pages - journal.limit : 0;
  if (extra > 0) await openFeeOrder(tx, c, FeeType.EXTRA_PAGE, extra);
}
