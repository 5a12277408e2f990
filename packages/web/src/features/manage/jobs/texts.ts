import { featureTexts } from '../../../i18n/featureTexts.ts';

const zh = {
  queue: '队列',
  queueFilter: '队列名称',
  data: '任务数据',
  error: '错误',
  retries: '已重试 / 上限',
  createdOn: '创建时间',
  startedOn: '最后开始',
  completedOn: '失败时间',
  retry: '重试',
  retryConfirm: '重新执行队列 {{queue}} 中的这个任务？',
  retryConfirmContent: '任务将再执行一次；如仍失败，会再次出现在此列表中。',
  retryDone: '已重新排队',
  hint: '这里列出重试次数用完仍失败的后台任务（全平台）。',
};

const en: typeof zh = {
  queue: 'Queue',
  queueFilter: 'Queue name',
  data: 'Data',
  error: 'Error',
  retries: 'Retries / limit',
  createdOn: 'Created',
  startedOn: 'Last started',
  completedOn: 'Failed',
  retry: 'Retry',
  retryConfirm: 'Run this job of queue {{queue}} again?',
  retryConfirmContent: 'It runs once more; if it fails again it comes back to this list.',
  retryDone: 'Queued again',
  hint: 'Background jobs of the whole platform that failed after their last retry.',
};

export const useJobsTexts = featureTexts('jobs', zh, en);
