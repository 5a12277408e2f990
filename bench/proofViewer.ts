/**
 * The online proof's first page (issue 23's "Speed", docs/performance.md): Debian's Chromium
 * (playwright-core, headless) against the real server serving the built web (packages/web/dist:
 * `npm run build -w packages/web` first). The demo typesetter hands in a `--pdf-mb` (30) MB layout
 * for a manuscript on their desk (it goes to proof 1); then, `--rounds` times in a fresh browser
 * context (empty cache), the demo `pressadmin` opens 发排校对 → 校对中, finds the manuscript, opens
 * its proof drawer and the round's viewer. Measured in the page: from the click that opens the
 * viewer to pdf.js having painted page 1 on its canvas (`data-rendered`). Target: ≤ 1.5 s. The file
 * requests the viewer made (whole or by range) are in the result. `--mbps 100` puts the browser behind
 * a 100 Mbit/s link (Chromium's network emulation), where reading only the first page's bytes counts.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/jb_bench npx tsx bench/proofViewer.ts [--pdf-mb 30] [--rounds 5] [--mbps 100]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { chromium, type Page } from 'playwright-core';
import { benchPdf } from './lib/benchPdf.ts';
import { BENCH_PASSWORD, DEFAULT_DATABASE_URL } from './lib/config.ts';
import { generateProductionSet } from './lib/productionSet.ts';
import { BENCH_DIR, writeResult } from './lib/report.ts';
import { startServer } from './lib/server.ts';
import { signInAll } from './lib/signIn.ts';
import { uploadFiles } from './lib/upload.ts';
import type { BenchSession } from './lib/wire.ts';

const { values } = parseArgs({
  options: {
    'pdf-mb': { type: 'string', default: '30' },
    rounds: { type: 'string', default: '5' },
    /** The browser's link in Mbit/s (Chromium's network emulation; 0: the loopback as it is). */
    mbps: { type: 'string', default: '0' },
    port: { type: 'string', default: '8106' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
  },
});
const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const TARGET_MS = 1500;
const WAIT = { timeout: 60_000 };

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
await generateProductionSet(db);
const { rows } = await db.query<{ id: number; article_no: string; journal_id: number }>(
  `select m.id, m.article_no, m.journal_id from typesetting_dispatches d join manuscripts m on m.id = d.manuscript_id
   join users u on u.id = d.typesetter_id and u.account = 'paiban'
   where m.status = 120 and m.press_id = u.press_id order by m.id limit 1`,
);
await db.end();
const target = rows[0];
if (!target) throw new Error("no manuscript at 120 on paiban's desk: generate the data set again");

/** Signs in through the login form as a person does (the fields are read-only for a moment). */
async function signIn(page: Page, url: string, account: string) {
  await page.goto(`${url}/loginAdmin`);
  await page.waitForSelector('[data-testid="login-account"]:not([readonly])', WAIT);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(BENCH_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('sider-menu').waitFor(WAIT);
}

/** In the page: when the viewer's toggle is clicked, and when page 1 is first painted. */
const WATCH = `(() => {
  const t = (window.__bench = { clicked: 0, painted: 0 });
  document.addEventListener('click', (e) => {
    if (e.target.closest('[data-testid="viewer-toggle-1"]')) t.clicked = performance.now();
  }, true);
  new MutationObserver(() => {
    if (!t.painted && document.querySelector('[data-testid="pdf-page-1"][data-rendered="true"]'))
      t.painted = performance.now();
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-rendered'] });
})()`;

const server = await startServer({ port: Number(values.port), databaseUrl, workers: 1 });
const results: Record<string, unknown>[] = [];
const browser = await chromium.launch({
  executablePath: values.chromium,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  // The layout: handed in by the typesetter through the batch call (one file), so it is proof 1's PDF.
  const dir = path.join(BENCH_DIR, '.data', 'production', 'viewer');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${target.article_no}_初排.pdf`);
  writeFileSync(file, benchPdf(`${target.article_no} layout`, Number(values['pdf-mb']) * 1024 * 1024));
  const [paiban] = (await signInAll(server.url, ['paiban'])) as [BenchSession];
  const handIn = await uploadFiles(
    server.url,
    paiban,
    'POST',
    '/sys/artProof/batchFinalProof',
    [file],
    'application/pdf',
  );
  if (handIn.status !== 200) throw new Error(`hand-in refused: ${JSON.stringify(handIn.body).slice(0, 400)}`);

  for (let round = 1; round <= Number(values.rounds); round++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    if (Number(values.mbps) > 0) {
      const bytesPerSecond = (Number(values.mbps) * 1e6) / 8;
      await (await context.newCDPSession(page)).send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 10,
        downloadThroughput: bytesPerSecond,
        uploadThroughput: bytesPerSecond,
      });
    }
    const fileRequests: { status: number; range: string; bytes: string }[] = [];
    page.on('response', (res) => {
      if (!res.url().includes('/file/')) return;
      const req = res.request().headers();
      fileRequests.push({
        status: res.status(),
        range: req.range ?? '',
        bytes: res.headers()['content-length'] ?? '',
      });
    });
    await signIn(page, server.url, 'pressadmin');
    await page.goto(
      `${server.url}/editorialReview/postingDateFaPai?journalId=${target.journal_id}&tab=proofs`,
    );
    await page.getByTestId('filter-keyword').fill(target.article_no);
    await page.getByTestId('filter-submit').click();
    await page.getByTestId(`row-action-detail-${target.id}`).click(WAIT);
    const drawer = page.getByTestId('proof-drawer');
    await drawer.getByTestId('proof-file-0').waitFor(WAIT);
    await page.evaluate(WATCH);
    await drawer.getByTestId('viewer-toggle-1').click();
    await page.locator('[data-testid="pdf-page-1"][data-rendered="true"]').waitFor(WAIT);
    const t = (await page.evaluate('window.__bench')) as { clicked: number; painted: number };
    const row = { round, firstPageMs: Math.round(t.painted - t.clicked), fileRequests };
    results.push(row);
    console.log(JSON.stringify(row));
    await context.close();
  }
  const ms = results.map((r) => r.firstPageMs as number).sort((a, b) => a - b);
  const summary = {
    manuscript: target.article_no,
    pdfMb: Number(values['pdf-mb']),
    mbps: Number(values.mbps) || 'loopback',
    rounds: ms.length,
    p50: ms[Math.floor(ms.length / 2)],
    max: ms.at(-1),
    met: ms.at(-1)! <= TARGET_MS,
  };
  console.table([summary]);
  console.log(`written ${writeResult('proofViewer', { targetMs: TARGET_MS, summary, results })}`);
} finally {
  await browser.close();
  await server.stop();
}
