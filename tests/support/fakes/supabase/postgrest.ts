import type { PGlite, Transaction } from '@electric-sql/pglite';
import { jwtClaims, postgrestError } from './wire';

/**
 * An executing PostgREST (v12) for the requests supabase-js sends: each `/rest/v1` request is
 * turned into the SQL PostgREST generates for it and run on the fake's PGlite, in one transaction,
 * as the request's role with its JWT claims and request GUCs, so the real migrations' grants, RLS
 * policies, triggers and functions decide. What it reproduces on purpose, and what not, is in
 * docs/decisions/073-an-executing-fake-postgrest.md. No maintained library parses PostgREST's
 * query string into SQL, so the subset the app uses is here, and anything else is refused with
 * PostgREST's 400 `PGRST100` rather than guessed.
 */

type Role = 'anon' | 'authenticated' | 'service_role';

/** The table columns and functions PostgREST would know from its schema cache. */
interface SchemaCache {
  columns: Map<string, Map<string, string>>;
  functions: Map<string, FunctionInfo[]>;
}

interface FunctionInfo {
  args: Array<{ name: string; type: string }>;
  /** How many trailing arguments have defaults. */
  defaults: number;
  returnsSet: boolean;
  /** Rows (a table type or `returns table`) rather than one scalar per call. */
  returnsRows: boolean;
  returnsVoid: boolean;
}

/** Thrown inside the transaction to roll it back and answer with PostgREST's error instead. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
  ) {
    super(message);
  }
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

const caches = new WeakMap<PGlite, Promise<SchemaCache>>();

function schemaCache(db: PGlite): Promise<SchemaCache> {
  let cache = caches.get(db);
  if (!cache) {
    cache = (async () => {
      const columns = new Map<string, Map<string, string>>();
      const { rows } = await db.query<{ tbl: string; col: string; type: string }>(
        `select c.relname as tbl, a.attname as col, pg_catalog.format_type(a.atttypid, a.atttypmod) as type
         from pg_catalog.pg_attribute a
         join pg_catalog.pg_class c on c.oid = a.attrelid
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('r', 'v', 'p') and a.attnum > 0 and not a.attisdropped
         order by a.attnum`,
      );
      for (const row of rows) {
        if (!columns.has(row.tbl)) columns.set(row.tbl, new Map());
        columns.get(row.tbl)!.set(row.col, row.type);
      }
      const functions = new Map<string, FunctionInfo[]>();
      const procs = await db.query<{
        name: string;
        arg_names: string[] | null;
        arg_types: string[] | null;
        defaults: number;
        returns_set: boolean;
        return_type: string;
        type_type: string;
      }>(
        `select p.proname as name, p.proargnames[1:p.pronargs] as arg_names,
                (select array_agg(pg_catalog.format_type(t, null) order by i)
                 from unnest(p.proargtypes) with ordinality as u(t, i)) as arg_types,
                p.pronargdefaults as defaults, p.proretset as returns_set,
                pg_catalog.format_type(p.prorettype, null) as return_type, t.typtype as type_type
         from pg_catalog.pg_proc p
         join pg_catalog.pg_namespace n on n.oid = p.pronamespace
         join pg_catalog.pg_type t on t.oid = p.prorettype
         where n.nspname = 'public' and p.prokind = 'f'`,
      );
      for (const proc of procs.rows) {
        const info: FunctionInfo = {
          args: (proc.arg_names ?? []).map((name, index) => ({
            name,
            type: proc.arg_types![index]!,
          })),
          defaults: proc.defaults,
          returnsSet: proc.returns_set,
          returnsRows: proc.type_type === 'c' || proc.return_type === 'record',
          returnsVoid: proc.return_type === 'void',
        };
        functions.set(proc.name, [...(functions.get(proc.name) ?? []), info]);
      }
      return { columns, functions };
    })();
    caches.set(db, cache);
  }
  return cache;
}

/** PostgREST's status for a PostgreSQL error code (its documented mapping). */
function statusForSqlState(code: string, role: Role): number {
  // A function's own status: SQLSTATE `PT` and the HTTP status (e.g. submit_feedback's PT429).
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  const prefix = code.slice(0, 2);
  if (prefix === '08' || prefix === '53') return 503;
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403;
  if (
    [
      '09',
      '25',
      '2D',
      '38',
      '39',
      '3B',
      '40',
      '54',
      '55',
      '57',
      '58',
      'F0',
      'HV',
      'P0',
      'XX',
    ].includes(prefix)
  )
    return 500;
  return 400;
}

