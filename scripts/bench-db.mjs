#!/usr/bin/env node
// npm run bench:db — how the data queries cost grows with a person's number of ideas.
//
// Seeds a database (a real PostgreSQL when DATABASE_URL is set, else an in-memory PGlite with
// smaller counts, stated in the output), then, as role `authenticated` under RLS with each user's
// JWT claims — exactly how the app reaches the data — times the adapter's own queries for one user
// with 10,000 ideas and one with 100,000 (PGlite: 1,000 and 10,000), and prints p50/p95 with the
// plan's index use. A script that prints figures, not a timed test.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const url = process.env.DATABASE_URL;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
// BENCH_KEEP=1 keeps the seeded PostgreSQL database (clarity_bench) afterwards, to look at plans
// by hand; seeding a million rows takes minutes.
const KEEP = process.env.BENCH_KEEP === '1';
// BENCH_REUSE=1 measures a database kept by an earlier BENCH_KEEP=1 run, without seeding again.
const REUSE = Boolean(url) && process.env.BENCH_REUSE === '1';
const WARMUP = 5;

const scale = url
  ? { engine: 'PostgreSQL', total: 1_000_000, small: 10_000, large: 100_000 }
  : { engine: 'PGlite (in memory)', total: 100_000, small: 1_000, large: 10_000 };
const OTHER_USER_IDEAS = 100;
const others = Math.floor((scale.total - scale.small - scale.large) / OTHER_USER_IDEAS);

