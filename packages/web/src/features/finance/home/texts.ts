import { featureTexts } from '../../../i18n/featureTexts.ts';

/** Words of the finance home (/finance/index). */
const zh = {
  title: '财务概览',
  range: { thisMonth: '本月', lastMonth: '上月', custom: '自定义' },
  journal: '全部期刊',
  received: '本期到账',
  ordered: '本期订单',
  unpaid: '当前未支付',
  awaiting: '待确认汇款',
  count: '{{count}} 笔',
  toOrders: '查看订单',
  toRemittance: '去确认',
  byFeeType: '本期订单（按费用类型）',
  feeType: '费用类型',
  orders: '笔数',
  amount: '订单金额',
  paid: '已付金额',
  daily: '每日到账',
  day: '日期',
  noData: '本期没有订单',
  noPayments: '本期没有到账',
};

const en: typeof zh = {
  title: 'Finance overview',
  range: { thisMonth: 'This month', lastMonth: 'Last month', custom: 'Custom' },
  journal: 'All journals',
  received: 'Received',
  ordered: 'Ordered',
  unpaid: 'Unpaid now',
  awaiting: 'Remittances to confirm',
  count: '{{count}} orders',
  toOrders: 'Open the orders',
  toRemittance: 'Confirm them',
  byFeeType: 'Orders of the period by fee type',
  feeType: 'Fee type',
  orders: 'Orders',
  amount: 'Ordered',
  paid: 'Paid',
  daily: 'Received per day',
  day: 'Day',
  noData: 'No orders in the period',
  noPayments: 'Nothing received in the period',
};

export const useFinanceHomeTexts = featureTexts('financeHome', zh, en);
