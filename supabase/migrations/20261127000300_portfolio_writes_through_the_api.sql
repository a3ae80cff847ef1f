-- The portfolio's writes as the hosted API sends them, and 'Not now' one key at a time.
--
-- 1. PostgREST turns an upsert into `insert … on conflict (user_id) do update set <every column
--    sent>`, the conflict column included, so an upsert by the owner needs the update privilege on
--    `user_id` as well. Granting it changes nothing anyone can do: the update policy's `using`
--    reaches only the caller's own row, and its `with check` keeps `user_id` the caller's, so the
--    only value it can be set to is the one it has.
-- 2. `hide_from_shelf` sets one idea's 'Not now' date under the row's lock, instead of the client
--    writing the whole map it last read: two tabs hiding different ideas keep both.

grant update (user_id) on table public.portfolios to authenticated;

-- Hides one idea from 'From your shelf' until `hidden_until` and answers the portfolio as stored.
-- Dates already past are dropped on the way, so the map stays small. Security invoker: the
-- caller's RLS and column grants decide, as for a direct write; the row is created when missing.
create function public.hide_from_shelf(idea_id uuid, hidden_until timestamptz)
  returns setof public.portfolios
  language plpgsql
  volatile
  security invoker
  set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  -- Dates as the client writes them (`toISOString`): one format, so text order is time order.
  iso constant text := 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';
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

  v_until := to_char(hidden_until at time zone 'utc', iso);

  return query
    insert into public.portfolios as stored (user_id, shelf_hidden)
    values (v_user_id, jsonb_build_object(idea_id::text, v_until))
    on conflict (user_id) do update
      set shelf_hidden = coalesce(
        (
          select jsonb_object_agg(entry.key, entry.value)
          from jsonb_each(stored.shelf_hidden) as entry
          where entry.key <> hide_from_shelf.idea_id::text
            and jsonb_typeof(entry.value) = 'string'
            and entry.value #>> '{}' > to_char(now() at time zone 'utc', iso)
        ),
        '{}'::jsonb
      ) || jsonb_build_object(hide_from_shelf.idea_id::text, v_until)
    returning stored.*;
end;
$$;

comment on function public.hide_from_shelf(uuid, timestamptz) is
  'Hides one idea from the shelf until a date (one key of shelf_hidden, atomically); answers the portfolio.';

revoke execute on function public.hide_from_shelf(uuid, timestamptz) from public, anon;
grant execute on function public.hide_from_shelf(uuid, timestamptz) to authenticated, service_role;