// ---- connection -------------------------------------------------------------------------------
async function connect() {
  if (!url) {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create('memory://');
    return {
      query: async (sql, params) => (await db.query(sql, params)).rows,
      exec: (sql) => db.exec(sql),
      close: () => db.close(),
    };
  }
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = 'clarity_bench';
  if (!REUSE) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  return {
    query: async (sql, params) => (await client.query(sql, params)).rows,
    exec: (sql) => client.query(sql),
    close: async () => {
      await client.end();
      if (!KEEP && !REUSE) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

// ---- schema and data --------------------------------------------------------------------------
async function migrate(db) {
  await db.exec(readFileSync(join(root, 'supabase/local-auth-shim.sql'), 'utf8'));
  const dir = join(root, 'supabase/migrations');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    await db.exec(readFileSync(join(dir, file), 'utf8'));
  }
}

// Realistic rows: ~150 characters of text (1 in 100 mentions "robot", the search term), a
// clarification, tags, a status mix (5 % draft, 40 % clarified, 40 % in progress, 15 % completed)
// and some completed steps.
const ideaSelect = (userExpr, countExpr) => `
  select ${userExpr},
    'Idea ' || g || ': ' || (array['an app that helps students prepare for exams', 'a neighbourhood garden swap',
      'a podcast about focus and attention', 'a tool for first-time founders', 'a quiz game for language learners'])[1 + g % 5]
      || case when g % 100 = 7 then ' with a robot helper' else '' end || ' — ' || md5(g::text || ${userExpr}::text),
    case when g % 20 = 0 then null else jsonb_build_object('problem', 'People lose track of half-formed ideas.',
      'audience', 'Students and founders', 'uniqueValue', 'Structure without effort', 'format', 'Web app',
      'challenges', jsonb_build_array('Reach', 'Retention', 'Pricing')) end,
    case when g % 20 = 0 then 'draft' when g % 20 < 9 then 'clarified' when g % 20 < 17 then 'in_progress' else 'completed' end,
    array['ideas', (array['education', 'garden', 'media', 'startup', 'games'])[1 + g % 5]],
    case when g % 20 >= 9 then 'mvp' end,
    case when g % 20 >= 17 then '{"step1": "complete", "step2": "complete", "step3": "complete"}'::jsonb
         when g % 20 >= 9 then '{"step1": "complete", "step2": "in_progress"}'::jsonb
         else '{}'::jsonb end,
    now() - make_interval(mins => g)
  from generate_series(1, ${countExpr}) as g`;

async function seed(db) {
  await db.exec(`
    insert into auth.users (id, email) values
      ('00000000-0000-4000-8000-000000010000', 'small@bench.test'),
      ('00000000-0000-4000-8000-000000100000', 'large@bench.test');
    insert into auth.users (email) select 'other' || n || '@bench.test' from generate_series(1, ${others}) as n;
  `);
  const columns =
    '(user_id, idea_text, structured_data, status, tags, selected_next_step, step_progress, created_at)';
  await db.exec(
    `insert into public.ideas ${columns} ${ideaSelect(`'00000000-0000-4000-8000-000000010000'::uuid`, scale.small)}`,
  );
  await db.exec(
    `insert into public.ideas ${columns} ${ideaSelect(`'00000000-0000-4000-8000-000000100000'::uuid`, scale.large)}`,
  );
  await db.exec(`
    insert into public.ideas ${columns}
    select i.* from auth.users as u
    cross join lateral (${ideaSelect('u.id', OTHER_USER_IDEAS)}) as i
    where u.email like 'other%'`);
  await db.exec(`
    insert into public.feedback (user_id, rating, feedback_text, session_id)
    select '00000000-0000-4000-8000-000000100000', 1 + n % 5, 'Helpful', 's' || n from generate_series(1, 20) as n;`);
  // On its own: VACUUM refuses to run inside the implicit transaction of a multi-statement query.
  // It sets the visibility map, so counts can be index-only scans, as on any settled database.
  await db.exec(`vacuum analyze`);
}

// ---- the queries the adapter sends ------------------------------------------------------------
const COLUMNS =
  'id, user_id, idea_text, structured_data, status, tags, selected_next_step, step_progress, created_at, updated_at';
const QUERIES = [
  {
    name: 'first page of 50',
    sql: `select ${COLUMNS} from public.ideas order by created_at desc, id desc limit 50`,
    params: [],
  },
  {
    name: 'substring search',
    sql: `select ${COLUMNS} from public.ideas where idea_text ilike '%' || $1 || '%' escape '\\' order by created_at desc, id desc limit 50`,
    params: ['Robot'],
  },
  {
    name: 'status filter',
    sql: `select ${COLUMNS} from public.ideas where status = $1 order by created_at desc, id desc limit 50`,
    params: ['completed'],
  },
  { name: 'count', sql: `select count(*)::int as count from public.ideas`, params: [] },
  // Its plan is the function body's: a call hides what runs inside it.
  {
    name: 'user_stats()',
    sql: `select public.user_stats() as stats`,
    params: [],
    explainFunction: 'user_stats',
  },
];
const TARGETS = {
  'first page of 50': { ideas: 100_000, ms: 10 },
  'status filter': { ideas: 100_000, ms: 10 },
  count: { ideas: 100_000, ms: 10 },
  'substring search': { ideas: 10_000, ms: 20 },
  'user_stats()': { ideas: 10_000, ms: 20 },
};

const literal = (value) => `'${String(value).replaceAll("'", "''")}'`;
const inline = (sql, params) => sql.replace(/\$(\d+)/g, (_m, n) => literal(params[Number(n) - 1]));

/** The plan's node types and the indexes it uses, e.g. "Index Scan ideas_user_id_created_at_idx". */
function describePlan(plan) {
  const seen = [];
  const walk = (node) => {
    const label = node['Index Name']
      ? `${node['Node Type']} ${node['Index Name']}`
      : node['Node Type'];
    if (!['Limit', 'Result', 'Aggregate'].includes(node['Node Type']) && !seen.includes(label))
      seen.push(label);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  return seen.join(' → ');
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(db, userId) {
  await db.exec(`set role authenticated`);
  await db.query(`select set_config('request.jwt.claims', $1, false)`, [
    JSON.stringify({ sub: userId, role: 'authenticated' }),
  ]);
  const results = [];
  for (const q of QUERIES) {
    const times = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const start = process.hrtime.bigint();
      await db.query(q.sql, q.params);
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      if (i >= WARMUP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    let explained = inline(q.sql, q.params);
    if (q.explainFunction) {
      const [fn] = await db.query(`select prosrc from pg_proc where proname = $1`, [
        q.explainFunction,
      ]);
      explained = fn.prosrc;
    }
    const [row] = await db.query(`explain (format json) ${explained}`);
    const plan = row['QUERY PLAN'];
    const planJson = typeof plan === 'string' ? JSON.parse(plan) : plan;
    results.push({
      name: q.name,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      plan: describePlan(planJson[0].Plan),
    });
  }
  await db.exec(`reset role`);
  return results;
}

// ---- run --------------------------------------------------------------------------------------
const fmt = (n) => n.toLocaleString('en-US');
const db = await connect();
try {
  const [{ version }] = await db.query(`select version() as version`);
  console.log(`${scale.engine}: ${version.split(',')[0]}`);
  const started = Date.now();
  if (!REUSE) {
    await migrate(db);
    await seed(db);
  }
  const [{ n }] = await db.query(`select count(*)::int as n from public.ideas`);
  console.log(
    `${REUSE ? 'Reusing' : 'Seeded'} ${fmt(n)} ideas${REUSE ? '' : ` in ${((Date.now() - started) / 1000).toFixed(1)} s`}: one user with ${fmt(scale.small)}, ` +
      `one with ${fmt(scale.large)}, ${fmt(others)} others with ${OTHER_USER_IDEAS} each.` +
      (url ? '' : ' (PGlite: counts are a tenth of the PostgreSQL run.)'),
  );
  console.log(
    `Each query ${RUNS} times (after ${WARMUP} warm-up runs) as role authenticated under RLS.\n`,
  );

  const rows = [];
  for (const [ideas, userId] of [
    [scale.small, '00000000-0000-4000-8000-000000010000'],
    [scale.large, '00000000-0000-4000-8000-000000100000'],
  ]) {
    for (const r of await measure(db, userId)) rows.push({ ideas, ...r });
  }

  const header = ['query', "user's ideas", 'p50 ms', 'p95 ms', 'target', 'plan'];
  const table = rows.map((r) => {
    const target = TARGETS[r.name];
    const applies = url && target.ideas === r.ideas;
    return [
      r.name,
      fmt(r.ideas),
      r.p50.toFixed(2),
      r.p95.toFixed(2),
      applies ? `p95 ≤ ${target.ms} ms: ${r.p95 <= target.ms ? 'met' : 'MISSED'}` : '',
      r.plan,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row));
  if (!url) console.log('\nTargets apply to PostgreSQL 15: set DATABASE_URL to measure them.');
} finally {
  await db.close();
}
