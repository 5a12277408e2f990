import { featureTexts } from '../../../i18n/featureTexts.ts';

/** Words of the editors' home (/editorialReview/shouye) and the work card of /manage/welcome. */
const zh = {
  tabs: { audit: '待我审理', allot: '分配工作', accepted: '录用后' },
  waiting: { audit: '待审理', allot: '待分配', accepted: '在此环节' },
  overdue: '逾期 {{count}}',
  overdueHint: '分配超过 {{days}} 天仍未处理',
  allocated: '我分配未完成 {{count}}',
  openQueue: '进入队列',
  showing: {
    all: '全部环节',
    group: '环节：{{name}}',
    overdue: '仅逾期',
    allocated: '我分配的',
  },
  clear: '显示全部',
  noWork: '您没有需要处理的环节',
  card: {
    title: '我的审稿工作',
    audit: '待我审理',
    overdue: '其中逾期',
    allot: '待分配',
    allocated: '我分配未完成',
    open: '打开编辑首页',
  },
  submittedAt: '投稿时间',
  auditUser: '处理人',
};

const en: typeof zh = {
  tabs: { audit: 'Waiting for me', allot: 'Allocation', accepted: 'After acceptance' },
  waiting: { audit: 'To review', allot: 'To allocate', accepted: 'At this stage' },
  overdue: '{{count}} past due',
  overdueHint: 'Allocated more than {{days}} days ago and still open',
  allocated: '{{count}} I allocated, open',
  openQueue: 'Open the queue',
  showing: {
    all: 'All stages',
    group: 'Stage: {{name}}',
    overdue: 'Past due only',
    allocated: 'Allocated by me',
  },
  clear: 'Show all',
  noWork: 'You work no stage here',
  card: {
    title: 'My review work',
    audit: 'Waiting for me',
    overdue: 'of it past due',
    allot: 'To allocate',
    allocated: 'I allocated, open',
    open: 'Open the editor home',
  },
  submittedAt: 'Submitted',
  auditUser: 'Assignee',
};

export const useHomeTexts = featureTexts('editorHome', zh, en);
