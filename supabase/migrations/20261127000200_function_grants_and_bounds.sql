-- Functions the API need not expose are executable by nobody but their owner, and every numeric
-- argument a function loops over is bounded (docs/decisions/070-function-grants.md).
--
-- PostgreSQL grants execute on every new function to public, so `anon` could call
-- `are_steps_complete('{}', 2000000000)` through the API and keep a backend busy until the
-- statement timeout. Now:
-- - are_steps_complete, status_for_progress and guide_step_count are helpers: set_step_progress and
--   user_stats compute the same inline (an invoker function can only call what its caller may
--   execute), and nobody but the owner may call the helpers;
-- - is_valid_step_progress and are_valid_tags stay executable by authenticated and service_role,
--   whose writes to ideas run them in check constraints, and no longer by public or anon;
-- - are_steps_complete looks at most at five steps whatever step_count says (steps are step1 to
--   step5, so a larger count was never complete), and the rate-limit functions refuse a window, a
--   limit or a list of buckets outside what their callers use.
-- The schema lint lists every function in public that anon may execute (tests/db/schema-lint.test.ts).

create or replace function public.are_steps_complete(progress jsonb, step_count integer)
  returns boolean
  language sql
  immutable
  security invoker
  set search_path = ''
as $$
  select case
    when step_count between 1 and 5 then coalesce((
      select bool_and((progress ->> ('step' || n)) is not distinct from 'complete')
      from generate_series(1, step_count) as n
    ), false)
    else false
  end
$$;

revoke execute on function public.are_steps_complete(jsonb, integer) from public, anon, authenticated;
revoke execute on function public.status_for_progress(jsonb, integer, text) from public, anon, authenticated;
revoke execute on function public.guide_step_count(jsonb) from public, anon, authenticated;

revoke execute on function public.is_valid_step_progress(jsonb) from public, anon;
grant execute on function public.is_valid_step_progress(jsonb) to authenticated, service_role;
revoke execute on function public.are_valid_tags(text[]) from public, anon;
grant execute on function public.are_valid_tags(text[]) to authenticated, service_role;

-- As in 20261124000100_step_progress_per_item.sql, with the step count and the status computed
-- here rather than by the helpers (same rules: a guide's steps, at most five, or five without one;
-- completed when every shown step is complete; in progress once any step is started or ticked, or
-- when it was completed; otherwise as it was).
create or replace function public.set_step_progress(idea_id uuid, step_key text, state text)
  returns setof public.ideas
  language plpgsql
  volatile
  security invoker
  set search_path = ''
as $$
declare
  idea public.ideas;
  step_count integer;
  progress jsonb;
  all_complete boolean;
begin
  if state is null or state not in ('not_started', 'in_progress', 'complete') then
    raise exception 'Step progress must be not started, in progress or complete.'
      using errcode = '22023';
  end if;
  if step_key is null and state = 'in_progress' then
    raise exception 'All steps can only be marked complete or reset.' using errcode = '22023';
  end if;
  if step_key is not null and step_key not in ('step1', 'step2', 'step3', 'step4', 'step5') then
    raise exception 'Step progress is kept for steps 1 to 5.' using errcode = '22023';
  end if;

  -- The row's lock serialises writers: a second one waits here and then reads the first one's map.
  select * into idea
  from public.ideas
  where ideas.id = set_step_progress.idea_id
  for update;
  if not found then
    return;
  end if;

  -- Nested, so that jsonb_array_length only ever sees an array.
  select case jsonb_typeof(guides.guide -> 'steps')
      when 'array' then
        case when jsonb_array_length(guides.guide -> 'steps') = 0 then 5
             else least(jsonb_array_length(guides.guide -> 'steps'), 5) end
      else 5
    end
    into step_count
  from public.idea_guides as guides
  where guides.idea_id = idea.id and guides.kind = idea.selected_next_step;
  step_count := coalesce(step_count, 5);

  if step_key is not null then
    progress := jsonb_set(idea.step_progress, array[step_key], to_jsonb(state));
  elsif state = 'complete' then
    progress := idea.step_progress
      || (select jsonb_object_agg('step' || n, 'complete') from generate_series(1, step_count) as n);
  else
    progress := (select jsonb_object_agg('step' || n, 'not_started') from generate_series(1, 5) as n);
  end if;

  all_complete := not exists (
    select from generate_series(1, step_count) as n
    where (progress ->> ('step' || n)) is distinct from 'complete'
  );

  return query
    update public.ideas
    set step_progress = progress,
        status = case
          when all_complete then 'completed'
          when idea.status = 'completed'
            or exists (select from jsonb_each_text(progress) as entry where entry.value <> 'not_started')
            then 'in_progress'
          else idea.status
        end
    where ideas.id = idea.id
    returning ideas.*;
