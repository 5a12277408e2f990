import type { CallDeclaration } from '@jb/contract/api/define';
import { ErrorCode } from '@jb/contract/errors';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHOR_PASSWORD,
  type AuthorSession,
  openJournalWithAuthor,
  signInAuthor,
} from '../test/authorSession.ts';
import { callKey, declaredCalls } from '../test/declaredCalls.ts';
import { createUser, type TestUser } from '../test/factories.ts';
import {
  exampleOf,
  fieldPaths,
  type Hostile,
  hostileFor,
  hostileQueryFor,
  withValue,
} from '../test/hostileValues.ts';
import { BY_ID } from '../test/routeExamples.ts';
import type { PressWorld } from '../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../test/testApp.ts';
import { type CallOptions, call, login, type Session } from '../test/wireClient.ts';
import { journals, presses, users } from './db/schema/index.ts';

/**
 * Issue 22: every declared call, one field at a time set to a hostile value (null, 10 kB, a NUL, a
 * control character, a text-direction override, nested objects, `__proto__`, SQL-like text, -1,
 * 2^31, 2^63, 1.5, 'NaN', 9999-99-99), generated from the contract as the route table is. No answer
 * is a 500; a value no call may take (a control or direction character, an integer no int4 column
 * holds) is refused with 400 naming its field, so nothing of it is written.
 */

/** Calls that end the caller's session or are not JSON calls: walked elsewhere (uploads, callbacks). */
const SKIPPED = (c: CallDeclaration) =>
  c.upload === true || c.callback === true || c.unsigned === true || /logout|password/i.test(c.path);

const all = await declaredCalls();
const walked = all.filter((c) => !SKIPPED(c)).sort((a, b) => callKey(a).localeCompare(callKey(b)));

interface Attempt {
  where: string;
  hostile: Hostile;
  options: CallOptions;
}

/** The call's example request (the tenancy matrix's where it has one) and each one-field variation. */
function attempts(c: CallDeclaration, w: PressWorld): { example: CallOptions; list: Attempt[] } {
  const known = BY_ID[`${c.method} /tsg-admin${c.path}`]?.(w);
  const query = (known?.query ?? (c.query ? exampleOf(c.query, w) : undefined)) as
    | Record<string, string | number>
    | undefined;
  const body = known?.body ?? (c.body ? exampleOf(c.body, w) : undefined);
  const out: Attempt[] = [];
  if (c.query)
    for (const f of fieldPaths(c.query, 1))
      for (const hostile of hostileQueryFor(f.schema))
        out.push({
          where: `query.${f.path.join('.')}`,
          hostile,
          options: { query: { ...query, [f.path[0]!]: hostile.value as string }, body },
        });
  if (c.body)
    for (const f of fieldPaths(c.body))
      for (const hostile of hostileFor(f.schema))
        out.push({
          where: `body.${f.path.join('.')}`,
          hostile,
          options: { query, body: withValue(body, f.path, hostile.value) },
        });
  return { example: { query, body }, list: out };
}

/** The paths of the fields a validation refusal names. */
const refusedFields = (json: { code: number; data?: { fields?: { path: string }[] } }) =>
  json.code === ErrorCode.VALIDATION ? (json.data?.fields ?? []).map((f) => f.path) : [];

