import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlSession } from '@/lib/backend/local/sql';
import { createTestDb, type TestDb } from '../support/db';

/**
 * The database lint (`npm run lint:db`; CI runs it on PostgreSQL 15 through scripts/ci-postgres.sh):
 * rules for the migrated schema that keep one person's data away from another and keep RLS fast.
 *   1. every table in public has RLS on and at least one policy;
 *   2. no policy calls auth.uid() / auth.jwt() / auth.role() bare: wrapped in a select, PostgreSQL
 *      evaluates it once per query instead of once per row;
 *   3. every function in public fixes its search_path, so a caller's schema cannot hijack it;
 *   4. no security definer function can be executed by anon, except the public entry points listed
 *      in PUBLIC_DEFINER_FUNCTIONS, each of which validates and limits what it does;
 *   4b. no function at all can be executed by anon unless it is listed in ANON_FUNCTIONS: PostgreSQL
 *      grants execute on a new function to public, so a helper nobody revoked is an API entry point
 *      (docs/decisions/070-function-grants.md);
 *   5. every foreign key, and every column a policy reads, leads some index (else each cascade and
 *      each RLS check scans the table);
 *   6. every jsonb column is bounded by a check constraint on its size (octet_length), and every
 *      text column by some check constraint on it (a length or a list of values), so no row can
 *      hold megabytes (docs/decisions/034-bounded-rows-and-quotas.md).
 * Each rule prints what it looked at and fails listing every offender. The second block proves each
 * rule catches what it is for, on a deliberately bad schema that is rolled back.
 */

type Findings = Record<string, { checked: string[]; offenders: string[] }>;

/**
 * Security definer functions a visitor may call on purpose. Each is the only way to write its
 * table and checks everything itself (docs/decisions/033-feedback-through-a-function.md).
 */
const PUBLIC_DEFINER_FUNCTIONS = ['submit_feedback(integer,text,text,text,text,text)'];

/**
 * Every function in public a visitor may execute, each on purpose. A helper the API need not
 * expose is revoked from public, anon (and authenticated, when no invoker function of theirs calls
 * it), and every numeric argument it loops over is bounded.
 */
const ANON_FUNCTIONS = ['submit_feedback(integer,text,text,text,text,text)'];

/**
 * Security definer functions only a signed-in person may call: the only writers of a column the
 * API roles may not update, each limited to the caller's own rows
 * (docs/decisions/062-no-whole-map-writes-of-step-progress.md; the shelf's map,
 * docs/decisions/095-the-shelf-map-the-calendar-name-the-feedback-session.md).
 */
const SIGNED_IN_DEFINER_FUNCTIONS = [
  'choose_step(uuid,text)',
  'set_step_progress(uuid,text,text)',
  'hide_from_shelf(uuid,timestamp with time zone)',
  'unhide_from_shelf(uuid)',
  'restore_shelf_hidden(jsonb)',
];

