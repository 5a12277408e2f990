import { z } from 'zod';
import { LOGISTICS_BASE } from '../constants.ts';
import { screenPermission } from '../menu.ts';
import { FINAL_SCREEN, MAILING_SCREEN } from '../productionRows.ts';
import { expressListBody, expressOption, payBatchBody, payBatchDetail } from '../schemas/mailing.ts';
import { defineCall } from './define.ts';

/**
 * SPEC §7's logistics calls ("separate service, form post"), served by this server at their own
 * paths with the same session, permission and press checks as every call. A pay batch is a
 * mailing batch; its express orders are the batch's parcels.
 */
const tags = ['logistics'] as const;
const access = { permission: [MAILING_SCREEN, FINAL_SCREEN].map(screenPermission) };

export const expressCompanyOptions = defineCall({
  method: 'POST',
  path: `${LOGISTICS_BASE}/expressCompany/nf/list`,
  access,
  tags,
  summary: 'The press’s express companies in use, in their order',
  body: expressListBody,
  formBody: true,
  response: z.array(expressOption),
});

export const payBatchOrders = defineCall({
  method: 'POST',
  path: `${LOGISTICS_BASE}/orderExpress/nf/detailByPayBatchId`,
  access,
  tags,
  summary: 'A mailing batch’s express orders (parcels) with their tracking numbers and states',
  body: payBatchBody,
  formBody: true,
  response: payBatchDetail,
});
