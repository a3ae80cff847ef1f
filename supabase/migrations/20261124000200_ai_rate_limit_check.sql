-- The ai Edge Function counts one request against several buckets at once: the caller's own
-- ('user:<uuid>' or 'ip:<address or IPv6 /64>'), the hourly budget of all visitors ('visitors') and
-- the hourly budget of everyone ('all') — docs/decisions/032-limits-that-hold.md. Either every
-- bucket has room and the request is counted in all of them, or none is touched: a request refused
-- by the global budget does not use up the caller's own hour, and the other way round.
-- ai_rate_limit_hit (20250101000900) stays for callers that count one bucket.

create function public.ai_rate_limit_check(
  p_buckets text[],
  p_limits integer[],
  p_window interval default interval '1 hour'
)
  returns table (allowed boolean, retry_after_seconds integer, refused_bucket text)
  language plpgsql
  security invoker
  set search_path = ''
as $$
declare
  v_bucket text;
  v_count integer;
  v_frees_at timestamptz;
  v_wait integer;
  v_retry integer := 0;
  v_refused text := null;
  i integer;
begin
  if p_buckets is null or p_limits is null
     or cardinality(p_buckets) = 0
     or cardinality(p_buckets) <> cardinality(p_limits)
     or array_position(p_buckets, null) is not null
     or array_position(p_limits, null) is not null then
    raise exception 'ai_rate_limit_check needs one limit for each bucket' using errcode = '22023';
  end if;

  -- The same lock per bucket as ai_rate_limit_hit, taken in one order (sorted, once each), so two
  -- requests sharing buckets never wait on each other in a circle.
  for v_bucket in select distinct b from unnest(p_buckets) as b order by b loop
    perform pg_advisory_xact_lock(hashtextextended('ai_rate_limits:' || v_bucket, 0));
  end loop;

  -- Rows older than the window count for nobody any more.
  delete from public.ai_rate_limits where requested_at <= now() - p_window;

  for i in 1 .. cardinality(p_buckets) loop
    select count(*) into v_count from public.ai_rate_limits r where r.bucket = p_buckets[i];
    if v_count >= p_limits[i] then
      -- A slot frees when enough of the oldest requests leave the window for one more to fit.
      select r.requested_at into v_frees_at
        from public.ai_rate_limits r
        where r.bucket = p_buckets[i]
        order by r.requested_at
        offset greatest(v_count - greatest(p_limits[i], 1), 0)
        limit 1;
      v_wait := greatest(
        1,
        ceil(extract(epoch from (coalesce(v_frees_at, now()) + p_window - now())))
      )::integer;
      if v_wait > v_retry then
        v_retry := v_wait;
        v_refused := p_buckets[i];
      end if;
    end if;
  end loop;

  if v_refused is not null then
    return query select false, v_retry, v_refused;
    return;
  end if;

  insert into public.ai_rate_limits (bucket) select distinct b from unnest(p_buckets) as b;
  return query select true, 0, null::text;
end;
$$;

comment on function public.ai_rate_limit_check(text[], integer[], interval) is
  'Counts one AI request in every bucket if each is under its limit in p_window, else in none; for the ai Edge Function.';

revoke execute on function public.ai_rate_limit_check(text[], integer[], interval) from public, anon, authenticated;
grant execute on function public.ai_rate_limit_check(text[], integer[], interval) to service_role;
