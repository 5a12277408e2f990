import { featureTexts } from '../i18n/featureTexts.ts';

/** Words of the author's refund request on a rejected manuscript (journal site). */
const zh = {
  title: '申请退款',
  hint: '稿件已被退稿，您可以申请退还已支付的费用，编辑部和财务审核后原路退回。',
  order: '订单',
  refundable: '{{order}}（可退 {{amount}}）',
  amount: '退款金额',
  reason: '申请原因',
  reasonPlaceholder: '例如：稿件被退稿，申请退还版面费',
  submit: '提交退款申请',
  sent: '退款申请已提交，请等待审核',
  required: '请填写',
};

const en: typeof zh = {
  title: 'Ask for a refund',
  hint: 'The manuscript was rejected: you may ask for what you paid back; the office and finance review it and send it back.',
  order: 'Order',
  refundable: '{{order}} ({{amount}} refundable)',
  amount: 'Amount',
  reason: 'Reason',
  reasonPlaceholder: 'e.g. the manuscript was rejected; please refund the page fee',
  submit: 'Send the request',
  sent: 'Refund requested: it is being reviewed',
  required: 'Required',
};

export const useRefundTexts = featureTexts('authorRefund', zh, en);