end;
$$;

-- As in 20261125000200_parked_ideas_and_portfolio.sql, with a guide's completeness computed here.
create or replace function public.user_stats()
  returns jsonb
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  select jsonb_build_object(
    'ideasClarified',
      count(*) filter (
        where ideas.structured_data is not null
          or ideas.status in ('clarified', 'in_progress', 'completed')
          or ideas.parked_from in ('clarified', 'in_progress', 'completed')
      ),
    'guidesCompleted',
      -- The containment test first: it rules out most ideas without looking at their steps.
      count(*) filter (
        where ideas.step_progress @> '{"step1": "complete"}'
          and not exists (
            select
            from generate_series(
              1,
              case jsonb_typeof(guides.guide -> 'steps')
                when 'array' then
                  case when jsonb_array_length(guides.guide -> 'steps') = 0 then 5
                       else least(jsonb_array_length(guides.guide -> 'steps'), 5) end
                else 5
              end
            ) as n
            where (ideas.step_progress ->> ('step' || n)) is distinct from 'complete'
          )
      ),
    'feedbackGiven', (
      select count(*)
      from public.feedback
      where feedback.user_id = (select auth.uid())
    )
  )
  from public.ideas
  left join public.idea_guides as guides
    on guides.idea_id = ideas.id and guides.kind = ideas.selected_next_step
  where ideas.user_id = (select auth.uid())
$$;

-- The ai Edge Function counts a request in at most four buckets, each limited to a few hundred or
-- thousand an hour; anything beyond is a mistake, refused before any row is read.
create or replace function public.ai_rate_limit_check(
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
  if cardinality(p_buckets) > 8
     or exists (select from unnest(p_limits) as l where l not between 0 and 1000000)
     or exists (select from unnest(p_buckets) as b where char_length(b) > 200)
     or p_window is null or p_window not between interval '1 second' and interval '1 day' then
    raise exception 'ai_rate_limit_check takes at most 8 buckets, limits up to 1,000,000 and a window up to a day'
      using errcode = '22023';
  end if;

  for v_bucket in select distinct b from unnest(p_buckets) as b order by b loop
    perform pg_advisory_xact_lock(hashtextextended('ai_rate_limits:' || v_bucket, 0));
  end loop;

  delete from public.ai_rate_limits where requested_at <= now() - p_window;

  for i in 1 .. cardinality(p_buckets) loop
    select count(*) into v_count from public.ai_rate_limits r where r.bucket = p_buckets[i];
    if v_count >= p_limits[i] then
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

create or replace function public.ai_rate_limit_hit(
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
  if p_bucket is null or char_length(p_bucket) > 200
     or p_limit is null or p_limit not between 0 and 1000000
     or p_window is null or p_window not between interval '1 second' and interval '1 day' then
    raise exception 'ai_rate_limit_hit takes a bucket, a limit up to 1,000,000 and a window up to a day'
      using errcode = '22023';
  end if;

  perform pg_advisory_xact_lock(hashtextextended('ai_rate_limits:' || p_bucket, 0));

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
