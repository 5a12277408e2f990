import { expressCompanySave } from '@jb/contract/api/baseData';
import * as M from '@jb/contract/api/mailing';
import { Status } from '@jb/contract/workflow';
import { expect } from 'vitest';
import { issueAt } from './production.ts';
import type { PressWorld } from './scenario.ts';
import type { TestApp } from './testApp.ts';
import { callOf, type Session } from './wireClient.ts';

/** A complete postal address (the fields a batch needs). */
export const ADDRESS = {
  phone: '13800138000',
  province: '北京市',
  city: '北京市',
  district: '海淀区',
  address: '中关村南大街 12 号',
  postcode: '100081',
  organization: '',
};

let companies = 0;

/** An express company of the world's press, added through the base data call. */
export async function expressCompany(t: TestApp, admin: Session, over: Record<string, unknown> = {}) {
  companies++;
  const res = await callOf(t.app, expressCompanySave, admin, {
    body: { name: `顺丰速运${companies}`, code: `SF${companies}`, carrierCode: 'shunfeng', ...over } as never,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

/**
 * An issue at mailing with `n` articles whose authors are recipients (added from the contents,
 * their addresses completed), sent in one batch with a new express company.
 */
export async function batchedIssue(t: TestApp, w: PressWorld, admin: Session, n = 2) {
  const issue = await issueAt(t, w, admin, Status.MAILING, n);
  expect(
    (await callOf(t.app, M.generateRecipients, admin, { body: { issueId: issue.issueId } })).statusCode,
  ).toBe(200);
  const detail = async () =>
    (await callOf(t.app, M.mailingDetail, admin, { query: { issueId: issue.issueId } })).json().data;
  for (const r of (await detail()).recipients) {
    const res = await callOf(t.app, M.updateRecipient, admin, {
      body: { id: r.id, version: r.version, name: r.name, copies: r.copies, ...ADDRESS },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const companyId = await expressCompany(t, admin);
  const recipients = (await detail()).recipients as { id: number }[];
  const batch = await callOf(t.app, M.createBatch, admin, {
    body: { issueId: issue.issueId, expressCompanyId: companyId, recipientIds: recipients.map((r) => r.id) },
  });
  expect(batch.statusCode, batch.body).toBe(200);
  return { ...issue, companyId, batchId: batch.json().data.id as number, detail };
}