interface Caller {
  role: Role;
  claims: Record<string, unknown>;
}

/** The request's role and claims from its bearer token, or PostgREST's 401 for an expired one. */
function callerOf(request: Request): Caller | Response {
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer /i, '');
  const claims = jwtClaims(token);
  if (!claims || typeof claims.role !== 'string') return { role: 'anon', claims: { role: 'anon' } };
  if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now())
    return postgrestError(401, 'PGRST303', 'JWT expired');
  if (!['anon', 'authenticated', 'service_role'].includes(claims.role))
    return postgrestError(401, 'PGRST301', 'JWT role is not one the API knows');
  return { role: claims.role as Role, claims };
}

/** The Prefer header's settings (`return`, `count`, `resolution`, `missing`). */
function preferences(request: Request): Record<string, string> {
  const prefer: Record<string, string> = {};
  for (const part of (request.headers.get('prefer') ?? '').split(',')) {
    const [key, value] = part.trim().split('=');
    if (key && value) prefer[key] = value;
  }
  return prefer;
}

/** Builds the statement's parameters: every value goes in as text and is cast in SQL. */
class Params {
  readonly values: string[] = [];
  add(value: string, type: string): string {
    this.values.push(value);
    return `($${this.values.length}::text)::${type}`;
  }
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

/** `in.(a,b,"c,d")` → ['a', 'b', 'c,d']. */
function listValues(text: string): string[] {
  if (!text.startsWith('(') || !text.endsWith(')'))
    throw new ApiError(400, 'PGRST100', `"failed to parse filter (in.${text})"`);
  const values: string[] = [];
  const pattern = /\s*(?:"((?:[^"\\]|\\.)*)"|([^,]*))\s*(?:,|$)/gy;
  const inner = text.slice(1, -1);
  if (inner === '') return values;
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < inner.length && (match = pattern.exec(inner))) {
    values.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2]!.trim());
    if (match[0] === '') break;
  }
  return values;
}

const arrayLiteral = (values: string[]) =>
  `{${values.map((value) => `"${value.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`;

const COMPARISONS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  cs: '@>',
  cd: '<@',
  ov: '&&',
};
const PATTERNS: Record<string, string> = {
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};

/** One `column=operator.value` filter as PostgREST writes it in the WHERE clause. */
function filterSql(
  table: string,
  columns: Map<string, string>,
  column: string,
  filter: string,
  params: Params,
): string {
  const type = columns.get(column);
  if (!type) throw new ApiError(400, '42703', `column ${table}.${column} does not exist`);
  const target = `${ident('public')}.${ident(table)}.${ident(column)}`;
  let negate = false;
  let rest = filter;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = dot === -1 ? rest : rest.slice(0, dot);
  const value = dot === -1 ? '' : rest.slice(dot + 1);
  let sql: string;
  if (operator in COMPARISONS)
    sql = `${target} ${COMPARISONS[operator]} ${params.add(value, type)}`;
  else if (operator in PATTERNS)
    sql = `${target} ${PATTERNS[operator]} ${params.add(
      operator.endsWith('like') ? value.replaceAll('*', '%') : value,
      'text',
    )}`;
  else if (operator === 'in')
    sql = `${target} = any (${params.add(arrayLiteral(listValues(value)), `${type}[]`)})`;
  else if (operator === 'is' && ['null', 'true', 'false', 'unknown'].includes(value.toLowerCase()))
    sql = `${target} is ${value.toLowerCase()}`;
  else
    throw new ApiError(
      400,
      'PGRST100',
      `"failed to parse filter (${filter})" (line 1, column ${column.length + 2})`,
    );
  return negate ? `not ${sql}` : sql;
}

interface ReadShape {
  where: string;
  order: string;
  range: string;
}