async function lintSchema(sql: SqlSession, schema = 'public'): Promise<Findings> {
  const rows = async <T>(text: string) => (await sql.query<T>(text, [schema])).rows;

  const tables = await rows<{ name: string; rls: boolean; policies: number }>(`
    select c.relname as name, c.relrowsecurity as rls,
           (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
    from pg_class c
    where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p')
    order by 1`);

  const policies = await rows<{ name: string; expression: string }>(`
    select tablename || ': "' || policyname || '"' as name,
           coalesce(qual, '') || ' ' || coalesce(with_check, '') as expression
    from pg_policies where schemaname = $1 order by 1`);
  // Deparsed, `(select auth.uid())` reads `( SELECT auth.uid() AS uid)`: remove those, then any
  // call left over is a bare one.
  const bareAuthCall = (expression: string) =>
    /auth\.(uid|jwt|role)\(\)/i.test(expression.replace(/SELECT\s+auth\.(uid|jwt|role)\(\)/gi, ''));

  const functions = await rows<{ name: string; fixed: boolean; definer: boolean; anon: boolean }>(`
    select p.oid::regprocedure::text as name,
           coalesce(exists (select from unnest(p.proconfig) setting where setting like 'search_path=%'), false) as fixed,
           p.prosecdef as definer,
           has_function_privilege('anon', p.oid, 'execute') as anon
    from pg_proc p
    where p.pronamespace = $1::regnamespace
      and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    order by 1`);

  // Columns that must lead an index: each foreign key's columns (as a prefix), and each column a
  // policy depends on (PostgreSQL records those dependencies itself, subqueries included).
  const needsIndex = await rows<{ what: string; table_oid: number; columns: number[] }>(`
    select 'foreign key ' || conname || ' on ' || conrelid::regclass::text as what,
           conrelid::int as table_oid, conkey::int[] as columns
    from pg_constraint
    where contype = 'f' and connamespace = $1::regnamespace
    union all
    select distinct 'policy column ' || d.refobjid::regclass::text || '.' || a.attname,
           d.refobjid::int, array[d.refobjsubid::int]
    from pg_depend d
    join pg_policy p on p.oid = d.objid
    join pg_class c on c.oid = p.polrelid
    join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
    where d.classid = 'pg_policy'::regclass and d.refclassid = 'pg_class'::regclass
      and d.refobjsubid > 0 and c.relnamespace = $1::regnamespace
    order by 1`);
  const indexes = (
    await sql.query<{ table_oid: number; columns: number[] }>(
      `select indrelid::int as table_oid, string_to_array(indkey::text, ' ')::int[] as columns from pg_index`,
    )
  ).rows;
  const isIndexed = (tableOid: number, columns: number[]) =>
    indexes.some(
      (index) =>
        index.table_oid === tableOid &&
        columns.length <= index.columns.length &&
        // Any order within the prefix serves the lookup equally well.
        columns.every((column) => index.columns.slice(0, columns.length).includes(column)),
    );

  const unboundedColumns = await rows<{ name: string; bounded: boolean }>(`
    select c.relname || '.' || a.attname as name,
           exists (
             select from pg_constraint k
             where k.conrelid = c.oid and k.contype = 'c' and a.attnum = any(k.conkey)
               and (a.atttypid <> 'jsonb'::regtype or pg_get_constraintdef(k.oid) ilike '%octet_length(%')
           ) as bounded
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p')
      and a.atttypid in ('jsonb'::regtype, 'text'::regtype, 'text[]'::regtype)
      and a.attnum > 0 and not a.attisdropped
    order by 1`);

  const definers = functions.filter((fn) => fn.definer);
  return {
    'tables have RLS on and at least one policy': {
      checked: tables.map(
        (table) => `${table.name} (rls ${table.rls ? 'on' : 'off'}, ${table.policies} policies)`,
      ),
      offenders: tables
        .filter((table) => !table.rls || table.policies === 0)
        .map((table) => `${table.name}: ${table.rls ? 'no policy' : 'RLS is off'}`),
    },
    'policies call auth functions inside a select': {
      checked: policies.map((policy) => policy.name),
      offenders: policies
        .filter((policy) => bareAuthCall(policy.expression))
        .map((policy) => policy.name),
    },
    'functions fix their search_path': {
      checked: functions.map((fn) => fn.name),
      offenders: functions.filter((fn) => !fn.fixed).map((fn) => fn.name),
    },
    'security definer functions are not executable by anon': {
      checked: definers.map((fn) => fn.name),
      offenders: definers
        .filter((fn) => fn.anon && !PUBLIC_DEFINER_FUNCTIONS.includes(fn.name))
        .map((fn) => fn.name),
    },
    'functions executable by anon are listed': {
      checked: functions.filter((fn) => fn.anon).map((fn) => fn.name),
      offenders: functions
        .filter((fn) => fn.anon && !ANON_FUNCTIONS.includes(fn.name))
        .map((fn) => fn.name),
    },
    'foreign keys and policy columns lead an index': {
      checked: needsIndex.map((row) => row.what),
      offenders: needsIndex
        .filter((row) => !isIndexed(row.table_oid, row.columns))
        .map((row) => row.what),
    },
    'jsonb and text columns have a size check': {
      checked: unboundedColumns.map((column) => column.name),
      offenders: unboundedColumns.filter((column) => !column.bounded).map((column) => column.name),
    },
  };
}

function print(title: string, findings: Findings) {
  const lines = Object.entries(findings).map(([rule, { checked, offenders }]) =>
    [
      `${offenders.length === 0 ? '✓' : '✗'} ${rule} — ${checked.length} checked${offenders.length ? `, ${offenders.length} failing` : ''}`,
      ...(checked.length ? checked : ['(none)']).map((item) => `    ${item}`),
      ...offenders.map((item) => `    ✗ ${item}`),
    ].join('\n'),
  );
  console.log(`${title}\n${lines.join('\n')}`);
}

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