describe(`hostile input on every declared call (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  let platform: Session;
  let author: AuthorSession;
  let platformAccount: TestUser;
  let authorPhone: string;
  let remote = 0;
  beforeAll(async () => {
    t = await createTestApp();
    const site = await openJournalWithAuthor(t);
    w = site.w;
    author = site.session;
    authorPhone = site.phone;
    admin = await login(t.app, w.admin.account, w.admin.password);
    platformAccount = await createUser(t.db, null, { adminType: null });
    platform = await login(t.app, platformAccount.account, platformAccount.password);
  });
  afterAll(() => t.close());

  /** One request as the call's caller; staff calls the press refuses (platform screens) go as the operator. */
  async function sendOnce(c: CallDeclaration, options: CallOptions) {
    // Each request from its own address, so sign-in attempts never lock the address out.
    const opts = { ...options, remoteAddress: `10.22.${(remote >> 8) & 255}.${remote++ & 255}` };
    if (c.access === 'public') return call(t.app, c.method, c.path, null, opts);
    if (c.access === 'author') return call(t.app, c.method, c.path, author, opts);
    const res = await call(t.app, c.method, c.path, admin, opts);
    return res.statusCode === 403 ? call(t.app, c.method, c.path, platform, opts) : res;
  }

  /**
   * A variation may disable the press, a person or the journal its example names (ids of different
   * tables coincide): then the world is put back and the callers sign in again, and it is sent once more.
   */
  async function send(c: CallDeclaration, options: CallOptions) {
    const res = await sendOnce(c, options);
    if (res.statusCode !== 401 || c.access === 'public') return res;
    await t.db.update(presses).set({ status: 1 }).where(eq(presses.id, w.press.id));
    await t.db
      .update(users)
      .set({ status: 1 })
      .where(inArray(users.id, [w.admin.id, platformAccount.id]));
    await t.db.update(journals).set({ status: 2 }).where(eq(journals.id, w.journalId));
    admin = await login(t.app, w.admin.account, w.admin.password);
    platform = await login(t.app, platformAccount.account, platformAccount.password);
    author = await signInAuthor(t, { journalId: w.journalId, phone: authorPhone, password: AUTHOR_PASSWORD });
    return sendOnce(c, options);
  }

  it('walks the calls of every module', () => {
    expect(walked.length).toBeGreaterThan(250);
  });

  /** Answers by status, and the calls whose example passed their schemas, shown after the walk. */
  const tally = new Map<number, number>();
  const reached = new Set<string>();
  afterAll(() => {
    const statuses = [...tally].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`);
    console.log(
      `hostile input: ${reached.size} of ${walked.length} examples pass their schemas; answers ${statuses.join(', ')}`,
    );
  });

  for (const c of walked) {
    it(`${callKey(c)}`, async () => {
      const problems: string[] = [];
      const { example, list } = attempts(c, w);
      // Whether the example itself passes the schemas: only then must a refusal name the hostile field.
      const base = await send(c, example);
      const exampleValid = base.statusCode !== 400 || refusedFields(base.json()).length === 0;
      if (exampleValid) reached.add(callKey(c));
      // Neither the press's administrator nor the operator may call it: nothing below would be tested.
      if (base.statusCode === 403) problems.push(`the example is refused to both callers (403)`);
      for (const a of list) {
        const res = await send(c, a.options);
        const label = `${a.where} = ${a.hostile.label}: ${res.statusCode}`;
        tally.set(res.statusCode, (tally.get(res.statusCode) ?? 0) + 1);
        const json = res.statusCode === 400 ? res.json() : null;
        if (res.statusCode >= 500) problems.push(`${label} ${res.body.slice(0, 200)}`);
        else if (json?.code === ErrorCode.VALIDATION && refusedFields(json).length === 0)
          problems.push(`${label} refused by the database, not by the call's schema`);
        // A refused value is refused before the call's schema runs, so it is named whatever else is
        // wrong; only a query's, when the body (validated first) is itself refused, goes unnamed.
        else if (a.hostile.refused && (exampleValid || a.where.startsWith('body.'))) {
          if (res.statusCode < 400) problems.push(`${label} (accepted a value it must refuse)`);
          else if (res.statusCode === 400) {
            const fields = refusedFields(res.json());
            const named = a.where.replace(/^(query|body)\./, '');
            if (!fields.some((p) => p === named || named.startsWith(`${p}.`) || p.startsWith(`${named}.`)))
              problems.push(`${label} refused without naming the field (${JSON.stringify(fields)})`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('refuses a body nested two thousand levels deep with its field, without a 500', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 2000; i++) deep = [deep];
    const res = await call(t.app, 'PUT', '/sys/personal/info', admin, { body: { name: deep } });
    expect(res.statusCode, res.body).toBe(400);
    expect(refusedFields(res.json())[0]).toMatch(/^name(\.0)+$/);
  });

  it('reaches the handlers: most examples pass their schemas', () => {
    expect(reached.size).toBeGreaterThan(walked.length * 0.75);
  });
});
