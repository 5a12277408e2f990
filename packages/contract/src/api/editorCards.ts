import {
  cardBody,
  cardIdQuery,
  cardListQuery,
  cardPage,
  cardPreview,
  cardReviewBody,
  cardView,
  myCardAnswer,
} from '../schemas/editorCards.ts';
import { uploadedFile } from '../schemas/files.ts';
import { defineCall } from './define.ts';

/**
 * Acquisition editors' business cards: the editor keeps their own (我的名片), the press reviews them
 * (采编名片); the public page /myCard?id=… is served as HTML beside the API (modules/caibianCards).
 */
const tags = ['caibianCards'] as const;
const own = { permission: 'caibian.meansCard' };
const press = { permission: 'operation.caibianCards' };

export const myCard = defineCall({
  method: 'GET',
  path: '/sys/caibian/card',
  access: own,
  tags,
  summary:
    'The signed-in acquisition editor’s card (null before the first save) and the journals they may serve',
  response: myCardAnswer,
});

export const myCardSave = defineCall({
  method: 'POST',
  path: '/sys/caibian/card/save',
  access: own,
  tags,
  summary:
    'Save the signed-in editor’s card under the version read; it goes to the press for review (pending)',
  body: cardBody,
  response: cardView,
});

export const myCardPhoto = defineCall({
  method: 'POST',
  path: '/sys/caibian/card/photo',
  access: own,
  tags,
  summary: 'Upload a photo for the card: PNG, JPEG or WebP judged by content, at most 1 MB',
  upload: true,
  response: uploadedFile,
});

export const myCardPreview = defineCall({
  method: 'POST',
  path: '/sys/caibian/card/preview',
  access: own,
  tags,
  summary: 'The card as /myCard would draw it with these fields (nothing saved)',
  body: cardBody,
  response: cardPreview,
});

export const cardList = defineCall({
  method: 'GET',
  path: '/sys/caibianCards/list',
  access: press,
  tags,
  summary: 'The press’s editors’ cards with their scans and referrals, by state and name',
  query: cardListQuery,
  response: cardPage,
});

export const cardPreviewOf = defineCall({
  method: 'GET',
  path: '/sys/caibianCards/preview',
  access: press,
  tags,
  summary: 'One card of the press as /myCard draws it',
  query: cardIdQuery,
  response: cardPreview,
});

export const cardReview = defineCall({
  method: 'POST',
  path: '/sys/caibianCards/review',
  access: { permission: 'operation.caibianCards.review' },
  tags,
  summary: 'Publish or disable a card of the press under the version read',
  body: cardReviewBody,
  response: cardView,
});
