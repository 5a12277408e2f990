import type { Bilingual } from './i18n.ts';

/** Field messages of acquisition editors' business cards (messages.ts takes them in). */
export const CARD_MESSAGES = {
  'card.link': {
    zh: '链接须为 http:// 或 https:// 开头的网址',
    en: 'The link must be a web address starting with http:// or https://',
  },
  'card.journals': { zh: '请至少选择一本服务的期刊', en: 'Choose at least one journal you serve' },
  'card.journal': {
    zh: '只能选择本社正在收稿的期刊',
    en: 'Choose journals of your press that take submissions',
  },
  'card.photo': {
    zh: '照片须为您本人上传的 PNG、JPEG 或 WebP 图片',
    en: 'The photo must be a PNG, JPEG or WebP picture you uploaded',
  },
  'card.state': {
    zh: '名片当前状态不能执行该操作，请刷新后重试',
    en: 'The card’s state does not allow this: reload and try again',
  },
} satisfies Record<string, Bilingual>;
