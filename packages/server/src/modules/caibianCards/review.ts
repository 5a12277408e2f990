import type { Lang } from '@jb/contract/i18n';
import {
  type CardAction,
  CardState,
  type cardListQuery,
  type cardReviewBody,
} from '@jb/contract/schemas/editorCards';
import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { editorCards, journals, manuscripts, storedFiles, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { containsPattern, iso, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { pressCondition } from '../../platform/tenancy.ts';
import type { CardDeps } from './deps.ts';
import { photoDataUrl } from './photo.ts';
import { cardViewOf, drawCard } from './view.ts';

/** The states each review action moves a card from. */
const FROM: Record<CardAction, number[]> = {
  publish: [CardState.PENDING, CardState.DISABLED],
  disable: [CardState.PENDING, CardState.PUBLISHED],
};
const TO: Record<CardAction, number> = { publish: CardState.PUBLISHED, disable: CardState.DISABLED };

const actionsOf = (auth: AuthContext, state: number): CardAction[] =>
  auth.permissions.has('operation.caibianCards.review')
    ? (['publish', 'disable'] as const).filter((a) => FROM[a].includes(state))
    : [];

const referrals = sql<number>`(select count(*)::int from ${manuscripts} m where m.referrer_id = ${editorCards.userId})`;
const reviewer = alias(users, 'reviewer');

/** The press's cards, by state and name (the card's or the account's), with scans and referrals. */
export async function listCards(db: Db, auth: AuthContext, q: z.output<typeof cardListQuery>) {
  const where = and(
    pressCondition(auth, editorCards.pressId),
    q.state ? eq(editorCards.state, q.state) : undefined,
    q.name
      ? or(ilike(editorCards.name, containsPattern(q.name)), ilike(users.account, containsPattern(q.name)))
      : undefined,
  );
  const sortColumn: Record<typeof q.sort, SQL | typeof editorCards.name> = {
    submittedAt: sql`${editorCards.submittedAt}`,
    name: editorCards.name,
    scans: sql`${editorCards.scans}`,
    referrals,
  };
  const [rows, [total]] = await Promise.all([
    db
      .select({
        card: editorCards,
        account: users.account,
        referrals,
        reviewedByName: reviewer.name,
      })
      .from(editorCards)
      .innerJoin(users, eq(users.id, editorCards.userId))
      .leftJoin(reviewer, eq(reviewer.id, editorCards.reviewedBy))
      .where(where)
      .orderBy(...orderOf(q, sortColumn[q.sort], editorCards.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(editorCards)
      .innerJoin(users, eq(users.id, editorCards.userId))
      .where(where),
  ]);
  const journalIds = [...new Set(rows.flatMap((r) => r.card.journalIds))];
  const names = new Map(
    journalIds.length
      ? (
          await db
            .select({ id: journals.id, name: journals.name })
            .from(journals)
            .where(inArray(journals.id, journalIds))
        ).map((j) => [j.id, j.name])
      : [],
  );
  const list = rows.map(({ card, account, referrals: n, reviewedByName }) => ({
    id: card.id,
    userId: card.userId,
    account,
    name: card.name,
    title: card.title,
    phone: card.phone,
    state: card.state,
    journalNames: card.journalIds.flatMap((id) => names.get(id) ?? []),
    scans: card.scans,
    referrals: Number(n),
    version: card.version,
    submittedAt: card.submittedAt.toISOString(),
    reviewedAt: iso(card.reviewedAt),
    reviewedByName,
    actions: actionsOf(auth, card.state),
  }));
  return pageOf(list, Number(total?.n ?? 0), q);
}

/** A card of the caller's press, or 404. */
async function cardOfPress(db: Db, auth: AuthContext, id: number) {
  const [card] = await db
    .select()
    .from(editorCards)
    .where(and(eq(editorCards.id, id), pressCondition(auth, editorCards.pressId)));
  if (!card) throw errors.notFound();
  return card;
}

/**
 * Publishes or disables a card under the version read: the state guard sits in the update itself,
 * so two reviewers cannot both move it. Another press's card is 404, a changed one 409, a card in a
 * state the action does not take 400.
 */
export async function reviewCard(
  db: Db,
  publicUrl: string,
  auth: AuthContext,
  body: z.output<typeof cardReviewBody>,
) {
  const [moved] = await db
    .update(editorCards)
    .set({
      state: TO[body.action],
      reviewedBy: auth.userId,
      reviewedAt: new Date(),
      version: sql`${editorCards.version} + 1`,
    })
    .where(
      and(
        eq(editorCards.id, body.id),
        pressCondition(auth, editorCards.pressId),
        eq(editorCards.version, body.version),
        inArray(editorCards.state, FROM[body.action]),
      ),
    )
    .returning();
  if (moved) return cardViewOf(db, moved, publicUrl);
  const card = await cardOfPress(db, auth, body.id);
  if (card.version !== body.version) throw errors.staleVersion();
  throw errors.field('action', 'card.state');
}

/** One card of the press as /myCard draws it (whatever its state: the press reviews it from this). */
export async function previewOf(db: Db, deps: CardDeps, auth: AuthContext, id: number, lang: Lang) {
  const card = await cardOfPress(db, auth, id);
  const [photo] = card.photoFileId
    ? await db.select().from(storedFiles).where(eq(storedFiles.id, card.photoFileId))
    : [];
  const photoSrc = photo ? await photoDataUrl(deps.files.store, photo) : null;
  return { html: await drawCard(db, card, photoSrc, deps.publicUrl, lang) };
}
