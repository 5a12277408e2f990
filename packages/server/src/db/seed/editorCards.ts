import { AdminType } from '@jb/contract/roles';
import { and, eq, inArray } from 'drizzle-orm';
import { saveMine } from '../../modules/caibianCards/mine.ts';
import { reviewCard } from '../../modules/caibianCards/review.ts';
import type { Db, Tx } from '../client.ts';
import { editorCards, journals, users } from '../schema/index.ts';
import { DEMO_PUBLIC_URL, seedStaff } from './actor.ts';

/** How many times 张采编's published card was opened (its QR scanned or its link followed). */
export const DEMO_CARD_SCANS = 37;

/**
 * The business cards of the demo (made through the cards' service as the editors and the press
 * would): 张采编 (caibian) a published card that has been scanned, 黄伟 (huangwei) one waiting for
 * the press's review on 采编名片.
 */
export async function seedEditorCards(tx: Tx, pressId: number, people: { admin: number }) {
  const db = tx as unknown as Db;
  const editors = await tx
    .select({
      id: users.id,
      account: users.account,
      name: users.name,
      phone: users.phone,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.pressId, pressId), inArray(users.account, ['caibian', 'huangwei'])));
  const served = (
    await tx
      .select({ id: journals.id })
      .from(journals)
      .where(eq(journals.pressId, pressId))
      .orderBy(journals.id)
  ).map((j) => j.id);
  const intro: Record<string, [string, string]> = {
    caibian: [
      '资深采编',
      '从事科技期刊组稿十二年，熟悉投稿、审稿与录用流程，欢迎扫码投稿，稿件进展随时联系我。',
    ],
    huangwei: ['采编', '负责高校与科研院所的组稿联络。'],
  };
  for (const e of editors) {
    const [title, text] = intro[e.account]!;
    const card = await saveMine(db, DEMO_PUBLIC_URL, seedStaff(pressId, e.id, AdminType.EDIT), {
      version: null,
      photoFileId: null,
      name: e.name,
      title,
      phone: e.phone,
      email: e.email,
      link: '',
      intro: text,
      journalIds: e.account === 'caibian' ? served.slice(0, 2) : served.slice(0, 1),
    });
    if (e.account !== 'caibian') continue;
    await reviewCard(db, DEMO_PUBLIC_URL, seedStaff(pressId, people.admin), {
      id: card.id,
      version: card.version,
      action: 'publish',
    });
    await tx.update(editorCards).set({ scans: DEMO_CARD_SCANS }).where(eq(editorCards.id, card.id));
  }
}
