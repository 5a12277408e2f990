/**
 * The manuscript data set (issue 10's bench): N manuscripts over the demo presses' journals and
 * columns, by AUTHORS authors, spread over SPEC §4's statuses as a working house has them (most
 * published or archived, a few percent at each review stage), submitted over five years, with Chinese
 * and English titles; the prepaid orders of those waiting at 0; the kept counts the list totals come
 * from. Rows are made in the database with INSERT … SELECT over generate_series, on PostgreSQL
 * (bench/generateManuscripts.ts) or on the embedded PGlite (bench/pgliteList.ts).
 */
import { REBUILD_ORDER_TOTALS } from '../../packages/server/src/modules/orders/totals.ts';

/** What the generator sends its SQL through: node-postgres's client, or an adapter over PGlite. */
export interface SqlClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: any[]; rowCount?: number | null }>;
}

/** Status codes and their weight in 1,000 (a house with five years of history). */
const SPREAD: [number, number][] = [
  [0, 25],
  [1, 15],
  [10, 25],
  [15, 8],
  [16, 12],
  [20, 10],
  [30, 10],
  [40, 15],
  [50, 10],
  [60, 30],
  [65, 8],
  [70, 15],
  [80, 10],
  [90, 30],
  [100, 25],
  [110, 10],
  [120, 10],
  [130, 8],
  [140, 8],
  [150, 8],
  [160, 8],
  [170, 8],
  [180, 8],
  [190, 10],
  [200, 5],
  [205, 5],
  [209, 5],
  [210, 10],
  [220, 10],
  [230, 250],
  [240, 230],
  [300, 12],
  [350, 10],
  [400, 40],
  [450, 8],
  [600, 7],
];
const STATUS_ARRAY = SPREAD.flatMap(([code, weight]) => Array(weight).fill(code));

/** Chinese titles from three word lists (26 × 40 × 24 combinations), so a word matches a few percent. */
const PREFIXES = [
  '基于神经网络的',
  '基于深度学习的',
  '面向边缘计算的',
  '融合注意力机制的',
  '基于知识图谱的',
  '数据驱动的',
  '多尺度',
  '轻量级',
  '分布式',
  '自适应',
  '鲁棒',
  '可解释',
  '低碳',
  '智慧',
  '县域',
  '城乡',
  '高校',
  '社区',
  '区域',
  '长期施肥下',
  '干旱胁迫下',
  '数字经济背景下',
  '乡村振兴背景下',
  '双碳目标下',
  '新发展格局下',
  '老龄化背景下',
];
const SUBJECTS = [
  '冬小麦产量预测',
  '图像分割',
  '目标检测',
  '慢性病管理',
  '基层医疗服务',
  '土壤盐渍化治理',
  '供应链金融',
  '锂电池健康评估',
  '交通流预测',
  '学术不端检测',
  '引文推荐',
  '病理切片识别',
  '电力负荷预测',
  '水稻病害识别',
  '城市更新',
  '历史街区保护',
  '普惠金融',
  '职业教育',
  '科研诚信',
  '碳排放核算',
  '风电功率预测',
  '药物相互作用预测',
  '蛋白质结构预测',
  '遥感影像分类',
  '舆情分析',
  '知识产权保护',
  '公共卫生应急',
  '养老服务供给',
  '跨境电商物流',
  '森林火灾监测',
  '地下水污染',
  '桥梁健康监测',
  '中医证候分类',
  '学生心理健康',
  '非遗数字化',
  '粮食安全评价',
  '海洋牧场建设',
  '农产品冷链',
  '智能制造排产',
  '古籍文字识别',
];
const ASPECTS = [
  '方法研究',
  '模型构建',
  '实证分析',
  '应用研究',
  '影响因素分析',
  '优化策略',
  '综述与展望',
  '评价体系构建',
  '机制研究',
  '关键技术',
  '系统设计与实现',
  '风险评估',
  '时空演变特征',
  '对比研究',
  '路径探析',
  '效果评价',
  '算法改进',
  '案例研究',
  '现状与对策',
  '理论框架',
  '仿真研究',
  '试验研究',
  '质量控制',
  '协同治理',
];
const ENGLISH = [
  'Graph neural networks',
  'Winter wheat irrigation',
  'Chronic disease management',
  'Edge computing',
  'Large language models',
];
const ENGLISH_TAIL = [' for peer review', ': a systematic review', ' in rural China', ' under uncertainty'];

