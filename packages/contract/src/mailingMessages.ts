import type { Bilingual } from './i18n.ts';

/** Field messages of mailing and its base data (messages.ts takes them in). */
export const MAILING_MESSAGES = {
  'mailing.notAtMailing': {
    zh: '该期次不在邮寄阶段，不能修改收件人和运单',
    en: 'The issue is not at mailing: its recipients and parcels cannot change',
  },
  'mailing.shipped': {
    zh: '该收件人已在快递批次中，不能修改或删除',
    en: 'The recipient is in a mailing batch already and cannot be changed or removed',
  },
  'mailing.incomplete': {
    zh: '有收件人的地址不完整（需姓名、电话、省、市和详细地址），请先补全',
    en: 'A recipient’s address is incomplete (name, phone, province, city and address): complete it first',
  },
  'mailing.recipientUnknown': {
    zh: '有收件人不属于该期次，或已在其他批次中',
    en: 'A recipient is not of this issue, or is in another batch already',
  },
  'mailing.expressOff': {
    zh: '该快递公司不存在或已停用',
    en: 'The express company does not exist or is switched off',
  },
  'mailing.shipmentUnknown': {
    zh: '有运单不属于该期次',
    en: 'A parcel is not of this issue',
  },
  'mailing.trackingOff': {
    zh: '未配置物流查询服务，请手工登记运单号',
    en: 'No tracking provider is configured: enter the tracking numbers by hand',
  },
  'mailing.nothingToTrack': {
    zh: '该批次还没有运单号',
    en: 'The batch has no tracking numbers yet',
  },
  'mailing.nothingToAdd': {
    zh: '该期次稿件的投稿作者都已是收件人',
    en: 'Every article’s submitting author is a recipient already',
  },
  'mailing.trackingDuplicate': {
    zh: '同一运单号填给了多个收件人',
    en: 'The same tracking number is given to several recipients',
  },
  'mailing.batchTracked': {
    zh: '该批次已有包裹填了运单号，不能撤销；请先更正运单号',
    en: 'A parcel of the batch has its tracking number: the batch cannot be undone',
  },
  'publication.notMailed': {
    zh: '还有收件人没有运单号，请先在邮寄发行中登记',
    en: 'A recipient has no tracking number yet: record it on the mailing screen first',
  },
} satisfies Record<string, Bilingual>;

/** The courier spreadsheet's refusals (`{row}`: the row as the spreadsheet numbers it; `{value}`: the cell). */
export const TRACKING_IMPORT_RULES = {
  fileType: { zh: '请上传 .xlsx 或 .csv 文件', en: 'Upload an .xlsx or .csv file' },
  unreadable: { zh: '无法读取该文件', en: 'The file cannot be read' },
  columns: {
    zh: '表格需要“运单号”列，以及“发货单号”列或“稿件编号”和“收件人”列',
    en: 'The sheet needs a “Tracking number” column, and a “Parcel id” column or “Article number” and “Recipient” columns',
  },
  noRows: { zh: '表格中没有运单', en: 'The sheet has no parcels' },
  tooMany: { zh: '一次最多导入 {max} 行', en: 'At most {max} rows at a time' },
  trackingMissing: { zh: '第 {row} 行：缺少运单号', en: 'Row {row}: no tracking number' },
  trackingInvalid: {
    zh: '第 {row} 行：运单号“{value}”格式不正确',
    en: 'Row {row}: the tracking number “{value}” is not valid',
  },
  unknownShipment: {
    zh: '第 {row} 行：发货单号“{value}”不是本期的运单',
    en: 'Row {row}: parcel “{value}” is not of this issue',
  },
  unknownArticle: {
    zh: '第 {row} 行：稿件编号“{value}”不在本期已装批的收件人中',
    en: 'Row {row}: article number “{value}” is not among this issue’s batched recipients',
  },
  unknownRecipient: {
    zh: '第 {row} 行：找不到收件人“{value}”',
    en: 'Row {row}: no recipient “{value}”',
  },
  ambiguous: {
    zh: '第 {row} 行：有多个收件人叫“{value}”，请填写发货单号',
    en: 'Row {row}: several recipients are called “{value}”: give the parcel id',
  },
  duplicateRow: {
    zh: '第 {row} 行：该运单在表格中重复出现',
    en: 'Row {row}: the parcel appears twice in the sheet',
  },
} satisfies Record<string, Bilingual>;

/** The column titles the spreadsheet may use (either language, any case). */
export const TRACKING_IMPORT_COLUMNS = {
  trackingNo: ['运单号', '快递单号', 'tracking number', 'tracking no'],
  shipmentId: ['发货单号', 'parcel id', 'shipment id'],
  articleNo: ['稿件编号', 'article number', 'article no'],
  recipient: ['收件人', 'recipient'],
} as const;
