import { featureTexts } from '../../../i18n/featureTexts.ts';

const zh = {
  orderNum: '订单号',
  manuscript: '稿件',
  amount: '金额',
  payStatus: '支付状态',
  remitter: '汇款人',
  paidOn: '汇款日期',
  createdAt: '下单时间',
  keyword: '订单号、稿件编号、标题或作者',
};

const en: typeof zh = {
  orderNum: 'Order no.',
  manuscript: 'Manuscript',
  amount: 'Amount',
  payStatus: 'Payment',
  remitter: 'Remitter',
  paidOn: 'Remitted on',
  createdAt: 'Ordered',
  keyword: 'Order no., article no., title or author',
};

export const useRemittanceTexts = featureTexts('remittance', zh, en);