describe('database lint of the migrated schema', () => {
  let findings: Findings;
  beforeAll(async () => {
    findings = await lintSchema(t.db);
    print(
      `Database lint (${t.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}, schema public):`,
      findings,
    );
  });

  it('has RLS on every table, with at least one policy', () => {
    const rule = findings['tables have RLS on and at least one policy']!;
    expect(rule.checked).toEqual(expect.arrayContaining(['guide_items (rls on, 4 policies)']));
    expect(rule.offenders).toEqual([]);
  });

  it('calls auth.uid() in policies only inside a select', () => {
    const rule = findings['policies call auth functions inside a select']!;
    expect(rule.checked.length).toBeGreaterThanOrEqual(10);
    expect(rule.offenders).toEqual([]);
  });

  it('fixes the search_path of every function', () => {
    const rule = findings['functions fix their search_path']!;
    expect(rule.checked.length).toBeGreaterThanOrEqual(4);
    expect(rule.offenders).toEqual([]);
  });

  it('lets anon execute no security definer function but the listed entry points', () => {
    const rule = findings['security definer functions are not executable by anon']!;
    expect(rule.checked).toEqual(
      expect.arrayContaining([...SIGNED_IN_DEFINER_FUNCTIONS, ...PUBLIC_DEFINER_FUNCTIONS]),
    );
    expect(rule.offenders).toEqual([]);
  });

  it('lets anon execute only the functions listed on purpose', () => {
    const rule = findings['functions executable by anon are listed']!;
    expect(rule.checked).toEqual(ANON_FUNCTIONS);
    expect(rule.offenders).toEqual([]);
  });

  it('indexes every foreign key and every column a policy reads', () => {
    const rule = findings['foreign keys and policy columns lead an index']!;
    expect(rule.checked).toEqual(
      expect.arrayContaining([
        'policy column ideas.user_id',
        'foreign key guide_items_guide_fkey on guide_items',
        'policy column guide_items.idea_id',
        'policy column portfolios.user_id',
        'foreign key portfolios_focus_idea_id_fkey on portfolios',
      ]),
    );
    expect(rule.offenders).toEqual([]);
  });

  it('bounds the size of every jsonb and text column', () => {
    const rule = findings['jsonb and text columns have a size check']!;
    expect(rule.checked).toEqual(
      expect.arrayContaining([
        'ideas.structured_data',
        'ideas.step_progress',
        'idea_guides.guide',
        'ideas.idea_text',
        'feedback.user_idea',
        'guide_items.item_key',
        'guide_items.title',
        'ideas.parked_from',
        'portfolios.last_triage',
        'portfolios.shelf_hidden',
      ]),
    );
    expect(rule.offenders).toEqual([]);
  });
});

describe('the lint itself', () => {
  it('catches each kind of mistake in a schema built to break every rule', async () => {
    const rollback = new Error('rollback');
    let findings: Findings | undefined;
    await t.local
      .transaction(async (tx) => {
        await tx.exec(`
          create schema lint_probe;
          create table lint_probe.open_table (id int primary key);
          create table lint_probe.parent (id int primary key);
          create table lint_probe.child (
            id int primary key,
            parent_id int references lint_probe.parent (id),
            owner uuid,
            payload jsonb check (jsonb_typeof(payload) = 'object'),
            note text,
            label text check (char_length(label) <= 10)
          );
          alter table lint_probe.child enable row level security;
          create policy "Bare auth call" on lint_probe.child for select to authenticated
            using (owner = auth.uid());
          create function lint_probe.loose() returns int language sql as 'select 1';
          create function lint_probe.helper(n int) returns int language sql
            set search_path = '' as 'select n';
          create function lint_probe.definer() returns int language sql security definer
            set search_path = '' as 'select 1';
          grant usage on schema lint_probe to anon;
          grant execute on function lint_probe.definer() to anon;
        `);
        findings = await lintSchema(tx, 'lint_probe');
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });

    expect(
      Object.fromEntries(
        Object.entries(findings!).map(([rule, { offenders }]) => [rule, offenders]),
      ),
    ).toEqual({
      'tables have RLS on and at least one policy': [
        'open_table: RLS is off',
        'parent: RLS is off',
      ],
      'policies call auth functions inside a select': ['child: "Bare auth call"'],
      'functions fix their search_path': ['lint_probe.loose()'],
      'security definer functions are not executable by anon': ['lint_probe.definer()'],
      // Executable by public, as every new function is until someone revokes it.
      'functions executable by anon are listed': [
        'lint_probe.definer()',
        'lint_probe.helper(integer)',
        'lint_probe.loose()',
      ],
      'foreign keys and policy columns lead an index': [
        'foreign key child_parent_id_fkey on lint_probe.child',
        'policy column lint_probe.child.owner',
      ],
      'jsonb and text columns have a size check': ['child.note', 'child.payload'],
    });
    // Rolled back: the real schema is untouched.
    const { rows } = await t.db.query(`select from pg_namespace where nspname = 'lint_probe'`);
    expect(rows).toEqual([]);
  });
});
