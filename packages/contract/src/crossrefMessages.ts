import type { Bilingual } from './i18n.ts';

/** Field messages of the Crossref deposit sending (messages.ts takes them in). */
export const CROSSREF_MESSAGES = {
  'crossref.pending': {
    zh: '该期次的 Crossref 提交正在进行，请等它结束后再重新提交',
    en: 'The issue’s Crossref deposit is being sent: resend it once that ends',
  },
  'crossref.off': {
    zh: '未开通 Crossref 提交（服务器未配置 CROSSREF_DEPOSIT_URL），请下载 XML 手工提交',
    en: 'Crossref sending is not set up (no CROSSREF_DEPOSIT_URL on the server): download the XML and deposit it by hand',
  },
} satisfies Record<string, Bilingual>;
