import { featureTexts } from '../i18n/featureTexts.ts';

const zh = {
  nav: '我的消息',
  title: '我的消息',
  unreadCount: '{{count}} 条未读',
  allRead: '全部标为已读',
  markRead: '标为已读',
  unread: '未读',
  read: '已读',
  empty: '暂无消息',
  time: '时间',
};

const en: typeof zh = {
  nav: 'Messages',
  title: 'My messages',
  unreadCount: '{{count}} unread',
  allRead: 'Mark all read',
  markRead: 'Mark read',
  unread: 'Unread',
  read: 'Read',
  empty: 'No messages',
  time: 'Time',
};

export const useAuthorMessageTexts = featureTexts('authorMessages', zh, en);
