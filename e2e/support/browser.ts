import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface BrowserSession {
  browser: Browser;
  /** What the Content-Security-Policy blocked on any page of this browser (should stay empty). */
  cspViolations: string[];
  newPage(opts?: { width?: number; height?: number; locale?: string }): Promise<Page>;
  close(): Promise<void>;
}

/** Debian's Chromium, headless, with the flags this closed network needs (Playwright gives it a fresh profile). */
export async function openBrowser(): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const cspViolations: string[] = [];
  return {
    browser,
    cspViolations,
    async newPage(opts = {}) {
      const context = await browser.newContext({
        viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
        locale: opts.locale ?? 'zh-CN',
      });
      const page = await context.newPage();
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
      });
      return page;
    },
    async close() {
      await browser.close();
      // A journey whose page broke the policy fails here, whatever it asserted.
      if (cspViolations.length) throw new Error(`CSP violations:\n${cspViolations.join('\n')}`);
    },
  };
}
