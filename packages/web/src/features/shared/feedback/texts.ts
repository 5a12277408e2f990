import { featureTexts } from '../../../i18n/featureTexts.ts';

const zh = {
  entry: '反馈',
  entryHint: '向管理员反馈建议或问题',
  title: '意见反馈',
  hint: '您的反馈会发送给管理员，回复将以站内消息送达。',
  type: '反馈类型',
  content: '反馈内容',
  contentPlaceholder: '请描述您的建议或遇到的问题（最多 2000 字）',
  file: '截图或附件',
  fileRules: '可选，支持 {{types}}，不超过 {{mb}} MB',
  choose: '选择文件',
  uploading: '文件上传中，请稍候再提交',
  send: '提交反馈',
  sent: '反馈已提交，感谢您的意见',
};

const en: typeof zh = {
  entry: 'Feedback',
  entryHint: 'Send a suggestion or a problem to the administrators',
  title: 'Feedback',
  hint: 'Your feedback goes to the administrators; their reply arrives as a message.',
  type: 'Type',
  content: 'Your feedback',
  contentPlaceholder: 'Describe your suggestion or the problem (at most 2,000 characters)',
  file: 'Screenshot or file',
  fileRules: 'Optional: {{types}}, up to {{mb}} MB',
  choose: 'Choose a file',
  uploading: 'The file is still uploading; send when it is done',
  send: 'Send',
  sent: 'Thank you: your feedback has been sent',
};

export const useFeedbackTexts = featureTexts('feedbackEntry', zh, en);
