import { z } from 'zod';
import type { Bilingual } from '../i18n.ts';
import { emailSchema, idSchema, phoneSchema } from './common.ts';
import { INT4_MAX } from './integerRange.ts';
import { pageOf, pageQuery, sortParam, textFilter } from './list.ts';
import { cleanText, plainText } from './plainText.ts';

/**
 * Acquisition editors' business cards (我的名片 /caibian/meansCard, the public /myCard?id=…, the
 * press's 采编名片 /operation/caibianCards). docs/acquisition-editors.md tells the states.
 */

/**
 * A card's state: every save by the editor makes it pending (the press reviews it); the press
 * publishes or disables it. Only a published card of an active editor shows on /myCard.
 */
export const CardState = { PENDING: 1, PUBLISHED: 2, DISABLED: 3 } as const;
export type CardStateValue = (typeof CardState)[keyof typeof CardState];
export const CARD_STATE: Record<number, Bilingual> = {
  1: { zh: '待审核', en: 'Pending review' },
  2: { zh: '已发布', en: 'Published' },
  3: { zh: '已停用', en: 'Disabled' },
};

export const CARD_LIMITS = { name: 30, title: 40, intro: 500, link: 300, journals: 20, photoMb: 1 } as const;

/** A link a card may carry: http or https to a host, nothing else (no `javascript:`, `data:` …). */
export function isSafeLink(text: string): boolean {
  // No spaces, quotes, angle brackets, backslashes or control characters (NUL included).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (!/^https?:\/\//i.test(text) || /[\s<>"'`\\\u0000-\u001f\u007f]/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username;
  } catch {
    return false;
  }
}

/** Optional plain text of at most `max` characters after cleaning ('' when left out). */
const optionalPlain = (max: number) =>
  z
    .string({ error: 'invalid' })
    .transform(cleanText)
    .pipe(z.string().max(max, { error: 'tooLong' }))
    .default('');

/** What the editor saves (and previews): the card's fields and the version read (null: the first). */
export const cardBody = z.object({
  version: z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0, { error: 'invalid' }).nullable(),
  photoFileId: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .positive({ error: 'invalid' })
    .nullable(),
  name: plainText(CARD_LIMITS.name),
  title: optionalPlain(CARD_LIMITS.title),
  phone: phoneSchema,
  email: emailSchema,
  link: z
    .string({ error: 'invalid' })
    .trim()
    .max(CARD_LIMITS.link, { error: 'tooLong', abort: true })
    .refine((v) => v === '' || isSafeLink(v), { error: 'card.link' })
    .default(''),
  intro: optionalPlain(CARD_LIMITS.intro),
  journalIds: z
    .array(idSchema, { error: 'invalid' })
    .min(1, { error: 'card.journals' })
    .max(CARD_LIMITS.journals, { error: 'tooLong' }),
});
export type CardBody = z.input<typeof cardBody>;

/** A journal on a card: its scope (its subjects) and the author site's submit link with the referral. */
export const cardJournal = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  scope: z.string(),
  submitUrl: z.string(),
});

export const cardView = z.object({
  id: z.number(),
  state: z.number(),
  photoFileId: z.number().nullable(),
  name: z.string(),
  title: z.string(),
  phone: z.string(),
  email: z.string(),
  link: z.string(),
  intro: z.string(),
  journalIds: z.array(z.number()),
  journals: z.array(cardJournal),
  scans: z.number(),
  version: z.number(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The public page: `/myCard?id=…`. */
  pageUrl: z.string(),
});
export type CardView = z.infer<typeof cardView>;

/** The signed-in editor's card (null before the first save), the journals they may pick, their own details. */
export const myCardAnswer = z.object({
  card: cardView.nullable(),
  journals: z.array(cardJournal.omit({ submitUrl: true })),
  defaults: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
});

/** A card as the public page or a preview draws it: the HTML of /myCard (server-rendered). */
export const cardPreview = z.object({ html: z.string() });

export const CARD_ACTIONS = ['publish', 'disable'] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

export const cardListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['submittedAt', 'name', 'scans', 'referrals'] as const, 'submittedAt'),
  state: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(3, { error: 'invalid' })
    .optional(),
  name: textFilter,
});

export const cardRow = z.object({
  id: z.number(),
  userId: z.number(),
  account: z.string(),
  name: z.string(),
  title: z.string(),
  phone: z.string(),
  state: z.number(),
  journalNames: z.array(z.string()),
  scans: z.number(),
  /** Manuscripts naming the editor as referrer (submitted through their code or chosen at entry). */
  referrals: z.number(),
  version: z.number(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedByName: z.string().nullable(),
  actions: z.array(z.enum(CARD_ACTIONS)),
});
export type CardRow = z.infer<typeof cardRow>;
export const cardPage = pageOf(cardRow);

export const cardIdQuery = z.object({ id: idSchema });

/** The press publishes or disables a card under the version it read. */
export const cardReviewBody = z.object({
  id: idSchema,
  version: z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0, { error: 'invalid' }),
  action: z.enum(CARD_ACTIONS, { error: 'invalid' }),
});

/** The public page's query: a card id; anything else answers the not-found page. */
/** The public page's card: an id an int4 column holds (a larger one is a missing card, never a database error). */
export const publicCardQuery = z.object({ id: idSchema.max(INT4_MAX, { error: 'invalid' }) });
