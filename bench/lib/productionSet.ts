/**
 * The production half of the manuscript data set (issue 23's bench, docs/performance.md): the
 * generated manuscripts at 90–240 (bench/lib/manuscriptSet.ts spreads them as a house with five years
 * of history has them) placed in issues as the production screens find them. Per journal, the
 * manuscripts at each issue-level status (190–240: an issue moves as one) are cut into issues of
 * 60, those in scheduling, typesetting and proofs (100–180) into issues of 60 of mixed statuses; the
 * accepted ones (90) wait in the scheduling queue with their acceptance event. Then: typesetting
 * dispatches from 110 on (a third of the demo press's to the demo typesetter `paiban`, the rest over
 * the press's typesetters and nine bench users standing for outside typesetting houses), one proof PDF
 * per round handed in (130 on), a correction in one in 20 layouts (online editing), the film package
 * of every issue past film output, printing records from 210 (complete from 220), DOIs and pages of
 * the published, archive checks of the archived, and mailing recipients, batches and parcels from
 * 220. Rows only: the files' bytes are not in the store (the lists read rows). Made with
 * INSERT … SELECT in the database, once (a second call finds the placements and returns).
 */
import type { SqlClient } from './manuscriptSet.ts';

/** Manuscripts per generated issue (the issue size of issue 23's goals). */
export const ISSUE_SIZE = 60;

/** The press administrator of a press (who placed, dispatched, filmed and published). */
const ADMIN_OF = (press: string) => `coalesce((select min(u.id) from users u where u.press_id = ${press}
  and (u.admin_type = 2 or u.account = 'pressadmin')), (select min(u.id) from users u where u.press_id = ${press}))`;

/** Proof PDFs handed in by a status: the layout (0) from proof 1 on, revision k's from proof k+1. */
const PROOFS_AT = `case when status >= 190 then 4 when status >= 170 then 3 when status >= 150 then 2
  when status >= 130 then 1 else 0 end`;

export async function generateProductionSet(client: SqlClient): Promise<void> {
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const t = performance.now();
    const res = await client.query(sql, params);
    console.log(
      `${label.padEnd(48)} ${((performance.now() - t) / 1000).toFixed(1).padStart(6)} s  ${res.rowCount ?? ''}`,
    );
  };
  const placed = await client.query(`select exists (select 1 from issue_placements p
    join manuscripts m on m.id = p.manuscript_id where m.article_no like 'B%') as done`);
  if (placed.rows[0].done) {
    console.log('bench manuscripts are placed in issues already (production set kept)');
    return;
  }
  // All or nothing: a step that fails leaves no half set (which the check above would then keep).
  await client.query('begin');
  try {
    await steps(step);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('drop table bench_plan, bench_issues, bench_proofs, bench_films, bench_base');
  // VACUUM sets the visibility map (index-only counts), and runs alone (not in a statement list).
  await step(
    'vacuum analyze',
    `vacuum analyze journal_issues, issue_placements, typesetting_dispatches, stored_files, manuscript_files,
       manuscript_events, issue_films, issue_printings, article_publications, archive_checks,
       mailing_recipients, mailing_batches, mailing_shipments`,
  );
}

type Step = (label: string, sql: string, params?: unknown[]) => Promise<void>;

