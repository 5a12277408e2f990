import type { Lang } from '@jb/contract/i18n';
import { referralLink } from '@jb/contract/schemas/caibianPerf';
import type { CardView } from '@jb/contract/schemas/editorCards';
import type { Db, Tx } from '../../db/client.ts';
import type { editorCards } from '../../db/schema/index.ts';
import { iso } from '../../platform/list.ts';
import { makeReferralCode } from '../caibianPerf/referral.ts';
import { cardJournals } from './journals.ts';
import { type DrawnCard, renderCard } from './render.ts';

export type CardRecord = typeof editorCards.$inferSelect;

/** The public page of a card. */
export const cardPageUrl = (publicUrl: string, id: number) =>
  `${publicUrl.replace(/\/$/, '')}/myCard?id=${id}`;

/** The fields a card draws, saved or not yet (a preview). */
export type CardFields = Pick<
  CardRecord,
  | 'userId'
  | 'pressId'
  | 'photoFileId'
  | 'name'
  | 'title'
  | 'phone'
  | 'email'
  | 'link'
  | 'intro'
  | 'journalIds'
>;

/** A card's journals with the author site's submit link carrying the editor's referral code. */
export async function journalsWithLinks(
  db: Db | Tx,
  card: Pick<CardFields, 'userId' | 'pressId' | 'journalIds'>,
  publicUrl: string,
) {
  const code = await makeReferralCode(db, card.userId, card.pressId);
  const journals = await cardJournals(db, card.pressId, card.journalIds);
  return journals.map((j) => ({ ...j, submitUrl: referralLink(publicUrl, j.code, code) }));
}

/**
 * The card drawn as /myCard shows it, from its fields (saved or a preview's), with its journals'
 * submit links and the photo at `photoSrc` (the public route, or a data URL in a preview).
 */
export async function drawCard(
  db: Db | Tx,
  card: Pick<CardFields, 'userId' | 'pressId' | 'journalIds'> & Omit<DrawnCard, 'photoSrc' | 'journals'>,
  photoSrc: string | null,
  publicUrl: string,
  lang: Lang,
): Promise<string> {
  const journals = await journalsWithLinks(db, card, publicUrl);
  return renderCard({ ...card, photoSrc, journals }, lang);
}

/** A saved card as the editor and the press read it. */
export async function cardViewOf(db: Db | Tx, card: CardRecord, publicUrl: string): Promise<CardView> {
  const journals = await journalsWithLinks(db, card, publicUrl);
  return {
    id: card.id,
    state: card.state,
    photoFileId: card.photoFileId,
    name: card.name,
    title: card.title,
    phone: card.phone,
    email: card.email,
    link: card.link,
    intro: card.intro,
    // The journals still open: a journal closed since the card was saved drops off it.
    journalIds: journals.map((j) => j.id),
    journals,
    scans: card.scans,
    version: card.version,
    submittedAt: card.submittedAt.toISOString(),
    reviewedAt: iso(card.reviewedAt),
    pageUrl: cardPageUrl(publicUrl, card.id),
  };
}