export async function generateManuscriptSet(client: SqlClient, N: number, AUTHORS: number): Promise<void> {
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const t = performance.now();
    const res = await client.query(sql, params);
    console.log(
      `${label.padEnd(48)} ${((performance.now() - t) / 1000).toFixed(1).padStart(6)} s  ${res.rowCount ?? ''}`,
    );
  };
  const existing = await client.query(
    `select count(*)::int as n from manuscripts where article_no like 'B%'`,
  );
  if (existing.rows[0].n > 0) {
    console.log(
      `${existing.rows[0].n} bench manuscripts exist; run bench/generate.ts --reset first to start over`,
    );
    return;
  }
  // Every journal of the demo presses gets a column; every press its built-in process rows (v0).
  await step(
    'columns for journals without one',
    `
    insert into journal_columns (journal_id, name, sort)
    select j.id, '研究论文', 1 from journals j
    where not exists (select 1 from journal_columns c where c.journal_id = j.id)`,
  );
  for (const table of ['review_processes', 'production_processes']) {
    const body = table === 'review_processes' ? 'stages' : 'steps';
    await step(
      `${table} v0 for every press`,
      `
      insert into ${table} (press_id, journal_id, version, ${body})
      select p.id, null, 0, (select ${body} from ${table} order by id limit 1) from presses p
      where not exists (select 1 from ${table} r where r.press_id = p.id and r.journal_id is null and r.version = 0)`,
    );
  }
  await step(
    `${AUTHORS} authors`,
    `
    insert into authors (press_id, name, phone, unit, password_hash, created_at)
    select p.id, '作者' || g, '15' || lpad(g::text, 9, '0'), '第' || (g % 500) || '研究所', 'x',
      now() - (g % 1800) * interval '1 day'
    from generate_series(1, $1::int) g
    cross join lateral (select id from presses order by id offset (g % (select count(*) from presses)) limit 1) p`,
    [AUTHORS],
  );
  await step(
    `${N} manuscripts`,
    `
    with journal_list as (
      select row_number() over (order by j.id) - 1 as k, j.id as journal_id, j.press_id,
        (select min(c.id) from journal_columns c where c.journal_id = j.id) as column_id,
        (select id from review_processes r where r.press_id = j.press_id and r.journal_id is null and r.version = 0) as rp,
        (select id from production_processes r where r.press_id = j.press_id and r.journal_id is null and r.version = 0) as pp
      from journals j
    ), author_list as (
      select press_id, array_agg(id order by id) as ids from authors group by press_id
    )
    insert into manuscripts (press_id, journal_id, column_id, author_id, article_no, title, keywords, status,
      review_process_id, production_process_id, submitted_at, foundation_flag, nature_article_type)
    select jl.press_id, jl.journal_id, jl.column_id, al.ids[1 + (g::bigint * 7919 % array_length(al.ids, 1))::int],
      'B' || lpad(g::text, 8, '0'),
      case when g % 5 = 0
        then ($2::text[])[1 + g % array_length($2::text[], 1)] || ($3::text[])[1 + (g / 7) % array_length($3::text[], 1)]
        else ($4::text[])[1 + g % array_length($4::text[], 1)]
          || ($7::text[])[1 + (g / 26) % array_length($7::text[], 1)]
          || ($5::text[])[1 + (g / 1040) % array_length($5::text[], 1)]
      end,
      '', ($6::int[])[1 + (g * 2654435761::bigint % array_length($6::int[], 1))::int],
      jl.rp, jl.pp,
      now() - (g % 1825) * interval '1 day' - (g % 86400) * interval '1 second',
      (g % 4 = 0)::int, (g % 3)::int % 2
    from generate_series(1, $1::int) g
    join journal_list jl on jl.k = g % (select count(*) from journal_list)
    join author_list al on al.press_id = jl.press_id`,
    [N, ENGLISH, ENGLISH_TAIL, PREFIXES, ASPECTS, STATUS_ARRAY, SUBJECTS],
  );
  await step(
    'prepaid orders of those at 0',
    `
    insert into orders (press_id, journal_id, manuscript_id, author_id, order_num, fee_type, amount_fen, created_at)
    select press_id, journal_id, id, author_id, 'B' || id, 1, 50000, submitted_at
    from manuscripts where status = 0 and article_no like 'B%'`,
  );
  // The review stages' manuscripts are allocated: one in three of the demo press's to the demo
  // reviewer (its queue and home at a working editor's size), the rest round robin over the press's
  // reviewers, each with its open allocation (made a day after submission, so most are past due).
  await step(
    'allocations of the review stages',
    `
    with reviewers as (
      select u.press_id, array_agg(distinct u.id order by u.id) as ids
      from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
      where r.code = 'reviewer' and u.press_id is not null group by u.press_id
    ), demo as (select id, press_id from users where account = 'reviewer')
    update manuscripts m
    set audit_user_id = case when d.press_id = m.press_id and m.id % 3 = 0 then d.id
      else r.ids[1 + (m.id % array_length(r.ids, 1))::int] end
    from reviewers r, demo d
    where r.press_id = m.press_id and m.status in (10, 16, 40, 70) and m.article_no like 'B%';
    insert into manuscript_assignments (manuscript_id, status, user_id, assigned_by, assigned_at)
    select m.id, m.status, m.audit_user_id,
      (select u.id from users u where u.account = 'pressadmin'), m.submitted_at + interval '1 day'
    from manuscripts m where m.audit_user_id is not null and m.article_no like 'B%'`,
  );
  await step(
    'kept counts rebuilt from the rows',
    `
    delete from manuscript_counts;
    insert into manuscript_counts (press_id, journal_id, column_id, status, day, n)
    select press_id, journal_id, column_id, status, ((submitted_at at time zone 'UTC') + interval '8 hours')::date, count(*)::int
    from manuscripts group by 1, 2, 3, 4, 5;
    delete from manuscript_totals;
    insert into manuscript_totals (press_id, journal_id, column_id, status, n)
    select press_id, journal_id, column_id, status, sum(n)::int from manuscript_counts group by 1, 2, 3, 4;
    ${REBUILD_ORDER_TOTALS}`,
  );
  // VACUUM sets the visibility map: count(*) and the list can then read the indexes only.
  await step(
    'vacuum analyze',
    'vacuum analyze manuscripts, manuscript_counts, manuscript_totals, orders, order_totals, order_day_totals, authors, manuscript_assignments',
  );
}
