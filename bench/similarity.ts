/**
 * The duplicate check at platform size (issue 12: "Duplicate check of a 10,000-word manuscript
 * against 100,000 indexed manuscripts ≤ 2 s"). On its own PostgreSQL database it lays out, once:
 * the demo data, 100,000 manuscripts (bench/lib/manuscriptSet.ts), each with a stored file and an
 * indexed document: 2,000 of them real papers of the test corpus's topics (text and the engine's own
 * band keys, so papers of one field share what such papers share), the rest short texts with random
 * band keys (unrelated work: in the index, never a candidate). Then it runs the check job itself
 * (the code the job queue runs: docx extraction, fingerprint, candidate lookup, comparisons, report)
 * on fresh manuscripts of about 10,000 words (English) and 10,000 characters (Chinese), in two cases:
 * only the paper's earlier version indexed, and 20 near-copies indexed (every comparison the report
 * allows done in full).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/jb_bench_sim npx tsx bench/similarity.ts [--documents 100000] [--rounds 5] [--fresh] [--prepare]
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { seedDemo } from '../packages/server/src/db/seed/demo.ts';
import { analyseText } from '../packages/server/src/modules/similarity/engine/analyse.ts';
import { bandKeys, minhashSignature } from '../packages/server/src/modules/similarity/engine/fingerprint.ts';
import {
  EN_TOPICS,
  type Manuscript,
  manuscript,
  render,
  resubmission,
  ZH_TOPICS,
} from '../packages/server/src/modules/similarity/engine/testing/corpus.ts';
import { docx } from '../packages/server/src/modules/similarity/engine/testing/zip.ts';
import { DEFAULT_SETTINGS, ENGINE_VERSION } from '../packages/server/src/modules/similarity/engine/types.ts';
import { similarityCheckJob } from '../packages/server/src/modules/similarity/job.ts';
import { indexDocument, insertReport } from '../packages/server/src/modules/similarity/queries.ts';
import { diskStore } from '../packages/server/src/platform/files/blobStore.ts';
import { generateManuscriptSet } from './lib/manuscriptSet.ts';
import { BENCH_DIR, machine, writeResult } from './lib/report.ts';

const { values } = parseArgs({
  options: {
    documents: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '5' },
    fresh: { type: 'boolean', default: false },
    /** Make the data set and stop (timings want an idle machine; the data set does not). */
    prepare: { type: 'boolean', default: false },
  },
});
const N = Number(values.documents);
const REAL = Math.min(2000, N);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/jb_bench_sim';
const store = diskStore(path.join(BENCH_DIR, '.data', 'similarity-files'));
const database = openDatabase({ url });
const { db } = database;
{
  // The bench's own database, made when missing.
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();
}
const client = new pg.Client({ connectionString: url });
await client.connect();
const q = async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[];

/** A bench manuscript's id, press, journal and author, by its position among the bench's. */
interface Slot {
  id: number;
  press_id: number;
  journal_id: number;
  author_id: number;
}