async function steps(step: Step): Promise<void> {
  await step(
    'DOI prefixes of journals without one',
    `update journals set doi_prefix = '10.' || (13300 + id)::text where doi_prefix = ''`,
  );
  await step(
    'acceptance events of those at 90',
    `insert into manuscript_events (manuscript_id, action, from_status, to_status, actor_type, actor_id, created_at)
     select m.id, 'confirmAcceptance', 80, 90, 'staff', ${ADMIN_OF('m.press_id')},
       least(now(), m.submitted_at + interval '120 days')
     from manuscripts m where m.status = 90 and m.article_no like 'B%'`,
  );
  // The plan: each manuscript's issue as (journal, group, chunk), each issue's place k in its journal.
  await step(
    'issue plan',
    `create temp table bench_plan on commit preserve rows as
     select m.id, m.press_id, m.journal_id, m.status, m.article_no, m.author_id, m.submitted_at,
       case when m.status >= 190 then m.status else 100 end as grp,
       (row_number() over (partition by m.journal_id, case when m.status >= 190 then m.status else 100 end
         order by m.submitted_at, m.id) - 1) / ${ISSUE_SIZE} as chunk
     from manuscripts m where m.article_no like 'B%' and m.status between 100 and 240`,
  );
  await step(
    'issues',
    `create temp table bench_issues on commit preserve rows as
     with chunks as (
       select journal_id, grp, chunk, count(*) as n,
         dense_rank() over (partition by journal_id order by (grp = 100), grp desc, chunk) - 1 as k
       from bench_plan group by 1, 2, 3
     ), per as (
       select c.journal_id, greatest(12, ceil(count(*) / 6.0))::int as per_year,
         coalesce((select max(i.number) from journal_issues i where i.journal_id = c.journal_id), 0) as offset_no
       from chunks c group by c.journal_id
     )
     select c.journal_id, c.grp, c.chunk, c.n, (2020 + c.k / p.per_year)::int as year,
       (p.offset_no + c.k % p.per_year + 1)::int as number, p.per_year, c.k % p.per_year as slot
     from chunks c join per p using (journal_id);
     insert into journal_issues (journal_id, year, volume, number, planned_date, actual_date, page_budget, status, created_at)
     select journal_id, year, year - 1980, number,
       make_date(year, 1, 1) + (slot * 365 / per_year)::int,
       case when grp >= 230 then make_date(year, 1, 1) + (slot * 365 / per_year)::int end,
       ${ISSUE_SIZE * 12}, case when grp >= 230 then 2 else 1 end, make_date(year, 1, 1) - 200
     from bench_issues;
     alter table bench_issues add column issue_id int;
     update bench_issues b set issue_id = i.id from journal_issues i
       where i.journal_id = b.journal_id and i.year = b.year and i.number = b.number;
     create index on bench_plan (journal_id, grp, chunk)`,
  );
  await step(
    'placements',
    `insert into issue_placements (manuscript_id, issue_id, position, pages, placed_by, placed_at)
     select p.id, b.issue_id, row_number() over (partition by b.issue_id order by p.submitted_at, p.id),
       4 + p.id % 12, ${ADMIN_OF('p.press_id')}, least(now(), p.submitted_at + interval '150 days')
     from bench_plan p join bench_issues b using (journal_id, grp, chunk)`,
  );
  await step(
    'typesetting dispatches (110 on)',
    `with setters as (
       select press_id, array_agg(id order by id) as ids from (
         select u.press_id, u.id from users u join user_roles ur on ur.user_id = u.id
         join roles r on r.id = ur.role_id where r.code = 'typesetter' and u.press_id is not null
         union
         select press_id, id from (select u.press_id, u.id, row_number() over (partition by u.press_id order by u.id) as k
           from users u where u.account like 'bench%' and u.press_id is not null) b where k <= 9
       ) t group by press_id
     ), demo as (select id, press_id from users where account = 'paiban')
     insert into typesetting_dispatches (manuscript_id, typesetter_id, due_on, dispatched_by, dispatched_at)
     select p.id,
       case when d.press_id = p.press_id and p.id % 3 = 0 then d.id
         else coalesce(s.ids[1 + (p.id % array_length(s.ids, 1))::int], ${ADMIN_OF('p.press_id')}) end,
       (pl.placed_at + interval '15 days')::date, ${ADMIN_OF('p.press_id')}, pl.placed_at + interval '1 day'
     from bench_plan p join issue_placements pl on pl.manuscript_id = p.id
     left join setters s on s.press_id = p.press_id cross join demo d
     where p.status >= 110`,
  );
  // Stored file rows get ids reserved ahead (base + n), so each can be tied to its manuscript.
  await step(
    'proof PDFs of the rounds handed in (130 on)',
    `create temp table bench_proofs on commit preserve rows as
     select row_number() over (order by p.id, r) as rn, p.id, p.press_id, p.article_no, r,
       d.typesetter_id, d.dispatched_at + (r + 1) * interval '7 days' as at
     from bench_plan p join typesetting_dispatches d on d.manuscript_id = p.id
     cross join lateral generate_series(0, ${PROOFS_AT.replace(/status/g, 'p.status')} - 1) r;
     create temp table bench_base on commit preserve rows as
     select setval(pg_get_serial_sequence('stored_files', 'id'),
       (select coalesce(max(id), 0) from stored_files) + (select count(*) from bench_proofs) + 1)
       - (select count(*) from bench_proofs) - 1 as base;
     insert into stored_files (id, press_id, sha256, size_bytes, type, mime, name, kind, uploaded_by_type, uploaded_by, created_at)
     select b.base + rn, press_id, md5(article_no || r) || md5(r || article_no), 3000000 + (id::bigint * 7919 + r) % 5000000,
       'pdf', 'application/pdf', article_no || '_校样' || r || '.pdf', 'proof', 'staff', typesetter_id, least(now(), at)
     from bench_proofs, bench_base b;
     insert into manuscript_files (manuscript_id, file_id, role, revision, created_at)
     select id, b.base + rn, 'proof', r, least(now(), at) from bench_proofs, bench_base b`,
  );
  await step(
    'online corrections (one layout in 20)',
    `insert into manuscript_events (manuscript_id, action, from_status, to_status, actor_type, actor_id, note,
       changes, created_at)
     select p.id, 'onlineEdit', p.status, p.status, 'staff', ${ADMIN_OF('p.press_id')}, '作者更正单位',
       jsonb_build_array(jsonb_build_object('field', 'keywords', 'from', '', 'to', '更正')),
       least(now(), pl.placed_at + interval '10 days')
     from bench_plan p join issue_placements pl on pl.manuscript_id = p.id
     where p.status < 190 and p.id % 20 = 0`,
  );
  await step(
    'film packages (past film output)',
    `create temp table bench_films on commit preserve rows as
     select row_number() over (order by b.issue_id) as rn, b.issue_id, j.press_id,
       jsonb_agg(jsonb_build_object('name', p.article_no || '.pdf', 'manuscriptId', p.id,
         'sizeBytes', 3000000 + p.id % 5000000) order by p.id) as entries,
       make_date(b.year, 1, 1) + (b.slot * 365 / b.per_year)::int - 30 as at
     from bench_issues b join journals j on j.id = b.journal_id
     join bench_plan p using (journal_id, grp, chunk)
     where b.grp between 200 and 240 group by b.issue_id, j.press_id, b.year, b.slot, b.per_year;
     update bench_base set base = setval(pg_get_serial_sequence('stored_files', 'id'),
       (select max(id) from stored_files) + (select count(*) from bench_films) + 1)
       - (select count(*) from bench_films) - 1;
     insert into stored_files (id, press_id, sha256, size_bytes, type, mime, name, kind, uploaded_by_type, uploaded_by, created_at)
     select b.base + rn, press_id, md5('film' || issue_id) || md5(issue_id || 'film'), 200000000,
       'zip', 'application/zip', '出片' || issue_id || '.zip', 'film', 'staff', ${ADMIN_OF('press_id')}, least(now(), at)
     from bench_films, bench_base b;
     insert into issue_films (issue_id, file_id, kind, entries, uploaded_by, uploaded_at)
     select issue_id, b.base + rn, 'output', entries, ${ADMIN_OF('press_id')}, least(now(), at)
     from bench_films, bench_base b`,
  );
  await step(
    'printing records (210 on)',
    `insert into issue_printings (issue_id, printing_house, run_size, started_by, started_at, copies_delivered,
       completed_on, completed_by)
     select b.issue_id, '北京新华印刷有限公司', 2000, ${ADMIN_OF('j.press_id')}, least(now(), f.at + interval '10 days'),
       case when done then 2000 end, case when done then least(current_date, (f.at + interval '20 days')::date) end,
       case when done then ${ADMIN_OF('j.press_id')} end
     from bench_issues b join journals j on j.id = b.journal_id join bench_films f using (issue_id)
     cross join lateral (select b.grp >= 220 or b.chunk % 2 = 0 as done) c
     where b.grp >= 210`,
  );
  await step(
    'publications: DOIs and pages (230 on)',
    `insert into article_publications (manuscript_id, issue_id, doi, first_page, last_page, published_on, published_by)
     select pl.manuscript_id, pl.issue_id,
       j.doi_prefix || '/' || lower(j.code) || '.' || b.year || '.' || (case when b.number < 10 then '0' else '' end || b.number) || '.'
         || lpad(pl.position::text, 3, '0'),
       sum(pl.pages) over w - pl.pages + 1, sum(pl.pages) over w, i.actual_date, ${ADMIN_OF('j.press_id')}
     from bench_issues b join issue_placements pl using (issue_id)
     join journal_issues i on i.id = b.issue_id join journals j on j.id = b.journal_id
     where b.grp >= 230
     window w as (partition by pl.issue_id order by pl.position)`,
  );
  await step(
    'archive checks (240)',
    `insert into archive_checks (issue_id, state, requested_by, requested_at, finished_at)
     select b.issue_id, 'passed', ${ADMIN_OF('j.press_id')}, i.actual_date + 30, i.actual_date + 30
     from bench_issues b join journals j on j.id = b.journal_id join journal_issues i on i.id = b.issue_id
     where b.grp = 240`,
  );
  await step(
    'mailing recipients, batches and parcels (220 on)',
    `insert into mailing_recipients (issue_id, kind, manuscript_id, author_id, name, phone, province, city,
       district, address, postcode, organization, copies, created_by)
     select pl.issue_id, 'author', p.id, p.author_id, a.name, a.phone, '北京市', '北京市', '海淀区',
       '中关村大街' || (p.id % 200) || '号', '100080', a.unit, 2, ${ADMIN_OF('p.press_id')}
     from bench_plan p join issue_placements pl on pl.manuscript_id = p.id join authors a on a.id = p.author_id
     where p.status >= 220;
     insert into mailing_recipients (issue_id, kind, name, phone, province, city, address, postcode, organization,
       copies, created_by)
     select b.issue_id, 'manual', '国家图书馆', '010-88545426', '北京市', '北京市', '中关村南大街33号', '100081',
       '国家图书馆', 3, ${ADMIN_OF('j.press_id')}
     from bench_issues b join journals j on j.id = b.journal_id where b.grp >= 220;
     insert into mailing_batches (issue_id, express_company_id, created_by, created_at)
     select b.issue_id, e.id, ${ADMIN_OF('j.press_id')}, least(now(), f.at + interval '25 days')
     from bench_issues b join journals j on j.id = b.journal_id join bench_films f using (issue_id)
     cross join lateral (select min(e.id) as id from express_companies e where e.press_id = j.press_id and e.enabled) e
     where b.grp >= 220 and e.id is not null;
     insert into mailing_shipments (batch_id, recipient_id, tracking_no, tracking_state)
     select mb.id, r.id, 'SF' || lpad(r.id::text, 12, '0'),
       case when b.grp = 220 and r.id % 3 = 0 then 'inTransit' else 'delivered' end
     from bench_issues b join mailing_batches mb on mb.issue_id = b.issue_id
     join mailing_recipients r on r.issue_id = b.issue_id where b.grp >= 220`,
  );
}