function readShape(
  table: string,
  columns: Map<string, string>,
  query: URLSearchParams,
  params: Params,
): ReadShape {
  const filters: string[] = [];
  for (const [key, value] of query) {
    if (RESERVED.has(key)) continue;
    if (key === 'and' || key === 'or')
      throw new ApiError(400, 'PGRST100', `"logic trees (${key}) are not emulated"`);
    filters.push(filterSql(table, columns, key, value, params));
  }
  const order = (query.get('order') ?? '')
    .split(',')
    .filter(Boolean)
    .map((item) => {
      const [column, ...modifiers] = item.split('.');
      if (!column || !columns.has(column))
        throw new ApiError(400, '42703', `column ${table}.${column} does not exist`);
      const words = modifiers.map((modifier) => {
        if (modifier === 'asc' || modifier === 'desc') return modifier;
        if (modifier === 'nullsfirst') return 'nulls first';
        if (modifier === 'nullslast') return 'nulls last';
        throw new ApiError(400, 'PGRST100', `"failed to parse order (${item})"`);
      });
      return [`${ident('public')}.${ident(table)}.${ident(column)}`, ...words].join(' ');
    });
  const limit = query.get('limit');
  const offset = query.get('offset');
  const integer = (text: string) => {
    if (!/^\d+$/.test(text)) throw new ApiError(400, 'PGRST100', `"failed to parse ${text}"`);
    return text;
  };
  return {
    where: filters.length > 0 ? `where ${filters.join(' and ')}` : '',
    order: order.length > 0 ? `order by ${order.join(', ')}` : '',
    range: `${limit !== null ? `limit ${integer(limit)}` : ''} ${offset !== null ? `offset ${integer(offset)}` : ''}`,
  };
}

/**
 * The `select` parameter as the outer query's list: columns, `alias:column`, `column::type` and
 * `*`. Embedded resources are not emulated (the app asks for none).
 */
function selectList(
  relation: string,
  columns: Map<string, string> | null,
  select: string | null,
): string {
  const items = (select ?? '*').split(',').filter(Boolean);
  return items
    .map((item) => {
      if (item === '*') return `${ident(relation)}.*`;
      if (item.includes('(')) throw new ApiError(400, 'PGRST100', '"embedding is not emulated"');
      const [aliased, cast] = item.split('::');
      const [alias, column] = aliased!.includes(':') ? aliased!.split(':') : [aliased!, aliased!];
      if (columns && !columns.has(column!))
        throw new ApiError(400, '42703', `column ${relation}.${column} does not exist`);
      const expression = `${ident(relation)}.${ident(column!)}${cast ? `::${cast}` : ''}`;
      return `${expression} as ${ident(alias!)}`;
    })
    .join(', ');
}

