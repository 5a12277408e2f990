/**
 * The production uploads at size (issue 23's "Speed", docs/performance.md), against the real server
 * with its peak RSS sampled throughout:
 * - `batch`: the demo typesetter `paiban` hands in `--pdfs` (60) proof PDFs of `--pdf-mb` (5) MB in one
 *   `batchFinalProof` form, each named by the article number of a manuscript on their desk (layout or
 *   revision). Target: server RSS ≤ 250 MB.
 * - `film`: the demo `pressadmin` uploads a `--zip-mb` (1024) MB film package (one PDF per article of an
 *   issue at film output) through OutFilm `uploadZip`. Target: ≤ 20 s, without holding the zip in
 *   memory (the server grows by under a quarter of the zip's size while it takes it).
 * Both report the RSS before the upload, its peak during it and the growth (peak − before).
 * The files are made on the fly in bench/.data/production (not committed); each run hands in or films
 * what it finds waiting, so generate the data set again when the desk or the issues at 190 run out.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/jb_bench npx tsx bench/productionFiles.ts [--only batch,film]
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { benchPdf } from './lib/benchPdf.ts';
import { writeZip } from './lib/benchZip.ts';
import { DEFAULT_DATABASE_URL } from './lib/config.ts';
import { generateProductionSet } from './lib/productionSet.ts';
import { BENCH_DIR, writeResult } from './lib/report.ts';
import { rssMb, sampleRss } from './lib/rss.ts';
import { startServer } from './lib/server.ts';
import { signInAll } from './lib/signIn.ts';
import { uploadFiles } from './lib/upload.ts';
import type { BenchSession } from './lib/wire.ts';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'batch,film' },
    pdfs: { type: 'string', default: '60' },
    'pdf-mb': { type: 'string', default: '5' },
    'zip-mb': { type: 'string', default: '1024' },
    port: { type: 'string', default: '8105' },
    keep: { type: 'boolean', default: false },
  },
});
const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const MB = 1024 * 1024;
const TARGET = { batchRssMb: 250, filmSeconds: 20 };
const DIR = path.join(BENCH_DIR, '.data', 'production');

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
await generateProductionSet(db);

/** Manuscripts on the demo typesetter's desk waiting for a layout or a revision, oldest first. */
async function desk(count: number) {
  const { rows } = await db.query<{ article_no: string }>(
    `select m.article_no from typesetting_dispatches d join manuscripts m on m.id = d.manuscript_id
     join users u on u.id = d.typesetter_id and u.account = 'paiban'
     where m.status in (120, 140, 160, 180) and m.press_id = u.press_id order by m.id limit $1`,
    [count],
  );
  if (rows.length < count)
    throw new Error(`only ${rows.length} manuscripts on paiban's desk: generate again`);
  return rows.map((r) => r.article_no);
}

/** The demo press's issue at film output with the most articles, and its article numbers. */
async function issueAtFilm() {
  const { rows } = await db.query<{ issue_id: number; numbers: string[] }>(
    `select p.issue_id, array_agg(m.article_no order by p.position) as numbers
     from issue_placements p join manuscripts m on m.id = p.manuscript_id
     join users u on u.account = 'pressadmin' and u.press_id = m.press_id
     group by 1 having min(m.status) = 190 and max(m.status) = 190 order by count(*) desc, 1 limit 1`,
  );
  if (!rows[0]) throw new Error('no issue at film output (190) left: generate the data set again');
  return { issueId: rows[0].issue_id, numbers: rows[0].numbers };
}

/** Runs one upload with the server's RSS sampled, and checks it was taken. */
async function measured(pid: number, upload: () => ReturnType<typeof uploadFiles>) {
  const before = rssMb(pid);
  const rss = sampleRss(pid, 100);
  const answer = await upload();
  const peakRssMb = rss.stop();
  if (answer.status !== 200 || answer.body.code !== 200)
    throw new Error(`upload refused: ${answer.status} ${JSON.stringify(answer.body).slice(0, 600)}`);
  return {
    ms: answer.ms,
    rssBeforeMb: before,
    peakRssMb,
    growthMb: peakRssMb - before,
    data: answer.body.data,
  };
}

async function batch(url: string, pid: number, paiban: BenchSession) {
  const count = Number(values.pdfs);
  const bytes = Number(values['pdf-mb']) * MB;
  const dir = path.join(DIR, 'proofs');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = (await desk(count)).map((no) => {
    const file = path.join(dir, `${no}_终校.pdf`);
    writeFileSync(file, benchPdf(`${no} final proof`, bytes));
    return file;
  });
  const m = await measured(pid, () =>
    uploadFiles(url, paiban, 'POST', '/sys/artProof/batchFinalProof', files, 'application/pdf'),
  );
  const handedIn = (m.data as unknown[]).length;
  return {
    scenario: 'batchFinalProof',
    files: count,
    totalMb: Math.round((count * bytes) / MB),
    handedIn,
    seconds: m.ms / 1000,
    rssBeforeMb: m.rssBeforeMb,
    peakRssMb: m.peakRssMb,
    growthMb: m.growthMb,
    met: handedIn === count && m.peakRssMb <= TARGET.batchRssMb,
  };
}

async function film(url: string, pid: number, pressadmin: BenchSession) {
  const { issueId, numbers } = await issueAtFilm();
  const each = Math.floor((Number(values['zip-mb']) * MB) / numbers.length);
  mkdirSync(DIR, { recursive: true });
  const zip = path.join(DIR, `film-${issueId}.zip`);
  const made = performance.now();
  // One PDF at a time: the bench holds one article's bytes, never the zip.
  const size = writeZip(
    zip,
    (function* () {
      for (const no of numbers) yield { name: `${no}.pdf`, bytes: benchPdf(`${no} film`, each) };
    })(),
  );
  const makeSeconds = Math.round(performance.now() - made) / 1000;
  const m = await measured(pid, () =>
    uploadFiles(
      url,
      pressadmin,
      'PUT',
      `/sys/OutFilm/uploadZip?issueId=${issueId}&status=190`,
      [zip],
      'application/zip',
    ),
  );
  if (!values.keep) rmSync(zip, { force: true });
  return {
    scenario: 'film uploadZip',
    issueId,
    articles: numbers.length,
    zipMb: Math.round(size / MB),
    makeSeconds,
    seconds: m.ms / 1000,
    rssBeforeMb: m.rssBeforeMb,
    peakRssMb: m.peakRssMb,
    growthMb: m.growthMb,
    // Held in memory, the zip would grow the server by its size; streamed, by a few buffers.
    met: m.ms / 1000 <= TARGET.filmSeconds && m.growthMb < size / MB / 4,
  };
}

const server = await startServer({ port: Number(values.port), databaseUrl, workers: 1 });
const results: Record<string, unknown>[] = [];
try {
  const [pressadmin, paiban] = (await signInAll(server.url, ['pressadmin', 'paiban'])) as [
    BenchSession,
    BenchSession,
  ];
  for (const name of values.only.split(',')) {
    if (name === 'batch') results.push(await batch(server.url, server.pid, paiban));
    else if (name === 'film') results.push(await film(server.url, server.pid, pressadmin));
    else throw new Error(`unknown scenario ${name}`);
    console.log(JSON.stringify(results.at(-1)));
  }
  console.table(results);
  console.log(`written ${writeResult('productionFiles', { target: TARGET, results })}`);
} finally {
  await server.stop();
  await db.end();
}