async function makeDataSet(): Promise<void> {
  const [ready] = await q<{ n: number }>(
    `select count(*)::int as n from similarity_documents d join manuscripts m on m.id = d.manuscript_id
      where m.article_no like 'B%'`,
  ).catch(() => [{ n: 0 }]);
  if (!values.fresh && ready && ready.n >= N) return;
  const name = new URL(url).pathname.slice(1);
  if (!name.startsWith('jb_bench') && !values.fresh)
    throw new Error(`${name} would be emptied for the data set: use a jb_bench… database, or say --fresh`);
  const started = performance.now();
  await q(
    'drop schema if exists public cascade; create schema public; drop schema if exists drizzle cascade;',
  );
  await q('drop schema if exists pgboss cascade');
  await database.migrate();
  await seedDemo(db, store);
  await generateManuscriptSet(client, N, Math.max(1000, Math.round(N / 10)));
  // One stored file per bench manuscript (the index keeps one document per file).
  await q(`
    insert into stored_files (press_id, sha256, size_bytes, type, mime, name, kind, uploaded_by_type, uploaded_by)
    select m.press_id, md5(m.id::text) || md5(m.article_no), 40000, 'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document', m.article_no || '.docx',
      'manuscript', 'author', m.author_id
    from manuscripts m where m.article_no like 'B%' order by m.id`);
  const slots = await q<Slot & { file_id: number }>(`
    select m.id, m.press_id, m.journal_id, m.author_id, f.id as file_id
    from manuscripts m join stored_files f on f.name = m.article_no || '.docx'
    where m.article_no like 'B%' order by m.id`);
  // Real papers: the corpus's topics in both languages, each paper its own seed.
  const topics = [...ZH_TOPICS.map((t) => ['zh', t] as const), ...EN_TOPICS.map((t) => ['en', t] as const)];
  for (let i = 0; i < REAL; i++) {
    const [lang, topic] = topics[i % topics.length]!;
    const text = render(manuscript(10_000 + i, lang, topic, 14 + (i % 6)));
    const s = slots[i]!;
    await indexDocument(
      db,
      {
        pressId: s.press_id,
        journalId: s.journal_id,
        manuscriptId: s.id,
        fileId: s.file_id,
        authorId: s.author_id,
        engineVersion: ENGINE_VERSION,
        text,
      },
      bandKeys(minhashSignature(analyseText(text).shingles.map((x) => x.hash))),
    );
  }
  // The rest: a short text and 32 random band keys each (unrelated work).
  await q(
    `
    insert into similarity_documents (press_id, journal_id, manuscript_id, file_id, author_id, engine_version, text)
    select m.press_id, m.journal_id, m.id, f.id, m.author_id, $1, repeat(md5(m.id::text), 20)
    from manuscripts m join stored_files f on f.name = m.article_no || '.docx'
    where m.article_no like 'B%' and not exists (select 1 from similarity_documents d where d.file_id = f.id)`,
    [ENGINE_VERSION],
  );
  await q(`
    insert into similarity_bands (document_id, band, hash)
    select d.id, b, (floor(random() * 4294967296) - 2147483648)::int
    from similarity_documents d cross join generate_series(0, 31) b
    where not exists (select 1 from similarity_bands x where x.document_id = d.id)`);
  await q('vacuum analyze similarity_documents, similarity_bands, stored_files, manuscripts');
  console.log(`data set made in ${Math.round((performance.now() - started) / 1000)} s`);
}