interface Outcome {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

/** The rows the statement answered, as PostgREST wraps them: page size, total and JSON body. */
interface Answer {
  page_total: number;
  total_result_set: number | null;
  body: string;
}

async function runAs(
  db: PGlite,
  caller: Caller,
  request: Request,
  path: string,
  fn: (tx: Transaction) => Promise<Outcome>,
): Promise<Outcome> {
  const headers = Object.fromEntries(
    [...request.headers].map(([name, value]) => [name.toLowerCase(), value]),
  );
  return db.transaction(async (tx) => {
    // What PostgREST sets in every request's transaction before the statement.
    await tx.query(
      `select set_config('search_path', 'public, extensions', true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true),
              set_config('request.headers', $5, true),
              set_config('request.cookies', '{}', true)`,
      [caller.role, JSON.stringify(caller.claims), request.method, path, JSON.stringify(headers)],
    );
    return fn(tx);
  });
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/** The answer for the client: an object when it asked for one (exactly one row), else the array. */
function respond(
  request: Request,
  answer: Answer,
  status: number,
  { offset = 0, count = false }: { offset?: number; count?: boolean } = {},
): Outcome {
  const wantsObject = (request.headers.get('accept') ?? '').includes('vnd.pgrst.object');
  if (wantsObject && answer.page_total !== 1)
    throw new ApiError(
      406,
      'PGRST116',
      'JSON object requested, multiple (or no) rows returned',
      `The result contains ${answer.page_total} rows`,
    );
  const rows = answer.page_total;
  const total = count && answer.total_result_set !== null ? String(answer.total_result_set) : '*';
  const range = rows === 0 ? `*/${total}` : `${offset}-${offset + rows - 1}/${total}`;
  const body = wantsObject
    ? JSON.stringify((JSON.parse(answer.body) as unknown[])[0])
    : answer.body;
  return {
    status,
    body: request.method === 'HEAD' ? null : body,
    headers: { ...JSON_HEADERS, 'content-range': range },
  };
}

const wrap = (source: string, list: string, countSql = 'null') =>
  `with pgrst_source as (${source})
   select ${countSql}::int as total_result_set,
          pg_catalog.count(_postgrest_t)::int as page_total,
          coalesce(pg_catalog.json_agg(_postgrest_t), '[]')::text as body
   from (select ${list} from pgrst_source) _postgrest_t`;

async function one(tx: Transaction, sql: string, params: Params): Promise<Answer> {
  return (await tx.query<Answer>(sql, params.values)).rows[0]!;
}

/** The JSON body's rows and the columns they name (`columns` wins when sent). */
function payloadColumns(
  table: string,
  columns: Map<string, string>,
  body: unknown,
  query: URLSearchParams,
): string[] {
  const rows = Array.isArray(body) ? body : [body];
  const named = query.get('columns');
  const keys = named
    ? named.split(',').map((name) => name.replace(/^"|"$/g, ''))
    : [...new Set(rows.flatMap((row) => Object.keys(row as object)))];
  for (const key of keys)
    if (!columns.has(key))
      throw new ApiError(
        400,
        'PGRST204',
        `Could not find the '${key}' column of '${table}' in the schema cache`,
      );
  return keys;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
  }
}

async function tableRequest(
  db: PGlite,
  cache: SchemaCache,
  caller: Caller,
  request: Request,
  table: string,
): Promise<Outcome> {
  const columns = cache.columns.get(table);
  if (!columns)
    throw new ApiError(
      404,
      'PGRST205',
      `Could not find the table 'public.${table}' in the schema cache`,
    );
  const url = new URL(request.url);
  const query = url.searchParams;
  const prefer = preferences(request);
  const params = new Params();
  const qualified = `${ident('public')}.${ident(table)}`;
  const list = selectList('pgrst_source', columns, query.get('select'));
  const representation = prefer.return === 'representation';
  const { method } = request;
  const body = method === 'GET' || method === 'HEAD' ? null : await readBody(request);

  return runAs(db, caller, request, url.pathname, async (tx) => {
    if (method === 'GET' || method === 'HEAD') {
      const shape = readShape(table, columns, query, params);
      const count = prefer.count === 'exact';
      const answer = await one(
        tx,
        wrap(
          `select ${qualified}.* from ${qualified} ${shape.where} ${shape.order} ${shape.range}`,
          list,
          count ? `(select pg_catalog.count(*) from ${qualified} ${shape.where})` : 'null',
        ),
        params,
      );
      return respond(request, answer, 200, { offset: Number(query.get('offset') ?? 0), count });
    }

    if (method === 'POST') {
      const keys = payloadColumns(table, columns, body, query);
      const definition = keys.map((key) => `${ident(key)} ${columns.get(key)}`).join(', ');
      const quoted = keys.map(ident);
      const conflict = query.get('on_conflict');
      let onConflict = '';
      if (prefer.resolution === 'merge-duplicates' || prefer.resolution === 'ignore-duplicates') {
        const target = conflict
          ? conflict.split(',').map((name) => ident(name.trim()))
          : [ident('id')];
        // PostgREST sets every column it was sent, the conflict columns included.
        onConflict =
          prefer.resolution === 'ignore-duplicates'
            ? `on conflict (${target.join(', ')}) do nothing`
            : `on conflict (${target.join(', ')}) do update set ${quoted
                .map((column) => `${column} = excluded.${column}`)
                .join(', ')}`;
      }
      const payload = params.add(JSON.stringify(body), 'json');
      const answer = await one(
        tx,
        wrap(
          `insert into ${qualified} (${quoted.join(', ')})
           select ${quoted.map((column) => `pgrst_body.${column}`).join(', ')}
           from (select ${payload} as json_data) pgrst_payload,
           lateral (select case when pg_catalog.json_typeof(pgrst_payload.json_data) = 'array'
                      then pgrst_payload.json_data
                      else pg_catalog.json_build_array(pgrst_payload.json_data) end as val) pgrst_uniform_json,
           lateral (select * from pg_catalog.json_to_recordset(pgrst_uniform_json.val) as _(${definition})) pgrst_body
           ${onConflict}
           returning ${representation ? `${qualified}.*` : '1'}`,
          representation ? list : '1',
        ),
        params,
      );
      return representation
        ? respond(request, answer, 201)
        : { status: 201, body: null, headers: {} };
    }

    if (method === 'PATCH') {
      const keys = payloadColumns(table, columns, body, query);
      const shape = readShape(table, columns, query, params);
      const payload = params.add(JSON.stringify(body), 'json');
      const definition = keys.map((key) => `${ident(key)} ${columns.get(key)}`).join(', ');
      const answer = await one(
        tx,
        wrap(
          `update ${qualified}
           set ${keys.map((key) => `${ident(key)} = pgrst_body.${ident(key)}`).join(', ')}
           from (select * from pg_catalog.json_to_record(${payload}) as _(${definition})) pgrst_body
           ${shape.where}
           returning ${representation ? `${qualified}.*` : '1'}`,
          representation ? list : '1',
        ),
        params,
      );
      return representation
        ? respond(request, answer, 200)
        : { status: 204, body: null, headers: {} };
    }

    if (method === 'DELETE') {
      const shape = readShape(table, columns, query, params);
      const answer = await one(
        tx,
        wrap(
          `delete from ${qualified} ${shape.where}
           returning ${representation ? `${qualified}.*` : '1'}`,
          representation ? list : '1',
        ),
        params,
      );
      return representation
        ? respond(request, answer, 200)
        : { status: 204, body: null, headers: {} };
    }
    throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  });
}

async function rpcRequest(
  db: PGlite,
  cache: SchemaCache,
  caller: Caller,
  request: Request,
  name: string,
): Promise<Outcome> {
  const url = new URL(request.url);
  const query = url.searchParams;
  const args = (
    request.method === 'GET'
      ? Object.fromEntries([...query].filter(([key]) => !RESERVED.has(key)))
      : await readBody(request)
  ) as Record<string, unknown>;
  const sent = Object.keys(args);
  // As PostgREST: the overload whose argument names match the ones sent.
  const fn = (cache.functions.get(name) ?? []).find((candidate) => {
    const names = candidate.args.map((arg) => arg.name);
    const required = names.slice(0, names.length - candidate.defaults);
    return sent.every((key) => names.includes(key)) && required.every((key) => sent.includes(key));
  });
  if (!fn)
    throw new ApiError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${sent.sort().join(', ')}) in the schema cache`,
    );
  const params = new Params();
  const used = fn.args.filter((arg) => sent.includes(arg.name));
  const call = `${ident('public')}.${ident(name)}(${used
    .map((arg) => `${ident(arg.name)} := pgrst_args.${ident(arg.name)}`)
    .join(', ')})`;
  const argsSource =
    used.length > 0
      ? `(select * from pg_catalog.json_to_record(${params.add(JSON.stringify(args), 'json')})
           as _(${used.map((arg) => `${ident(arg.name)} ${arg.type}`).join(', ')})) pgrst_args`
      : '(select) pgrst_args';

  return runAs(db, caller, request, url.pathname, async (tx) => {
    if (fn.returnsVoid) {
      await tx.query(`select ${call} from ${argsSource}`, params.values);
      return { status: 204, body: null, headers: {} };
    }
    if (fn.returnsRows) {
      const answer = await one(
        tx,
        wrap(
          `select pgrst_call.* from ${argsSource}, lateral ${call} pgrst_call`,
          selectList('pgrst_source', null, query.get('select')),
        ),
        params,
      );
      return respond(request, answer, 200);
    }
    const { rows } = await tx.query<{ body: string }>(
      fn.returnsSet
        ? `select coalesce(pg_catalog.json_agg(pgrst_scalar), '[]')::text as body
           from (select ${call} as pgrst_scalar from ${argsSource}) _postgrest_t`
        : `select pg_catalog.to_json(${call})::text as body from ${argsSource}`,
      params.values,
    );
    return { status: 200, body: rows[0]?.body ?? 'null', headers: JSON_HEADERS };
  });
}

interface DatabaseError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

/**
 * Answers one `/rest/v1/...` request from the database: the rows, or PostgREST's JSON error body
 * (`code`, `message`, `details`, `hint`) with the status it maps the error to.
 */
export async function answerPostgrest(db: PGlite, request: Request): Promise<Response> {
  const caller = callerOf(request);
  if (caller instanceof Response) return caller;
  const path = new URL(request.url).pathname.replace(/^\/rest\/v1\//, '');
  try {
    const cache = await schemaCache(db);
    const outcome = path.startsWith('rpc/')
      ? await rpcRequest(db, cache, caller, request, path.slice(4))
      : await tableRequest(db, cache, caller, request, path);
    return new Response(outcome.body, { status: outcome.status, headers: outcome.headers });
  } catch (error) {
    if (error instanceof ApiError)
      return postgrestError(error.status, error.code, error.message, error.details);
    const failure = error as DatabaseError;
    if (typeof failure.code !== 'string') throw error;
    return Response.json(
      {
        code: failure.code,
        message: failure.message,
        details: failure.detail ?? null,
        hint: failure.hint ?? null,
      },
      { status: statusForSqlState(failure.code, caller.role) },
    );
  }
}
