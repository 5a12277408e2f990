import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { signIn } from './actions.ts';
import { type BrowserSession, openBrowser } from './browser.ts';
import { type Prepare, type RunningServer, startServer } from './server.ts';

export interface Journey {
  server: RunningServer;
  browser: BrowserSession;
}

/**
 * One server (a copy of the demo data) and one browser for a journey file: started before its first
 * step, stopped after its last. Call at the top of the `describe`. `env` may be a function when a
 * value is known only once an earlier `beforeAll` ran (a local SMTP server's address); `prepare` adds
 * the journey's own rows to its copy of the data before the server starts (support/world.ts).
 */
export function useJourney(
  env: Record<string, string> | (() => Record<string, string>) = {},
  prepare?: Prepare,
): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    journey.server = await startServer(typeof env === 'function' ? env() : env, prepare);
    journey.browser = await openBrowser();
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
  });
  return journey;
}

/** A new page of the journey's browser, signed in as a demo account and landed on its home. */
export async function signedInPage(
  journey: Journey,
  account: string,
  home = /\/manage\/welcome$/,
): Promise<Page> {
  const page = await journey.browser.newPage();
  await signIn(page, journey.server.url, account);
  await page.waitForURL(home);
  return page;
}
