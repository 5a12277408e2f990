import { featureTexts } from '../i18n/featureTexts.ts';

/** Words of the author's withdrawal (撤稿) on the journal site. */
const zh = {
  title: '撤稿',
  hint: '撤稿申请经编辑部审核通过后稿件即撤回，不再处理；已缴纳的费用将按退款流程退回。提交时需验证手机短信验证码。',
  reason: '撤稿原因',
  reasonPlaceholder: '例如：已改投他刊',
  code: '短信验证码',
  sendCode: '获取验证码',
  resend: '{{n}} 秒后重新获取',
  codeSent: '验证码已发送到您账号绑定的手机',
  submit: '提交撤稿申请',
  sent: '撤稿申请已提交，请等待编辑部审核',
  required: '请填写',
  pending: '撤稿申请已提交（{{at}}），正在等待编辑部审核。',
  passed: '撤稿申请已通过（{{at}}），稿件已撤回。',
  rejected: '撤稿申请未通过（{{at}}）：{{note}}',
};

const en: typeof zh = {
  title: 'Withdraw',
  hint: 'Once the office passes the request the manuscript is withdrawn and no longer handled; fees paid are refunded through the refund review. Confirm with the code sent to your phone.',
  reason: 'Reason',
  reasonPlaceholder: 'e.g. submitted to another journal',
  code: 'SMS code',
  sendCode: 'Send code',
  resend: 'Again in {{n}} s',
  codeSent: 'The code was sent to the phone of your account',
  submit: 'Ask to withdraw',
  sent: 'Your withdrawal request is sent; the office will review it',
  required: 'Required',
  pending: 'You asked to withdraw ({{at}}); the office is reviewing it.',
  passed: 'Your withdrawal was passed ({{at}}); the manuscript is withdrawn.',
  rejected: 'Your withdrawal was not passed ({{at}}): {{note}}',
};

export const useWithdrawalTexts = featureTexts('authorWithdrawal', zh, en);
