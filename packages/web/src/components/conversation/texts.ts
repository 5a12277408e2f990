import { featureTexts } from '../../i18n/featureTexts.ts';

const zh = {
  title: '留言',
  office: '编辑部',
  author: '作者',
  empty: '还没有留言',
  emptyHint: '在下方写下第一条留言。',
  older: '查看更早的留言',
  placeholder: '输入留言（Ctrl+Enter 发送，Enter 换行）',
  send: '发送',
  attach: '添加附件',
  removeAttachment: '移除附件',
  uploading: '上传中…',
  read: '已读',
  unreadByOther: '未读',
  newMessage: '新消息',
  readOnly: '您可以查看留言，但没有发言权限。',
  count: '{{n}}/{{max}}',
  threads: { author: '与作者' },
};

const en: typeof zh = {
  title: 'Messages',
  office: 'Editorial office',
  author: 'Author',
  empty: 'No messages yet',
  emptyHint: 'Write the first one below.',
  older: 'Show earlier messages',
  placeholder: 'Write a message (Ctrl+Enter sends, Enter starts a new line)',
  send: 'Send',
  attach: 'Attach a file',
  removeAttachment: 'Remove the attachment',
  uploading: 'Uploading…',
  read: 'Read',
  unreadByOther: 'Unread',
  newMessage: 'New',
  readOnly: 'You can read the messages but may not write here.',
  count: '{{n}}/{{max}}',
  threads: { author: 'With the author' },
};

export const useConversationTexts = featureTexts('conversation', zh, en);
