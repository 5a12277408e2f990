import { AUTHOR_ACTION_TITLES, type AuthorAction } from '@jb/contract/authorActions';
import type { Bilingual } from '@jb/contract/i18n';

/**
 * Which card of a manuscript's page draws each of the author's actions: the server's `actions` list
 * (contract authorActions.ts) decides; the site draws a card only when one of its actions is there.
 */
export type ActionCardName =
  | 'revision'
  | 'annex'
  | 'refund'
  | 'proofs'
  | 'withdrawal'
  | 'revisionApplication';

const CARD_OF: Record<AuthorAction, ActionCardName> = {
  startRevision: 'revision',
  submitRevision: 'revision',
  supplementAnnexes: 'annex',
  requestRefund: 'refund',
  readProofs: 'proofs',
  withdraw: 'withdrawal',
  applyRevision: 'revisionApplication',
};

/** Cards the author may use but is not asked to (offered on the page, never a to-do of 我的稿件). */
const OFFERS: readonly ActionCardName[] = ['withdrawal', 'revisionApplication'];

/** Whether the card has an action the author may take now. */
export function hasCard(actions: readonly AuthorAction[], card: ActionCardName): boolean {
  return actions.some((action) => CARD_OF[action] === card);
}

/** What the author is asked to do, one entry per card: its first action in the list, with its title. */
export function pendingCards(
  actions: readonly AuthorAction[],
): { card: ActionCardName; action: AuthorAction; title: Bilingual }[] {
  const seen = new Set<ActionCardName>();
  return actions.flatMap((action) => {
    const card = CARD_OF[action];
    if (seen.has(card) || OFFERS.includes(card)) return [];
    seen.add(card);
    return [{ card, action, title: AUTHOR_ACTION_TITLES[action] }];
  });
}
