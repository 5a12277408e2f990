import { z } from 'zod';
import { idVersionQuery } from '../schemas/list.ts';
import {
  merchantListQuery,
  merchantPage,
  merchantSaveBody,
  merchantUpdateBody,
} from '../schemas/merchants.ts';
import { defineCall } from './define.ts';

/** Payee merchants of a press (SPEC §7 "Merchant add, edit and delete"). */
const area = 'manage.payeeMerchant';
const tags = ['merchants'] as const;

export const merchantList = defineCall({
  method: 'GET',
  path: '/sys/merchant/list',
  access: { permission: area },
  tags,
  summary: 'Merchant list',
  query: merchantListQuery,
  response: merchantPage,
});

export const merchantSave = defineCall({
  method: 'POST',
  path: '/sys/merchant/save',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Add a merchant',
  body: merchantSaveBody,
  response: z.object({ id: z.number() }),
});

export const merchantUpdate = defineCall({
  method: 'PUT',
  path: '/sys/merchant/update',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Edit a merchant',
  body: merchantUpdateBody,
  response: z.null(),
});

export const merchantDelete = defineCall({
  method: 'DELETE',
  path: '/sys/merchant/delete',
  access: { permission: `${area}.delete` },
  tags,
  summary: 'Delete a merchant no journal or unpaid order uses',
  query: idVersionQuery,
  response: z.null(),
});
