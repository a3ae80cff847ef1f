-- The shelf's 'Not now' map is written one key at a time, and only by functions
-- (docs/decisions/095-shelf-hides-per-key-calendar-text-feedback-session.md).
--
-- 'Not now' already went through hide_from_shelf (20261127000300_portfolio_writes_through_the_api.sql),
-- but `authenticated` kept its column grants on `portfolios.shelf_hidden`, so any client (an old
-- tab's code, or anyone with a token) could still write the whole map it last read: two tabs hiding
-- different ideas ended with one hide. As for `ideas.step_progress`
-- (20261127000230_choose_step_without_whole_map.sql), the grants go, and three functions are the
-- map's only writers:
--   hide_from_shelf(idea_id, hidden_until)  one idea off the shelf until a date ('Not now');
--   unhide_from_shelf(idea_id)              one idea back on the shelf;
--   restore_shelf_hidden(hidden)            'Import data': the file's dates for ideas the map has
--                                           none for; it never changes or drops a date it holds.
-- Without the column grant a security invoker function could not write the column either, so all
-- three are security definer with a fixed search_path, and write only the caller's own row
-- (`user_id = auth.uid()`, which is what the RLS policies allowed before). None is executable by anon.

revoke insert (shelf_hidden) on table public.portfolios from authenticated;
revoke update (shelf_hidden) on table public.portfolios from authenticated;

-- The dates still ahead in a stored map, as the functions below keep it: dates are stored as
-- `toISOString` writes them (one format, so text order is time order), and a past one hides nothing.
create function public.shelf_hidden_ahead(hidden jsonb)
  returns jsonb
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  select coalesce(jsonb_object_agg(entry.key, entry.value), '{}'::jsonb)
  from jsonb_each(hidden) as entry
  where jsonb_typeof(entry.value) = 'string'
    and entry.value #>> '{}' > to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

comment on function public.shelf_hidden_ahead(jsonb) is
  'The entries of a shelf_hidden map whose date is still ahead.';
revoke execute on function public.shelf_hidden_ahead(jsonb) from public, anon, authenticated;

-- hide_from_shelf as in 20261127000300_portfolio_writes_through_the_api.sql, now security definer
-- and limited to the caller's own row (see the head of this file).
create or replace function public.hide_from_shelf(idea_id uuid, hidden_until timestamptz)
  returns setof public.portfolios
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_until text;
begin
  if v_user_id is null then
    raise exception 'Only a signed-in person can hide an idea from the shelf.'
      using errcode = '42501';
  end if;
  if idea_id is null or hidden_until is null then
    raise exception 'An idea and a date are needed.' using errcode = '22023';
  end if;
  -- The shelf hides for days; a bound keeps the argument from meaning 'forever'.
  if hidden_until > now() + interval '1 year' then
    raise exception 'An idea can be hidden from the shelf for a year at most.'
      using errcode = '22023';
  end if;

  v_until := to_char(hidden_until at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');

  -- The insert's conflict takes the row's lock: a second writer waits, then reads this one's map.
  return query
    insert into public.portfolios as stored (user_id, shelf_hidden)
    values (v_user_id, jsonb_build_object(idea_id::text, v_until))
    on conflict (user_id) do update
      set shelf_hidden = public.shelf_hidden_ahead(stored.shelf_hidden - hide_from_shelf.idea_id::text)
        || jsonb_build_object(hide_from_shelf.idea_id::text, v_until)
      where stored.user_id = v_user_id
    returning stored.*;
end;
$$;

revoke execute on function public.hide_from_shelf(uuid, timestamptz) from public, anon;
grant execute on function public.hide_from_shelf(uuid, timestamptz) to authenticated, service_role;

-- Puts one idea back on the shelf: its date goes, every other idea's stays (the past ones are
-- dropped on the way). Answers the portfolio as stored; the row is created when missing.
create function public.unhide_from_shelf(idea_id uuid)
  returns setof public.portfolios
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
begin
  if v_user_id is null then
    raise exception 'Only a signed-in person can put an idea back on the shelf.'
      using errcode = '42501';
  end if;
  if idea_id is null then
    raise exception 'An idea is needed.' using errcode = '22023';
  end if;

  return query
    insert into public.portfolios as stored (user_id)
    values (v_user_id)
    on conflict (user_id) do update
      set shelf_hidden = public.shelf_hidden_ahead(stored.shelf_hidden - unhide_from_shelf.idea_id::text)
      where stored.user_id = v_user_id
    returning stored.*;
end;
$$;

comment on function public.unhide_from_shelf(uuid) is
  'Puts one idea back on the shelf (one key of shelf_hidden, atomically); answers the portfolio.';

revoke execute on function public.unhide_from_shelf(uuid) from public, anon;
grant execute on function public.unhide_from_shelf(uuid) to authenticated, service_role;

-- 'Import data': adds the file's 'Not now' dates of ideas the stored map has no date for, in one
-- statement under the row's lock. A date the map holds is never changed or dropped, so an import
-- running beside another tab's 'Not now' keeps both. Each entry is an idea id and an ISO date at
-- most a year ahead (as for hide_from_shelf); a date already past is left out, as it hides nothing.
create function public.restore_shelf_hidden(hidden jsonb)
  returns setof public.portfolios
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_entry record;
  v_until timestamptz;
  v_added jsonb := '{}'::jsonb;
begin
  if v_user_id is null then
    raise exception 'Only a signed-in person can restore their shelf.' using errcode = '42501';
  end if;
  if hidden is null or jsonb_typeof(hidden) <> 'object' then
    raise exception 'The shelf''s dates must be an object of idea ids and dates.'
      using errcode = '22023';
  end if;

  for v_entry in select entry.key, entry.value from jsonb_each(hidden) as entry loop
    if v_entry.key !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
       or jsonb_typeof(v_entry.value) <> 'string'
       or v_entry.value #>> '{}' !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$'
    then
      raise exception 'Each shelf entry is an idea id and an ISO date.' using errcode = '22023';
    end if;
    v_until := (v_entry.value #>> '{}')::timestamptz;
    if v_until > now() + interval '1 year' then
      raise exception 'An idea can be hidden from the shelf for a year at most.'
        using errcode = '22023';
    end if;
    if v_until > now() then
      v_added := v_added || jsonb_build_object(
        lower(v_entry.key),
        to_char(v_until at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      );
    end if;
  end loop;

  -- `added || stored`: on a key both have, the stored date wins.
  return query
    insert into public.portfolios as stored (user_id, shelf_hidden)
    values (v_user_id, v_added)
    on conflict (user_id) do update
      set shelf_hidden = v_added || stored.shelf_hidden
      where stored.user_id = v_user_id
    returning stored.*;
end;
$$;

comment on function public.restore_shelf_hidden(jsonb) is
  'Import data: adds the shelf dates of ideas the stored map has none for; never changes one it holds.';

revoke execute on function public.restore_shelf_hidden(jsonb) from public, anon;
grant execute on function public.restore_shelf_hidden(jsonb) to authenticated, service_role;
