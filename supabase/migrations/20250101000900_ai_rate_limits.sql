-- The AI Edge Function's rate limit: at most 30 requests an hour for each signed-in user, or for
-- each client address when the caller holds only the anon key. One row per allowed request; a
-- sliding one-hour window counts them. Only the Edge Function (service role) touches this: the
-- browser roles get no grants and no policies, so the table is invisible to them.

create table public.ai_rate_limits (
  id bigint generated always as identity primary key,
  -- 'user:<uuid>' or 'ip:<address>': who is being counted.
  bucket text not null,
  requested_at timestamptz not null default now(),

  constraint ai_rate_limits_bucket_length check (char_length(bucket) between 1 and 200)
);

comment on table public.ai_rate_limits is
  'One row per AI request allowed through the ai Edge Function, kept for the one-hour window.';

-- "How many requests did this bucket make in the last hour, and when was the oldest?"
create index ai_rate_limits_bucket_requested_at_idx on public.ai_rate_limits (bucket, requested_at);
-- The sweep of expired rows across all buckets.
create index ai_rate_limits_requested_at_idx on public.ai_rate_limits (requested_at);

alter table public.ai_rate_limits enable row level security;

-- No policies on purpose: anon and authenticated may not read or write a single row. The service
-- role bypasses RLS and is the only one granted anything.
revoke all on table public.ai_rate_limits from public, anon, authenticated;
grant select, insert, delete on table public.ai_rate_limits to service_role;

-- Counts one request for `p_bucket` if the bucket is under `p_limit` requests in the last
-- `p_window`, atomically: two requests racing for the last slot cannot both win. Answers whether it
-- was allowed and, when not, how many seconds until the oldest counted request leaves the window.
create function public.ai_rate_limit_hit(
  p_bucket text,
  p_limit integer default 30,
  p_window interval default interval '1 hour'
)
  returns table (allowed boolean, retry_after_seconds integer)
  language plpgsql
  security invoker
  set search_path = ''
as $$
declare
  v_count integer;
  v_oldest timestamptz;
begin
  -- Serialises the requests of one bucket only; other buckets are not held up.
  perform pg_advisory_xact_lock(hashtextextended('ai_rate_limits:' || p_bucket, 0));

  -- Rows older than the window count for nobody any more.
  delete from public.ai_rate_limits where requested_at <= now() - p_window;

  select count(*), min(r.requested_at)
    into v_count, v_oldest
    from public.ai_rate_limits r
    where r.bucket = p_bucket;

  if v_count >= p_limit then
    return query
      select false, greatest(1, ceil(extract(epoch from (v_oldest + p_window - now()))))::integer;
    return;
  end if;

  insert into public.ai_rate_limits (bucket) values (p_bucket);
  return query select true, 0;
end;
$$;

comment on function public.ai_rate_limit_hit(text, integer, interval) is
  'Counts one AI request for a bucket unless it already made p_limit in p_window; for the ai Edge Function.';

revoke execute on function public.ai_rate_limit_hit(text, integer, interval) from public, anon, authenticated;
grant execute on function public.ai_rate_limit_hit(text, integer, interval) to service_role;