/** A new manuscript of the first bench author's journal with `paper` as its uploaded file. */
async function submit(paper: Manuscript, label: string): Promise<{ manuscriptId: number; fileId: number }> {
  const [m] = await q<{ id: number }>(
    `
    insert into manuscripts (press_id, journal_id, column_id, author_id, article_no, title, status,
      review_process_id, production_process_id)
    select press_id, journal_id, column_id, author_id, $1, $2, 20, review_process_id, production_process_id
    from manuscripts where article_no like 'B%' order by id limit 1 returning id`,
    [`S${Date.now().toString(36)}${label}`.slice(0, 30), paper.title],
  );
  const bytes = docx(render(paper).split('\n\n'));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await store.putBytes(
    sha256,
    bytes,
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
  const [f] = await q<{ id: number }>(
    `
    insert into stored_files (press_id, sha256, size_bytes, type, mime, name, kind, uploaded_by_type, uploaded_by)
    select press_id, $1, $2, 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      $3, 'manuscript', 'author', author_id from manuscripts where id = $4 returning id`,
    [sha256, bytes.length, `${label}.docx`, m!.id],
  );
  return { manuscriptId: m!.id, fileId: f!.id };
}

/** Indexes `paper` as another earlier manuscript's file (the way a finished check leaves it). */
async function indexEarlier(paper: Manuscript, label: string): Promise<void> {
  const { manuscriptId, fileId } = await submit(paper, label);
  const [m] = await q<Slot>('select id, press_id, journal_id, author_id from manuscripts where id = $1', [
    manuscriptId,
  ]);
  const text = render(paper);
  await indexDocument(
    db,
    {
      pressId: m!.press_id,
      journalId: m!.journal_id,
      manuscriptId,
      fileId,
      authorId: m!.author_id + 1,
      engineVersion: ENGINE_VERSION,
      text,
    },
    bandKeys(minhashSignature(analyseText(text).shingles.map((x) => x.hash))),
  );
}

const check = similarityCheckJob({ db, store });

/** Runs the check of a fresh manuscript holding `paper`; its time and the report's figure. */
async function timedCheck(paper: Manuscript, label: string) {
  const { manuscriptId, fileId } = await submit(paper, label);
  const reportId = await db.transaction((tx) =>
    insertReport(tx, { manuscriptId, fileId, requestedBy: null, settings: DEFAULT_SETTINGS }),
  );
  const t = performance.now();
  await check({ id: `bench-${reportId}`, data: { reportId }, retryCount: 0 });
  const ms = Math.round(performance.now() - t);
  const [r] = await q<{ state: string; overall: number; compared: number }>(
    `select state, overall_tenths as overall, (result->>'compared')::int as compared from similarity_reports where id = $1`,
    [reportId],
  );
  return { ms, state: r!.state, overallPercent: r!.overall / 10, compared: r!.compared };
}

/** A text's length as an editor counts it: words of English, characters of Chinese. */
function sizeOf(text: string, lang: 'zh' | 'en'): string {
  if (lang === 'en') return `${text.split(/\s+/).filter(Boolean).length} words`;
  return `${(text.match(/\p{Script=Han}/gu) ?? []).length} characters`;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

await makeDataSet();
if (values.prepare) {
  await client.end();
  await database.close();
  process.exit(0);
}
const [{ n: indexed }] = (await q<{ n: number }>('select count(*)::int as n from similarity_documents')) as [
  { n: number },
];
console.log(`${indexed} documents indexed`);
const results: Record<string, unknown>[] = [];
/** Papers of this run only: an earlier run's copies stay indexed and must not count as this run's. */
const RUN = (Math.floor(Date.now() / 1000) % 100_000) * 10_000;
try {
  for (const [lang, topic, paragraphs] of [
    ['en', EN_TOPICS[0]!, 127],
    ['zh', ZH_TOPICS[0]!, 51],
  ] as const) {
    for (const copies of [1, 20]) {
      const runs: Awaited<ReturnType<typeof timedCheck>>[] = [];
      for (let round = 0; round < Number(values.rounds); round++) {
        const seed = RUN + round * 1000 + copies * 10 + (lang === 'zh' ? 1 : 0);
        const paper = manuscript(seed, lang, topic, paragraphs);
        for (let c = 0; c < copies; c++)
          await indexEarlier(resubmission(seed + c + 1, paper, `${paper.title} (${c})`), `E${round}-${c}`);
        runs.push(await timedCheck(resubmission(seed + 500, paper, `${paper.title} revised`), `Q${round}`));
      }
      const times = runs.map((r) => r.ms).sort((a, b) => a - b);
      const size = sizeOf(render(manuscript(0, lang, topic, paragraphs)), lang);
      const row = {
        scenario: `${lang} ${size}, ${copies} earlier cop${copies === 1 ? 'y' : 'ies'} indexed`,
        rounds: runs.length,
        p50: percentile(times, 50),
        max: times.at(-1),
        states: [...new Set(runs.map((r) => r.state))],
        overallPercent: runs.map((r) => r.overallPercent),
        compared: runs.map((r) => r.compared),
      };
      console.log(JSON.stringify(row));
      results.push(row);
    }
  }
} finally {
  await client.end();
  await database.close();
}
console.log(`results: ${writeResult('similarity', { machine: machine(), indexed, results })}`);
