-- Choosing a step no longer writes the whole step_progress map
-- (docs/decisions/062-no-whole-map-writes-of-step-progress.md).
--
-- Before, 'Back to steps' and picking the same step again sent the tab's whole map with an update
-- of public.ideas: a tick saved meanwhile by another tab was overwritten and the status forced to
-- in progress. Now choose_step changes the step fields under the row's lock, and the column grant
-- that let `authenticated` write step_progress wholesale is taken back: only set_step_progress (one
-- key, or the quick actions over every step) and choose_step change it. Inserting an idea with its
-- progress (an import of one's own file) is unchanged: a new row has no tick to lose.
--
-- Without the column grant a security invoker function could not write the column either, so both
-- functions are security definer now, with a fixed search_path, and find the row only among the
-- caller's own (`user_id = auth.uid()`), which is what the RLS policies allowed before. Neither is
-- executable by anon.

-- Picks the idea's next step. The same step again keeps every tick as the database holds it;
-- another step starts afresh with step 1 in progress (docs/product.md §5.5). The idea is then in
-- progress, or completed when every step it shows is complete. Returns the idea as stored, or no
-- row when the caller has no such idea.
create function public.choose_step(idea_id uuid, step text)
  returns setof public.ideas
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  idea public.ideas;
  step_count integer;
  progress jsonb;
begin
  if step is null or step not in ('mvp', 'research', 'audience', 'monetization', 'explore') then
    raise exception 'That is not one of the five next steps.' using errcode = '22023';
  end if;

  -- The row's lock serialises this with set_step_progress: a tick saved first is read here.
  select * into idea
  from public.ideas
  where ideas.id = choose_step.idea_id
    and ideas.user_id = (select auth.uid())
  for update;
  if not found then
    return;
  end if;

  if idea.selected_next_step is not distinct from choose_step.step
     and idea.step_progress <> '{}'::jsonb then
    progress := idea.step_progress;
  else
    progress := '{"step1": "in_progress"}'::jsonb;
  end if;

  step_count := public.guide_step_count((
    select guides.guide
    from public.idea_guides as guides
    where guides.idea_id = idea.id and guides.kind = choose_step.step
  ));

  return query
    update public.ideas
    set selected_next_step = choose_step.step,
        step_progress = progress,
        status = public.status_for_progress(progress, step_count, 'in_progress')
    where ideas.id = idea.id
    returning ideas.*;
end;
$$;

comment on function public.choose_step(uuid, text) is
  'Chooses an idea''s next step: the same step keeps its stored ticks, another starts afresh.';

revoke execute on function public.choose_step(uuid, text) from public, anon;
grant execute on function public.choose_step(uuid, text) to authenticated, service_role;

-- set_step_progress as in 20261124000100_step_progress_per_item.sql, now security definer and
-- limited to the caller's own ideas (see the head of this file).
create or replace function public.set_step_progress(idea_id uuid, step_key text, state text)
  returns setof public.ideas
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  idea public.ideas;
  step_count integer;
  progress jsonb;
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
    and ideas.user_id = (select auth.uid())
  for update;
  if not found then
    return;
  end if;

  step_count := public.guide_step_count((
    select guides.guide
    from public.idea_guides as guides
    where guides.idea_id = idea.id and guides.kind = idea.selected_next_step
  ));

  if step_key is not null then
    progress := jsonb_set(idea.step_progress, array[step_key], to_jsonb(state));
  elsif state = 'complete' then
    progress := idea.step_progress
      || (select jsonb_object_agg('step' || n, 'complete') from generate_series(1, step_count) as n);
  else
    progress := (select jsonb_object_agg('step' || n, 'not_started') from generate_series(1, 5) as n);
  end if;

  return query
    update public.ideas
    set step_progress = progress,
        status = public.status_for_progress(progress, step_count, idea.status)
    where ideas.id = idea.id
    returning ideas.*;
end;
$$;

revoke execute on function public.set_step_progress(uuid, text, text) from public, anon;
grant execute on function public.set_step_progress(uuid, text, text) to authenticated, service_role;

-- No more wholesale writes of the map by the API roles: the other columns keep their grant.
revoke update (step_progress) on table public.ideas from authenticated;
