import { featureTexts } from '../../../i18n/featureTexts.ts';

/** Words of the shared file pieces (viewing in a tab, vouchers). */
const zh = {
  view: '查看',
  download: '下载',
  voucher: {
    upload: '上传凭证',
    hint: '{{types}}，不超过 {{mb}}MB',
  },
};

const en: typeof zh = {
  view: 'View',
  download: 'Download',
  voucher: {
    upload: 'Upload the voucher',
    hint: '{{types}}, at most {{mb}} MB',
  },
};

export const useFileTexts = featureTexts('sharedFiles', zh, en);
