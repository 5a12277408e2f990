/**
 * The yardstick of the lists (issue 10's and issue 23's "Speed"): bare Fastify + pg routes running the
 * naive SQL over our own schema, rows then count(*), no wire, no session, no permission, no actions:
 * `/bare/list` (a press's manuscripts, by journal, status or statuses, keyword) and `/bare/issues` (a
 * journal's issues with an article at the given statuses). Started by bench/manuscripts.ts and
 * bench/production.ts as a child process on its own port.
 *
 *   PORT=8095 DATABASE_URL=… npx tsx bench/bare/server.ts
 */
import Fastify from 'fastify';
import pg from 'pg';
import { DEFAULT_DATABASE_URL } from '../lib/config.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
const PRESS = Number(process.env.BARE_PRESS ?? 1);

app.get('/bare/list', async (req) => {
  const q = req.query as {
    status?: string;
    statuses?: string;
    journal?: string;
    page?: string;
    keyword?: string;
  };
  const page = Math.max(1, Number(q.page ?? 1));
  const params: unknown[] = [PRESS];
  let where = 'press_id = $1';
  if (q.journal !== undefined) {
    params.push(Number(q.journal));
    where += ` and journal_id = $${params.length}`;
  }
  if (q.status !== undefined) {
    params.push(Number(q.status));
    where += ` and status = $${params.length}`;
  }
  if (q.statuses !== undefined) {
    params.push(q.statuses.split(',').map(Number));
    where += ` and status = any($${params.length}::int[])`;
  }
  if (q.keyword) {
    params.push(`%${q.keyword}%`);
    where += ` and title ilike $${params.length}`;
  }
  const rows = await pool.query(
    `select id, article_no, title, status, submitted_at from manuscripts where ${where}
     order by submitted_at desc, id desc limit 20 offset ${(page - 1) * 20}`,
    params,
  );
  const total = await pool.query(`select count(*)::int as n from manuscripts where ${where}`, params);
  return { list: rows.rows, total: total.rows[0].n };
});

app.get('/bare/issues', async (req) => {
  const q = req.query as { journal: string; statuses: string; page?: string };
  const page = Math.max(1, Number(q.page ?? 1));
  const params = [Number(q.journal), q.statuses.split(',').map(Number)];
  const where = `i.journal_id = $1 and exists (select 1 from issue_placements p join manuscripts m on m.id = p.manuscript_id
    where p.issue_id = i.id and m.status = any($2::int[]))`;
  const rows = await pool.query(
    `select i.id, i.year, i.volume, i.number, i.planned_date from journal_issues i where ${where}
     order by i.year desc, i.number desc, i.id desc limit 20 offset ${(page - 1) * 20}`,
    params,
  );
  const total = await pool.query(`select count(*)::int as n from journal_issues i where ${where}`, params);
  return { list: rows.rows, total: total.rows[0].n };
});

await app.listen({ port: Number(process.env.PORT ?? 8095), host: '127.0.0.1' });
console.log('bare server ready');
