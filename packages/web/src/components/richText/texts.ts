import { featureTexts } from '../../i18n/featureTexts.ts';

const zh = {
  bold: '加粗',
  italic: '斜体',
  bulleted: '无序列表',
  numbered: '有序列表',
  link: '插入链接',
  unlink: '取消链接',
  url: '链接地址（http、https 或 mailto）',
  insert: '插入',
  badUrl: '请输入 http://、https:// 或 mailto: 开头的地址',
  editor: '富文本编辑区',
};

const en: typeof zh = {
  bold: 'Bold',
  italic: 'Italic',
  bulleted: 'Bulleted list',
  numbered: 'Numbered list',
  link: 'Insert link',
  unlink: 'Remove link',
  url: 'Address (http, https or mailto)',
  insert: 'Insert',
  badUrl: 'Enter an address starting with http://, https:// or mailto:',
  editor: 'Rich text editor',
};

export const useRichTextTexts = featureTexts('richText', zh, en);
