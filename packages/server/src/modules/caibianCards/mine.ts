import type { Lang } from '@jb/contract/i18n';
import { CardState, type cardBody } from '@jb/contract/schemas/editorCards';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { editorCards, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { assignedCondition } from '../../platform/tenancy.ts';
import { makeReferralCode } from '../caibianPerf/referral.ts';
import type { CardDeps } from './deps.ts';
import { cardJournals, openJournals } from './journals.ts';
import { photoDataUrl, requirePhoto } from './photo.ts';
import { cardViewOf, drawCard } from './view.ts';

type Body = z.output<typeof cardBody>;

/** The caller's press: an acquisition editor belongs to one (a platform operator has no card). */
function editorOf(auth: AuthContext) {
  if (auth.pressId === null) throw errors.notFound();
  return { userId: auth.userId, pressId: auth.pressId };
}

/** The signed-in editor's card, the journals they may serve, and their own details to start from. */
export async function readMine(db: Db, auth: AuthContext, publicUrl: string) {
  const who = editorOf(auth);
  const [[card], journals, [me]] = await Promise.all([
    db.select().from(editorCards).where(eq(editorCards.userId, who.userId)),
    openJournals(db, who.pressId, undefined, assignedCondition(auth)),
    db
      .select({ name: users.name, phone: users.phone, email: users.email })
      .from(users)
      .where(eq(users.id, who.userId)),
  ]);
  return {
    card: card ? await cardViewOf(db, card, publicUrl) : null,
    journals,
    defaults: { name: me?.name ?? '', phone: me?.phone ?? '', email: me?.email ?? '' },
  };
}

/**
 * The body's journals are open journals of the editor's press they serve (their assigned ones when
 * they have any, as their manuscript lists are), and its photo theirs (else 400).
 */
async function checkBody(
  db: Db | Tx,
  auth: AuthContext,
  who: { userId: number; pressId: number },
  body: Body,
) {
  const ids = [...new Set(body.journalIds)];
  if ((await cardJournals(db, who.pressId, ids, assignedCondition(auth))).length !== ids.length)
    throw errors.field('journalIds', 'card.journal');
  const photo = body.photoFileId === null ? null : await requirePhoto(db, who, body.photoFileId);
  return { ids, photo };
}

/**
 * Saves the editor's card under the version read (null: their first) and sends it to the press:
 * every save makes it pending. A stale version is 409; nothing is written on any refusal.
 */
export async function saveMine(db: Db, publicUrl: string, auth: AuthContext, body: Body) {
  const who = editorOf(auth);
  return db.transaction(async (tx) => {
    const { ids } = await checkBody(tx, auth, who, body);
    const fields = {
      photoFileId: body.photoFileId,
      name: body.name,
      title: body.title,
      phone: body.phone,
      email: body.email,
      link: body.link,
      intro: body.intro,
      journalIds: ids,
      state: CardState.PENDING,
      submittedAt: new Date(),
      reviewedBy: null,
      reviewedAt: null,
    };
    const [saved] =
      body.version === null
        ? await tx
            .insert(editorCards)
            .values({ ...who, ...fields })
            .onConflictDoNothing({ target: editorCards.userId })
            .returning()
        : await tx
            .update(editorCards)
            .set({ ...fields, version: sql`${editorCards.version} + 1` })
            .where(and(eq(editorCards.userId, who.userId), eq(editorCards.version, body.version)))
            .returning();
    if (!saved) throw errors.staleVersion();
    await makeReferralCode(tx, who.userId, who.pressId);
    return cardViewOf(tx, saved, publicUrl);
  });
}

/** The card as /myCard would draw these fields (checked as a save is; the card is not written). */
export async function previewMine(db: Db, deps: CardDeps, auth: AuthContext, body: Body, lang: Lang) {
  const who = editorOf(auth);
  const { ids, photo } = await checkBody(db, auth, who, body);
  const photoSrc = photo ? await photoDataUrl(deps.files.store, photo) : null;
  return { html: await drawCard(db, { ...body, ...who, journalIds: ids }, photoSrc, deps.publicUrl, lang) };
}
