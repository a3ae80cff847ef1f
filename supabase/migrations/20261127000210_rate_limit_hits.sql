-- Limits counted in a table of their own (docs/decisions/071-limits-counted-in-their-own-table.md).
--
-- submit_feedback counted a person's last hour by the feedback rows that remained, and a signed-in
-- person may delete their own feedback: deleting five rows gave five more submissions. The
-- delete-account Edge Function passed every password to the auth server, 100 wrong ones in a row
-- included. Both now count in public.rate_limit_hits, which no browser role can read or change:
-- - rate_limit_take(scope, buckets, limits, window) counts one attempt in every bucket if each is
--   under its limit within the window, else in none, and answers which bucket refused and when a
--   slot frees (as ai_rate_limit_check does for the ai function, whose table stays its own);
-- - feedback: 5 an hour per session, 5 per signed-in person, 200 from everyone, as before;
-- - delete-account (called with the service role): 5 password attempts an hour per account and 20
--   per client address.

create table public.rate_limit_hits (
  scope text not null,
  bucket text not null,
  hit_at timestamptz not null default now(),

  constraint rate_limit_hits_scope_valid check (scope in ('feedback', 'delete-account')),
  constraint rate_limit_hits_bucket_length check (char_length(bucket) between 1 and 300)
);

comment on table public.rate_limit_hits is
  'One row per counted attempt (feedback sent, a password tried) for the hourly limits; rows older than the window are deleted as new ones arrive.';

create index rate_limit_hits_scope_bucket_hit_at_idx
  on public.rate_limit_hits (scope, bucket, hit_at);

alter table public.rate_limit_hits enable row level security;

-- As for ai_rate_limits: the browser roles can never read or write a row; the service role
-- bypasses RLS, and submit_feedback runs as the table's owner.
create policy "Browser roles can never touch rate limit hits"
  on public.rate_limit_hits as restrictive for all
  to anon, authenticated
  using (false)
  with check (false);

revoke all on table public.rate_limit_hits from public, anon, authenticated;
grant select, insert, delete on table public.rate_limit_hits to service_role;

create function public.rate_limit_take(
  p_scope text,
  p_buckets text[],
  p_limits integer[],
  p_window interval default interval '1 hour'
)
  returns table (allowed boolean, retry_after_seconds integer, refused_bucket text)
  language plpgsql
  volatile
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
  if p_scope is null or p_buckets is null or p_limits is null
     or cardinality(p_buckets) not between 1 and 8
     or cardinality(p_buckets) <> cardinality(p_limits)
     or array_position(p_buckets, null) is not null
     or array_position(p_limits, null) is not null
     or exists (select from unnest(p_limits) as l where l not between 0 and 100000)
     or p_window is null or p_window not between interval '1 second' and interval '1 day' then
    raise exception 'rate_limit_take takes up to 8 buckets, one limit (0 to 100,000) for each, and a window up to a day'
      using errcode = '22023';
  end if;

  -- One lock per bucket, taken in one order, so two attempts sharing buckets never wait in a circle.
  for v_bucket in select distinct b from unnest(p_buckets) as b order by b loop
    perform pg_advisory_xact_lock(hashtextextended('rate_limit_hits:' || p_scope || ':' || v_bucket, 0));
  end loop;

  -- Hits older than the window count for nobody any more: every one of the scope goes, so no note
  -- of a session, an account or an address outlives the next attempt after its hour.
  delete from public.rate_limit_hits as hits
  where hits.scope = p_scope and hits.hit_at <= now() - p_window;

  for i in 1 .. cardinality(p_buckets) loop
    select count(*) into v_count
    from public.rate_limit_hits as hits
    where hits.scope = p_scope and hits.bucket = p_buckets[i];
    if v_count >= p_limits[i] then
      -- A slot frees when enough of the oldest hits leave the window for one more to fit.
      select hits.hit_at into v_frees_at
        from public.rate_limit_hits as hits
        where hits.scope = p_scope and hits.bucket = p_buckets[i]
        order by hits.hit_at
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

  insert into public.rate_limit_hits (scope, bucket)
  select p_scope, b from (select distinct b from unnest(p_buckets) as b) as buckets;
  return query select true, 0, null::text;
end;
$$;

comment on function public.rate_limit_take(text, text[], integer[], interval) is
  'Counts one attempt in every bucket of a scope if each is under its limit in the window, else in none.';

revoke execute on function public.rate_limit_take(text, text[], integer[], interval) from public, anon, authenticated;
grant execute on function public.rate_limit_take(text, text[], integer[], interval) to service_role;

-- As in 20261124000300_feedback_through_a_function.sql, with the hour counted by rate_limit_take.
create or replace function public.submit_feedback(
  rating integer,
  feedback_text text,
  session_id text,
  category text default 'General Feedback',
  user_email text default null,
  user_idea text default null
)
  returns uuid
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_buckets text[];
  v_limits integer[];
  v_limit record;
  v_id uuid;
begin
  -- A session id the table would refuse is refused before it is counted anywhere.
  if submit_feedback.session_id is null
     or char_length(submit_feedback.session_id) not between 1 and 200 then
    raise exception 'new row for relation "feedback" violates check constraint "feedback_session_id_length"'
      using errcode = 'check_violation', constraint = 'feedback_session_id_length',
            table = 'feedback', schema = 'public';
  end if;

  v_buckets := array['session:' || submit_feedback.session_id, 'everyone'];
  v_limits := array[5, 200];
  if v_user_id is not null then
    v_buckets := v_buckets || ('person:' || v_user_id::text);
    v_limits := v_limits || 5;
  end if;

  select * into v_limit from public.rate_limit_take('feedback', v_buckets, v_limits, interval '1 hour');
  if not v_limit.allowed then
    raise exception 'feedback_rate_limited'
      using errcode = 'PT429',
            detail = split_part(v_limit.refused_bucket, ':', 1),
            hint = case split_part(v_limit.refused_bucket, ':', 1)
              when 'session' then 'At most 5 feedback messages an hour from one session.'
              when 'person' then 'At most 5 feedback messages an hour from one person.'
              else 'At most 200 feedback messages an hour from everyone together.'
            end;
  end if;

  -- The table's constraints check the values (rating, lengths, category); user_id is the session's.
  -- A refused row rolls its count back with it.
  insert into public.feedback
    (user_id, rating, category, feedback_text, user_email, user_idea, session_id)
  values (
    v_user_id,
    submit_feedback.rating,
    coalesce(submit_feedback.category, 'General Feedback'),
    submit_feedback.feedback_text,
    nullif(btrim(submit_feedback.user_email), ''),
    submit_feedback.user_idea,
    submit_feedback.session_id
  )
  returning id into v_id;
  return v_id;
end;
$$;

-- What was sent in the last hour before this migration keeps counting.
insert into public.rate_limit_hits (scope, bucket, hit_at)
select 'feedback', bucket, created_at
from public.feedback,
  lateral (values ('session:' || feedback.session_id), ('everyone'),
                  ('person:' || feedback.user_id::text)) as buckets (bucket)
where feedback.created_at > now() - interval '1 hour' and bucket is not null;
