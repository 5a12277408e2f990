import { callApi } from '@jb/client/call';
import { publicKeySource } from '@jb/client/publicKey';
import { fetchTransport } from '@jb/client/transport';
import { createWireClient } from '@jb/client/wireClient';
import { authorRegister, authorSendCode, authorSiteJournal } from '@jb/contract/api/authorSite';
import type { CallDeclaration, CallInput } from '@jb/contract/api/define';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './actions.ts';
import type { RunningServer } from './server.ts';
import { smsCode } from './sms.ts';

const USER_AGENT = 'Mozilla/5.0 (e2e author site)';

/**
 * What a journal's submission site does for its author, over the real wire through the one client
 * (`@jb/client`): a declared call (`@jb/contract/api/authorSite`) signed as a visitor with a sealed
 * body, the author's session in `author-token` once signed in. It answers the call's `data`; a
 * refusal throws a WireError with the envelope's code.
 */
export function authorSite(baseUrl: string) {
  const transport = fetchTransport(baseUrl);
  const client = createWireClient({ transport, publicKey: publicKeySource(transport), session: () => null });
  return <C extends CallDeclaration>(call: C, input: CallInput<C>, authorToken?: string) =>
    callApi(client, call, input, {
      headers: { 'user-agent': USER_AGENT, ...(authorToken ? { 'author-token': authorToken } : {}) },
    });
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

/** The id of a demo journal by its name (the site's journal call, over the first ids). */
export async function journalIdByName(
  baseUrl: string,
  name: string,
): Promise<{ journalId: number; columnId: number }> {
  const site = authorSite(baseUrl);
  for (let id = 1; id < 20; id += 1) {
    const journal = await site(authorSiteJournal, { query: { journalId: id } }).catch(() => null);
    if (journal?.name === name)
      return { journalId: id, columnId: journal.columns.find((c) => c.enabled)!.id };
  }
  throw new Error(`no demo journal named ${name}`);
}

/**
 * Signs an author in on a journal's site as a person does (the sign-in tab, phone, password, Enter)
 * and waits until the site shows them signed in.
 */
export async function signInOnSite(page: Page, baseUrl: string, journalId: number, phone: string) {
  await page.goto(`${baseUrl}/submit/${journalId}`);
  await page.getByTestId('tab-signin').click();
  await page.getByTestId('signin-phone').fill(phone);
  await page.getByTestId('signin-password').fill(DEMO_PASSWORD);
  await page.getByTestId('signin-password').press('Enter');
  await page.getByTestId('site-author').waitFor({ timeout: 30_000 });
}
