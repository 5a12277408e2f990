import { MERCHANT_CHANNELS, merchantBody, merchantRow } from '../schemas/merchants.ts';
import { defineResource } from './resource.ts';

const options = Object.entries(MERCHANT_CHANNELS).map(([value, label]) => ({ value, label }));

/** Payee merchants of a press (SPEC §7 "Merchant add, edit and delete"; /manage/payeeMerchant). */
export const merchants = defineResource({
  area: 'manage.payeeMerchant',
  path: '/sys/merchant',
  tag: 'merchants',
  noun: { zh: '收款商户', en: 'payee merchant' },
  row: merchantRow,
  body: merchantBody,
  sort: ['createdAt', 'name'],
  keyword: { zh: '商户名称或商户号', en: 'Name or merchant number' },
  deleteSummary: 'Delete a merchant no journal or unpaid order uses',
  fields: {
    name: { label: { zh: '商户名称', en: 'Merchant name' }, kind: 'text' },
    channel: { label: { zh: '收款方式', en: 'Channel' }, kind: 'select', options, initial: 'bank' },
    merchantNo: { label: { zh: '商户号', en: 'Merchant number' }, kind: 'text' },
    accountName: { label: { zh: '开户名', en: 'Account name' }, kind: 'text' },
    bankName: { label: { zh: '开户银行', en: 'Bank' }, kind: 'text' },
    accountNo: { label: { zh: '账号', en: 'Account number' }, kind: 'text', max: 32, numeric: true },
    journalCount: { label: { zh: '使用期刊数', en: 'Journals using it' }, kind: 'number' },
    status: { label: { zh: '状态', en: 'Status' }, kind: 'status', wide: true },
    createdAt: { label: { zh: '创建时间', en: 'Created' }, kind: 'time' },
  },
});

export const {
  list: merchantList,
  save: merchantSave,
  update: merchantUpdate,
  delete: merchantDelete,
} = merchants;
