import { screenPermission } from '../menu.ts';
import { BASE_DATA_SCREEN, MAILING_SCREEN, PRINTING_SCREEN } from '../productionRows.ts';
import {
  expressCompanyBody,
  expressCompanyRow,
  printingHouseBody,
  printingHouseRow,
} from '../schemas/baseData.ts';
import { defineResource } from './resource.ts';

/** The production base data's screen: reading it, and `.edit` to add and edit (docs/production.md). */
const area = screenPermission(BASE_DATA_SCREEN);
const enabled = { label: { zh: '启用', en: 'In use' }, kind: 'switch' } as const;
const createdAt = { label: { zh: '创建时间', en: 'Created' }, kind: 'time' } as const;

/** Express companies of a press (the mailing screen picks a batch's from them). */
export const expressCompanies = defineResource({
  area,
  path: '/sys/expressCompany',
  tag: 'baseData',
  noun: { zh: '快递公司', en: 'express company' },
  row: expressCompanyRow,
  body: expressCompanyBody,
  sort: ['sort', 'name', 'createdAt'],
  keyword: { zh: '名称或编码', en: 'Name or code' },
  readers: [screenPermission(MAILING_SCREEN)],
  deletable: false,
  hint: {
    zh: '快递公司不能删除，停用后不再出现在邮寄批次中。查询编码是物流查询服务使用的承运商编码，留空时与编码相同。',
    en: 'Express companies are switched off, never deleted. The tracking code is the carrier’s code at the tracking provider; empty means the same as the code.',
  },
  fields: {
    name: { label: { zh: '快递公司', en: 'Express company' }, kind: 'text' },
    code: { label: { zh: '编码', en: 'Code' }, kind: 'text' },
    carrierCode: { label: { zh: '查询编码', en: 'Tracking code' }, kind: 'text' },
    sort: { label: { zh: '排序', en: 'Order' }, kind: 'number' },
    enabled,
    createdAt,
  },
});

/** Printing houses of a press (the printing screen picks an issue's from them). */
export const printingHouses = defineResource({
  area,
  path: '/sys/printingHouse',
  tag: 'baseData',
  noun: { zh: '印刷厂', en: 'printing house' },
  row: printingHouseRow,
  body: printingHouseBody,
  sort: ['name', 'createdAt'],
  keyword: { zh: '名称或联系人', en: 'Name or contact' },
  readers: [screenPermission(PRINTING_SCREEN)],
  deletable: false,
  fields: {
    name: { label: { zh: '印刷厂', en: 'Printing house' }, kind: 'text', wide: true },
    contact: { label: { zh: '联系人', en: 'Contact' }, kind: 'text' },
    phone: { label: { zh: '联系电话', en: 'Phone' }, kind: 'text', numeric: true },
    enabled,
    createdAt,
  },
});

export const {
  list: expressCompanyList,
  save: expressCompanySave,
  update: expressCompanyUpdate,
} = expressCompanies;
export const {
  list: printingHouseList,
  save: printingHouseSave,
  update: printingHouseUpdate,
} = printingHouses;
