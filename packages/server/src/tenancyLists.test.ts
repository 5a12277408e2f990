import { authorList } from '@jb/contract/api/authorManagement';
import { billMerchants } from '@jb/contract/api/bills';
import type { CallDeclaration } from '@jb/contract/api/define';
import { feedbackList } from '@jb/contract/api/feedback';
import { groupList } from '@jb/contract/api/groups';
import { journalDetail, journalList, journalOptions } from '@jb/contract/api/journals';
import { journalUserList } from '@jb/contract/api/journalUsers';
import { manuscriptList, remittanceList, waiveFee } from '@jb/contract/api/manuscripts';
import { merchantList } from '@jb/contract/api/merchants';
import { announcementList, inboxList } from '@jb/contract/api/messages';
import { orderList } from '@jb/contract/api/orders';
import { remittanceRecords } from '@jb/contract/api/remittances';
import { roleList } from '@jb/contract/api/roles';
import { staffList } from '@jb/contract/api/staff';
import { subjectList } from '@jb/contract/api/subjects';
import { auditTemplateList } from '@jb/contract/api/templates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories.ts';
import { manuscriptAtZero } from '../test/manuscripts.ts';
import { type PressWorld, pressWorld } from '../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../test/testApp.ts';
import { callOf, login, type Session } from '../test/wireClient.ts';
import { journalColumns, journals, userJournals } from './db/schema/index.ts';

/** A list call, and the rows of press A it must show A's administrator and hide from press B's. */
interface ListExample {
  call: CallDeclaration;
  ownRows: (w: PressWorld) => number[];
  /** The id a row carries (`id` unless told). */
  idOf?: (row: Record<string, unknown>) => number;
}

const LISTS: ListExample[] = [
  { call: journalList, ownRows: (w) => [w.journalId] },
  { call: journalOptions, ownRows: (w) => [w.journalId] },
  { call: merchantList, ownRows: (w) => [w.merchantId] },
  { call: roleList, ownRows: (w) => [w.roleId] },
  { call: groupList, ownRows: (w) => [w.groupId] },
  { call: staffList, ownRows: (w) => [w.admin.id, w.editor.id] },
  { call: auditTemplateList, ownRows: (w) => [w.templateId] },
  { call: subjectList, ownRows: (w) => [w.subjectId] },
  { call: journalUserList, ownRows: (w) => [w.editor.id], idOf: (row) => row.userId as number },
  { call: manuscriptList, ownRows: (w) => [w.manuscriptId] },
  { call: authorList, ownRows: (w) => [w.authorId] },
  { call: announcementList, ownRows: (w) => [w.announcementId] },
  { call: inboxList, ownRows: (w) => [w.messageId] },
  { call: feedbackList, ownRows: (w) => [w.feedbackId] },
  { call: remittanceList, ownRows: (w) => [w.manuscriptId], idOf: (row) => row.manuscriptId as number },
  { call: orderList, ownRows: (w) => [w.orderId] },
  { call: remittanceRecords, ownRows: (w) => [w.remittanceId] },
  { call: billMerchants, ownRows: (w) => [w.merchantId] },
];

/** The rows of a list answer: a page's `list`, or the array itself. */
function rowsOf(data: unknown): Record<string, unknown>[] {
  if (Array.isArray(data)) return data;
  return (data as { list: Record<string, unknown>[] }).list;
}

async function listed(t: TestApp, example: ListExample, session: Session): Promise<number[]> {
  const res = await callOf(t.app, example.call, session, { query: {} } as never);
  expect(res.statusCode, res.body).toBe(200);
  return rowsOf(res.json().data).map((row) => (example.idOf ?? ((r) => r.id as number))(row));
}

describe(`list calls keep to the caller's press and journals (${engineName})`, () => {
  let t: TestApp;
  let a: PressWorld;
  let adminA: Session;
  let adminB: Session;
  beforeAll(async () => {
    t = await createTestApp();
    a = await pressWorld(t.db);
    const b = await pressWorld(t.db);
    adminA = await login(t.app, a.admin.account, a.admin.password);
    adminB = await login(t.app, b.admin.account, b.admin.password);
  });
  afterAll(() => t.close());

  for (const example of LISTS) {
    it(`${example.call.path}: shows press A's rows to A and none of them to B`, async () => {
      const own = example.ownRows(a);
      expect(await listed(t, example, adminA)).toEqual(expect.arrayContaining(own));
      const seenByB = await listed(t, example, adminB);
      expect(seenByB.filter((id) => own.includes(id))).toEqual([]);
    });
  }

  it('shows journal-scoped staff only the journals assigned to them, and refuses the others as not found', async () => {
    const [second] = await t.db
      .insert(journals)
      .values({ pressId: a.press.id, name: '第二种期刊', frequency: 4, status: 0 })
      .returning({ id: journals.id });
    const scoped = await createUser(t.db, a.press, {
      permissions: ['manage.welcome', 'manage.periodicalManagement'],
    });
    await t.db.insert(userJournals).values({ userId: scoped.id, journalId: a.journalId });
    const session = await login(t.app, scoped.account, scoped.password);

    const example = { call: journalList, ownRows: () => [] };
    expect(await listed(t, example, session)).toEqual([a.journalId]);
    expect(await listed(t, { call: journalOptions, ownRows: () => [] }, session)).toEqual([a.journalId]);
    const other = await callOf(t.app, journalDetail, session, { query: { id: second!.id } });
    expect(other.statusCode).toBe(404);
    const mine = await callOf(t.app, journalDetail, session, { query: { id: a.journalId } });
    expect(mine.statusCode).toBe(200);
    // Without assignments a person works on every journal of the press; so does a press
    // administrator with assignments (who manages the journals and who works on them).
    expect(await listed(t, example, adminA)).toEqual(expect.arrayContaining([a.journalId, second!.id]));
    await t.db.insert(userJournals).values({ userId: a.admin.id, journalId: a.journalId });
    expect(await listed(t, example, adminA)).toEqual(expect.arrayContaining([a.journalId, second!.id]));
    const managed = await callOf(t.app, journalDetail, adminA, { query: { id: second!.id } });
    expect(managed.statusCode).toBe(200);
  });

  it('shows journal-scoped staff only the manuscripts of their journals, and acting on another is not found', async () => {
    const [second] = await t.db
      .insert(journals)
      .values({ pressId: a.press.id, name: '第三种期刊', frequency: 4, status: 0 })
      .returning({ id: journals.id });
    const [column] = await t.db
      .insert(journalColumns)
      .values({ journalId: second!.id, name: '综述', sort: 1 })
      .returning();
    const elsewhere = await manuscriptAtZero(t.db, {
      press: a.press,
      journalId: second!.id,
      columnId: column!.id,
    });
    const scoped = await createUser(t.db, a.press, {
      permissions: ['operation.manuscriptManage', 'operation.manuscriptManage.waive'],
    });
    await t.db.insert(userJournals).values({ userId: scoped.id, journalId: a.journalId });
    const session = await login(t.app, scoped.account, scoped.password);
    const seen = await listed(t, { call: manuscriptList, ownRows: () => [] }, session);
    expect(seen).toContain(a.manuscriptId);
    expect(seen).not.toContain(elsewhere.id);
    const refused = await callOf(t.app, waiveFee, session, {
      body: { id: elsewhere.id, version: 0, note: '减免' },
    });
    expect(refused.statusCode).toBe(404);
  });
});
