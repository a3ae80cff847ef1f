-- The parts of Supabase's platform that our migrations rely on, for places that are not Supabase:
-- local mode (PGlite in the browser) and the database tests (PGlite, or a plain PostgreSQL).
-- It mirrors Supabase: schema `auth` with `auth.users`, the roles `anon`, `authenticated` and
-- `service_role`, and `auth.uid()` / `auth.jwt()` reading the `request.jwt.claims` setting.
-- It is NOT a migration: a real Supabase project already has all of this. Safe to run twice.

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

create schema if not exists auth;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text unique,
  encrypted_password text,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  raw_app_meta_data jsonb not null default '{"provider":"email"}'::jsonb,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create or replace function auth.jwt() returns jsonb
  language sql stable
  set search_path = ''
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;

create or replace function auth.uid() returns uuid
  language sql stable
  set search_path = ''
as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;

create or replace function auth.role() returns text
  language sql stable
  set search_path = ''
as $$
  select nullif(auth.jwt() ->> 'role', '')
$$;

grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;
-- Supabase lets the API roles use `public`; our migrations grant table rights one by one.
grant usage on schema public to anon, authenticated, service_role;
