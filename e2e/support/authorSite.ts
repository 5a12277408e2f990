import { callApi } from '@jb/client/call';
import { publicKeySource } from '@jb/client/publicKey';
import { fetchTransport } from '@jb/client/transport';
import { createWireClient, sessionKeyOf, type WireSession } from '@jb/client/wireClient';
import {
  authorLogin,
  authorManuscripts,
  authorRegister,
  authorSendCode,
  authorSiteJournal,
} from '@jb/contract/api/authorSite';
import type { CallDeclaration, CallInput, ResultOf } from '@jb/contract/api/define';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './actions.ts';
import type { RunningServer } from './server.ts';
import { smsCode } from './sms.ts';

const USER_AGENT = 'Mozilla/5.0 (e2e author site)';

/**
 * What a journal's submission site does for its author, over the real wire through the one client
 * (`@jb/client`): a declared call (`@jb/contract/api/authorSite`) with a sealed body, signed as a
 * visitor, or with the author's session (the sign-in's answer, passed as `session`) once signed in,
 * as staff calls are; a rotated token is kept in that session. A sign-in's answer comes back with
 * its session key opened, ready to sign with. It answers the call's `data`; a refusal throws a
 * WireError with the envelope's code.
 */
export function authorSite(baseUrl: string) {
  const transport = fetchTransport(baseUrl);
  const client = createWireClient({ transport, publicKey: publicKeySource(transport), session: () => null });
  return async <C extends CallDeclaration>(
    call: C,
    input: CallInput<C>,
    session?: WireSession,
  ): Promise<ResultOf<C>> => {
    let bodyKey: CryptoKey | undefined;
    const answer = await callApi(client, call, input, {
      headers: { 'user-agent': USER_AGENT },
      onBodyKey: (key) => (bodyKey = key),
      as: session && {
        session,
        onToken: (token) => {
          session.token = token;
        },
      },
    });
    if (!isSignIn(answer)) return answer;
    return { ...answer, sessionKey: await sessionKeyOf(answer, bodyKey), sessionKeyEncrypted: false };
  };
}

function isSignIn(answer: unknown): answer is { sessionKey: string; sessionKeyEncrypted: boolean } {
  const a = answer as { sessionKey?: unknown; sessionKeyEncrypted?: unknown } | null;
  return typeof a?.sessionKey === 'string' && typeof a.sessionKeyEncrypted === 'boolean';
}

/** Registers an author as the site does: a code sent to the phone, then the form with it. */
export async function registerAuthor(
  server: RunningServer,
  body: { journalId: number; name: string; phone: string; password: string },
) {
  const site = authorSite(server.url);
  await site(authorSendCode, { body: { journalId: body.journalId, phone: body.phone } });
  return site(authorRegister, { body: { ...body, code: await smsCode(server, body.phone) } });
}

/** The id and code of a demo journal by its name (the site's journal call, over the first ids). */
export async function journalIdByName(
  baseUrl: string,
  name: string,
): Promise<{ journalId: number; code: string; columnId: number }> {
  const site = authorSite(baseUrl);
  for (let id = 1; id < 20; id += 1) {
    const journal = await site(authorSiteJournal, { query: { journalId: id } }).catch(() => null);
    if (journal?.name === name)
      return {
        journalId: id,
        code: journal.code,
        columnId: journal.columns.find((c) => c.enabled)?.id ?? 0,
      };
  }
  throw new Error(`no demo journal named ${name}`);
}

/**
 * Signs an author in on a journal's site (by its code) as a person does (the sign-in tab, phone, password, Enter)
 * and waits until the site shows them signed in.
 */
export async function signInOnSite(page: Page, baseUrl: string, journalCode: string, phone: string) {
  await page.goto(`${baseUrl}/submit/${journalCode}`);
  await page.getByTestId('tab-signin').click();
  await page.getByTestId('signin-phone').fill(phone);
  await page.getByTestId('signin-password').fill(DEMO_PASSWORD);
  await page.getByTestId('signin-password').press('Enter');
  await page.getByTestId('site-author').waitFor({ timeout: 30_000 });
}

type Site = ReturnType<typeof authorSite>;
type SiteManuscript = ResultOf<typeof authorManuscripts>[number];

/**
 * The first manuscript of an author (signed in at each journal of the demo in turn) that `fits`:
 * its journal's site code, its id and number; 0 when none does.
 */
export async function findSiteManuscript(
  baseUrl: string,
  phone: string,
  fits: (m: SiteManuscript, site: Site, session: WireSession) => Promise<boolean>,
) {
  const site = authorSite(baseUrl);
  for (let journalId = 1; journalId < 12; journalId += 1) {
    const session = await site(authorLogin, { body: { journalId, phone, password: DEMO_PASSWORD } }).catch(
      () => null,
    );
    if (!session) continue;
    for (const m of await site(authorManuscripts, { query: {} }, session)) {
      if (!(await fits(m, site, session))) continue;
      const { code } = await site(authorSiteJournal, { query: { journalId } });
      return { journalCode: code, manuscriptId: m.id, articleNo: m.articleNo };
    }
  }
  return { journalCode: '', manuscriptId: 0, articleNo: '' };
}
